// "Read the game": the scene in words for a child who cannot see it (docs/decisions/402-the-game-lab.md#the-scene),
// shown on request like "Read the grid" and "Read the paper": the score and the time left, each
// sprite (where it is, in thirds of the scene and by its x and y, or that it is hidden, and what it
// says), and what touches what. While a game plays it takes a new frame about three times a second;
// a button for each visible sprite taps it, for a child who plays by keyboard or screen reader.
// Its polite live region, kept whether the section is open or not, is the running commentary
// (use-game-commentary.ts): at most one announcement a second.
import { memo, useCallback, useEffect, useRef } from 'react';
import { useT } from '../../../../i18n/use-t';
import type { GameFrame, SpriteId } from '../../../../../domain/code-lab/stages/game/game-types';
import { OnRequestSection } from '../../level/on-request-section';
import { scoreLine, spriteLine, spriteWords, touchLines } from './game-words';
import type { PlayerStatus } from './use-frame-player';
import { useGameCommentary } from './use-game-commentary';
import { useSampledFrame } from './use-sampled-frame';

/** While a game plays, the words take every tenth frame: three times a second. */
const TEXT_EVERY_FRAMES = 10;

export type GameTextProps = {
  frame: GameFrame;
  /** The player's status: the words follow a game that plays, and the commentary speaks during one. */
  status: PlayerStatus;
  /** Tap a sprite (offered while a game plays). */
  onTap?: (sprite: SpriteId) => void;
};

const SceneWords = memo(function SceneWords({
  frame,
  onTap,
}: {
  frame: GameFrame;
  onTap?: (sprite: SpriteId) => void;
}) {
  const t = useT('gameScene');
  const visible = frame.sprites.filter((s) => s.visible);
  return (
    <>
      <p data-testid="game-text-score">{scoreLine(frame, t)}</p>
      <ul className="grid list-inside list-disc gap-1" data-testid="game-text-sprites">
        {frame.sprites.map((s) => (
          <li key={s.id}>{spriteLine(s, t)}</li>
        ))}
      </ul>
      <ul className="grid list-inside list-disc gap-1" data-testid="game-text-touches">
        {touchLines(frame, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {onTap && visible.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-extrabold">{t('gameScene.text.tapHeading')}</h3>
          <div className="flex flex-wrap gap-2">
            {visible.map((s) => (
              <button
                key={s.id}
                type="button"
                onClick={() => onTap(s.id)}
                className="min-h-11 rounded-xl border-2 border-slate-300 bg-white px-3 font-bold hover:bg-slate-100"
              >
                {t('gameScene.text.tap', { sprite: spriteWords(s.id, t) })}
              </button>
            ))}
          </div>
        </div>
      )}
    </>
  );
});

export function GameText({ frame, status, onTap }: GameTextProps) {
  const t = useT('gameScene');
  const playing = status === 'playing';
  const shown = useSampledFrame(frame, playing, TEXT_EVERY_FRAMES);
  const commentary = useGameCommentary(frame, status);
  // One tap function for the whole game, so the words are not drawn again when the page passes a new one.
  const latestTap = useRef(onTap);
  useEffect(() => {
    latestTap.current = onTap;
  }, [onTap]);
  const tap = useCallback((sprite: SpriteId) => latestTap.current?.(sprite), []);
  return (
    <OnRequestSection
      title={t('gameScene.text.read')}
      panelClassName="grid gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-slate-900"
      testId="game-text"
      always={
        <p aria-live="polite" className="sr-only" data-testid="game-commentary">
          {commentary}
        </p>
      }
    >
      <SceneWords frame={shown} onTap={playing && onTap ? tap : undefined} />
    </OnRequestSection>
  );
}

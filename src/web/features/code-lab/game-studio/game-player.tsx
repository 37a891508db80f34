// A game to play, full screen (docs/product/code-lab.md#the-game-studio): the scene fills the
// screen, the game starts at once with the keyboard's focus on the scene (arrows and space play
// it, a tap on an object taps it), Tab stays inside it, and Escape or "Leave full screen" leaves,
// giving the focus back to the button that opened it. The studio plays the child's game with it; the class
// gallery and the teacher's preview play a shared game with it. What the scene shows is said
// politely, as on a level (the running commentary, "Read the game" under the scene).
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { sceneAtStart, startGame, type GamePlay } from '../../../../domain/code-lab/stages/game/game-stage';
import { STUDIO_GAME_FRAMES, studioScene } from '../../../../domain/code-lab/stages/game/game-studio';
import type { GameKey, SpriteId } from '../../../../domain/code-lab/stages/game/game-types';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { useFocusTrap } from '../../../components/use-focus-trap';
import { useT } from '../../../i18n/use-t';
import { useAfterHydration } from '../../../lib/browser-value';
import { liveSource, type Inbox } from '../stages/game/game-bench';
import { GameScene } from '../stages/game/game-scene';
import { GameText } from '../stages/game/game-text';
import { useFramePlayer } from '../stages/game/use-frame-player';

type Props = {
  program: GameProgram;
  /** The button's words (the studio's "Play full screen", a gallery's "Play the game by Ana"). */
  label: string;
  disabled?: boolean;
};

/**
 * A button that plays the game full screen. It is off until the page is awake: the server's HTML
 * shows it (the class gallery, the teacher's preview), and a tap on it before React has woken its
 * part of the page (its chunk is lazy, so that part wakes last) did nothing: React does not
 * replay a tap on HTML it has not hydrated yet.
 */
export function PlayFullScreen({ program, label, disabled = false }: Props) {
  const awake = useAfterHydration();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const leave = useCallback(() => {
    setOpen(false);
    // The button that opened it has the keyboard again.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={primaryButton}
        disabled={disabled || !awake}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">▶</span> {label}
      </button>
      {open && <FullScreenGame program={program} onLeave={leave} />}
    </>
  );
}

function FullScreenGame({ program, onLeave }: { program: GameProgram; onLeave: () => void }) {
  const t = useT('gameStudio', 'gameLevel', 'gameScene');
  const scene = useMemo(() => studioScene(program), [program]);
  const start = useMemo(() => sceneAtStart(scene), [scene]);
  const sceneRef = useRef<SVGSVGElement>(null);
  // Tab stays inside while it is open (a modal dialog); Escape leaves.
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  const inbox = useRef<Inbox>({ keys: [], taps: [] });
  const game = useRef<GamePlay | null>(null);
  const player = useFramePlayer();
  const { play: playFrames, stop } = player;

  const play = useCallback(() => {
    game.current = startGame(scene, program, STUDIO_GAME_FRAMES);
    inbox.current = { keys: [], taps: [] };
    playFrames(liveSource(game.current, inbox.current));
    sceneRef.current?.focus();
  }, [scene, program, playFrames]);

  // It plays as it opens; leaving stops it.
  useEffect(() => {
    play();
    return () => stop();
  }, [play, stop]);

  const press = useCallback((key: GameKey) => void inbox.current.keys.push(key), []);
  const tap = useCallback((sprite: SpriteId) => void inbox.current.taps.push(sprite), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onLeave();
  };
  const playing = player.status === 'playing';
  const frame = player.frame ?? start;

  return (
    <div
      ref={box}
      role="dialog"
      aria-modal="true"
      aria-label={t('gameStudio.fullScreen.name')}
      className="fixed inset-0 z-50 grid grid-rows-[auto_minmax(0,1fr)_auto] gap-2 bg-violet-50 p-2 sm:p-4"
      onKeyDown={onKeyDown}
      data-testid="full-screen-game"
    >
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={secondaryButton} onClick={onLeave}>
          {t('gameStudio.fullScreen.leave')}
        </button>
        <button type="button" className={secondaryButton} onClick={play}>
          {t('gameStudio.fullScreen.again')}
        </button>
        <p className="text-base font-semibold text-slate-800">
          {playing ? t('gameLevel.play.playing') : t('gameLevel.play.over')}{' '}
          <span className="max-sm:hidden">{t('gameStudio.fullScreen.escape')}</span>
        </p>
      </div>
      {/* The square scene as big as the screen lets it be. */}
      <div className="mx-auto aspect-square h-full max-h-full max-w-full min-h-0">
        <GameScene ref={sceneRef} frame={frame} playing={playing} onKey={press} onTap={tap} fill />
      </div>
      <div className="max-h-[30svh] overflow-y-auto">
        <GameText frame={frame} status={player.status} onTap={playing ? tap : undefined} />
      </div>
    </div>
  );
}

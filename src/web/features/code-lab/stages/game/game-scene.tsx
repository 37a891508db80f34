// The Game Lab's scene (docs/decisions/402-the-game-lab.md#the-scene): one GameFrame drawn in a
// square SVG of SCENE_SIZE units that fills its box, each visible sprite in its costume at its x
// and y, speech bubbles, and a bar above with the score and the time left. While a game plays the
// scene is where the game's keys go (one tab stop; arrows and space, kept from scrolling the page)
// and a tap on a sprite is reported; otherwise keys and taps do nothing here, so a game's keys and
// the editor's never fight. Sprites glide between frames for at most one frame's time, or jump
// under reduced motion (CSS only: nothing here reads the browser while rendering).
import { memo, useId, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useT } from '../../../../i18n/use-t';
import {
  SCENE_SIZE,
  type Costume,
  type GameFrame,
  type GameKey,
  type SpriteId,
} from '../../../../../domain/code-lab/stages/game/game-types';
import { CostumeSymbols, CostumeUse, SCENE_BACKGROUND } from './costumes';
import { phraseWords, secondsLeft } from './game-words';
import { SpeechBubble } from './speech-bubble';
import { spriteTransform } from './sprite-pose';

/**
 * Half the width of a sprite's tap target, in scene units: 64 units are 57 CSS px on a 390 px
 * phone's scene (358 px wide) and 45 px even at 320 px, above the 44 px every target needs.
 */
const HIT_RADIUS = 32;

const KEYS: Readonly<Record<string, GameKey>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  ' ': 'space',
  Spacebar: 'space',
};

/** The game key a key press is, or null (a key with Ctrl, Alt or Meta is the browser's). */
function gameKeyOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
): GameKey | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  return KEYS[event.key] ?? null;
}

export type GameSceneProps = {
  /** The frame to draw. */
  frame: GameFrame;
  /** A game is playing: keys and taps are reported (and arrows and space do not scroll the page). */
  playing: boolean;
  /** A game key was pressed on the scene while playing. */
  onKey?: (key: GameKey) => void;
  /** A visible sprite was tapped or clicked while playing. */
  onTap?: (sprite: SpriteId) => void;
  /** Fill the box it is in (present mode, full screen), not the page's column. */
  fill?: boolean;
  /** The focusable scene, for the page to focus when a game starts. */
  ref?: Ref<SVGSVGElement>;
};

type SpriteNodeProps = {
  prefix: string;
  id: SpriteId;
  costume: Costume;
  x: number;
  y: number;
  direction: number;
};

/** One visible sprite: its tap target and its costume, placed, turned or flipped. Kept while its pose is the same. */
const SpriteNode = memo(function SpriteNode({
  prefix,
  id,
  costume,
  x,
  y,
  direction,
}: SpriteNodeProps) {
  return (
    <g
      data-sprite={id}
      data-x={x}
      data-y={y}
      data-direction={direction}
      className="transition-transform duration-[33ms] ease-linear motion-reduce:transition-none"
      style={{ transform: spriteTransform({ costume, x, y, direction }) }}
    >
      <circle r={HIT_RADIUS} fill="transparent" />
      <CostumeUse prefix={prefix} costume={costume} />
    </g>
  );
});

/** Faint lines every 100 units, so a child can see where x and y grow. */
const Backdrop = memo(function Backdrop() {
  const lines = [];
  for (let at = 100; at < SCENE_SIZE; at += 100)
    lines.push(
      <path
        key={at}
        d={`M${at} 0 V${SCENE_SIZE} M0 ${at} H${SCENE_SIZE}`}
        stroke="#bbf7d0"
        strokeWidth="1.5"
      />,
    );
  return (
    <g pointerEvents="none">
      <rect width={SCENE_SIZE} height={SCENE_SIZE} fill={SCENE_BACKGROUND} />
      {lines}
    </g>
  );
});

export function GameScene({ frame, playing, onKey, onTap, fill = false, ref }: GameSceneProps) {
  const t = useT('gameScene');
  const prefix = `game${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  // Every sprite's costume, hidden ones too, so showing one does not draw the symbols again.
  const costumes = [...new Set(frame.sprites.map((s) => s.costume))].sort().join(',');
  const visible = frame.sprites.filter((s) => s.visible);

  const keyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const key = gameKeyOf(event);
    if (!playing || !key) return;
    event.preventDefault();
    onKey?.(key);
  };
  const pointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (!playing || !onTap || event.button !== 0) return;
    const sprite = (event.target as Element).closest('[data-sprite]')?.getAttribute('data-sprite');
    if (sprite) onTap(sprite as SpriteId);
  };

  return (
    <div
      className={`grid gap-2 ${fill ? 'size-full grid-rows-[auto_minmax(0,1fr)]' : ''}`}
      data-testid="game-scene"
    >
      <div
        role="group"
        aria-label={t('gameScene.scene.bar')}
        className="flex flex-wrap items-center justify-between gap-x-4 rounded-xl bg-violet-950 px-3 py-1 text-lg font-extrabold text-white tabular-nums"
      >
        <span data-testid="game-score">{t('gameScene.scene.score', { score: frame.score })}</span>
        {frame.framesLeft !== undefined && (
          <span data-testid="game-time">
            {t('gameScene.scene.time', { seconds: secondsLeft(frame.framesLeft) })}
          </span>
        )}
      </div>
      <svg
        ref={ref}
        role="application"
        aria-label={t('gameScene.scene.name')}
        tabIndex={0}
        viewBox={`0 0 ${SCENE_SIZE} ${SCENE_SIZE}`}
        onKeyDown={keyDown}
        onPointerDown={pointerDown}
        data-playing={playing}
        data-frame={frame.frame}
        className={`block touch-manipulation rounded-2xl border-2 border-slate-300 focus:outline-4 focus:outline-offset-2 focus:outline-violet-700 ${
          fill ? 'size-full min-h-0' : 'aspect-square h-auto w-full'
        }`}
      >
        <CostumeSymbols prefix={prefix} costumes={costumes} />
        <Backdrop />
        {visible.map((s) => (
          <SpriteNode
            key={s.id}
            prefix={prefix}
            id={s.id}
            costume={s.costume}
            x={s.x}
            y={s.y}
            direction={s.direction}
          />
        ))}
        {visible.map(
          (s) =>
            s.saying && (
              <SpeechBubble key={s.id} x={s.x} y={s.y} words={phraseWords(s.saying, t)} />
            ),
        )}
      </svg>
    </div>
  );
}

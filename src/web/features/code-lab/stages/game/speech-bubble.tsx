// A sprite's speech bubble (docs/decisions/402-the-game-lab.md#the-scene): its phrase's words in
// a rounded box above the sprite (below it when the sprite is near the top), kept inside the
// scene, with a tail pointing at the sprite. It never turns or flips with the sprite. Its width
// comes from the words' length, not from measuring text, so it renders the same on the server.
import { memo } from 'react';
import { SCENE_SIZE } from '../../../../../domain/code-lab/stages/game/game-types';

const FONT = 16;
/** About how wide a letter is, in scene units, at FONT (a rounded sans serif). */
const LETTER = 0.62 * FONT;
const PAD = 10;
const HEIGHT = 28;
/** How far above or below the sprite's centre the bubble's near edge is. */
const GAP = 30;
const EDGE = 2;

export type BubbleLayout = {
  left: number;
  top: number;
  width: number;
  height: number;
  tail: string;
};

export function bubbleLayout(x: number, y: number, words: string): BubbleLayout {
  const width = Math.min(SCENE_SIZE - 2 * EDGE, Math.round([...words].length * LETTER + 2 * PAD));
  const left = Math.min(Math.max(x - width / 2, EDGE), SCENE_SIZE - EDGE - width);
  const above = y - GAP - HEIGHT >= EDGE;
  const top = above ? y - GAP - HEIGHT : Math.min(y + GAP, SCENE_SIZE - EDGE - HEIGHT);
  const tipX = Math.min(Math.max(x, left + 12), left + width - 12);
  // The tail starts just inside the box, so its fill covers the box's edge where they join.
  const base = above ? top + HEIGHT - 2 : top + 2;
  const tip = above ? base + 10 : base - 10;
  const tail = `M${tipX - 6} ${base} L${tipX} ${tip} L${tipX + 6} ${base}`;
  return { left, top, width, height: HEIGHT, tail };
}

type Props = { x: number; y: number; words: string };

export const SpeechBubble = memo(function SpeechBubble({ x, y, words }: Props) {
  const box = bubbleLayout(x, y, words);
  return (
    // No transitions, whatever the page's reduced-motion rule gives every element (its 0.01 ms
    // on `all` would make each move of a bubble a transition and its events).
    <g data-testid="speech-bubble" pointerEvents="none" className="[&_*]:transition-none">
      <rect
        x={box.left}
        y={box.top}
        width={box.width}
        height={box.height}
        rx="10"
        fill="#ffffff"
        stroke="#334155"
        strokeWidth="2"
      />
      <path d={box.tail} fill="#ffffff" stroke="#334155" strokeWidth="2" strokeLinejoin="round" />
      <text
        x={box.left + box.width / 2}
        y={box.top + box.height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={FONT}
        fontWeight="700"
        fill="#0f172a"
      >
        {words}
      </text>
    </g>
  );
});

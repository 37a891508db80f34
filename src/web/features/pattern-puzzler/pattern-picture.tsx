// Pattern Puzzler's pictures, our own SVG (docs/decisions/416-pattern-puzzler.md): a shape in a
// colour, an arrow turned a quarter at a time, or a number. Every picture is named in words beside
// it or in its label, so colour is never the only way to tell two apart. An arrow turns smoothly
// from one direction to the next unless the child asked for reduced motion.
import type { PatternCell, PatternColour, PatternShape } from '../../../domain/games/pattern-puzzler';

const fills: Record<PatternColour, string> = {
  red: '#dc2626',
  blue: '#2563eb',
  yellow: '#facc15',
  green: '#16a34a',
  purple: '#9333ea',
  orange: '#f97316',
};

// Each outline in a 40 × 40 box; the arrow points up before it turns.
const outlines: Record<PatternShape, string> = {
  circle: 'M20 5 A15 15 0 1 1 19.99 5 Z',
  square: 'M7 7 H33 V33 H7 Z',
  triangle: 'M20 5 L35 34 H5 Z',
  star: 'M20 4 L24.7 14.5 L36 15.6 L27.5 23.2 L30 34.4 L20 28.6 L10 34.4 L12.5 23.2 L4 15.6 L15.3 14.5 Z',
  heart: 'M20 34 C8 25 4 18 8 11 C11 6 17 6 20 11 C23 6 29 6 32 11 C36 18 32 25 20 34 Z',
  arrow: 'M20 4 L34 19 H25.5 V36 H14.5 V19 H6 Z',
};

export function PatternPicture({ cell, size = 'row' }: { cell: PatternCell; size?: 'row' | 'choice' }) {
  if (cell.kind === 'number') {
    return (
      <span aria-hidden="true" className={`font-extrabold text-violet-950 tabular-nums ${size === 'row' ? 'text-2xl' : 'text-3xl'}`}>
        {cell.value}
      </span>
    );
  }
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={size === 'row' ? 'size-10' : 'size-14'}>
      <path
        d={outlines[cell.shape]}
        fill={fills[cell.colour]}
        stroke="#1e1b4b"
        strokeWidth="2"
        strokeLinejoin="round"
        style={{ transform: `rotate(${cell.turn}deg)`, transformOrigin: '20px 20px' }}
        className="transition-transform duration-500 motion-reduce:transition-none"
      />
    </svg>
  );
}

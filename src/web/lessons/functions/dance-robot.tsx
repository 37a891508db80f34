// Our own robot picture for the chorus dance (docs/product/lessons.md#functions): one pose per
// move, drawn in SVG (no emoji: headless browsers and some tablets have no emoji font).
// Usage: <DanceRobot pose="clap" className="h-40" />; decorative, the page says the move in words.
import type { DanceMove } from '../../../domain/lessons/chorus-dance';

type Pose = DanceMove | 'still';

// Each arm: from the shoulder to the hand, [x1, y1, x2, y2] in the 120 x 140 picture.
const arms: Record<Pose, { left: number[]; right: number[] }> = {
  still: { left: [38, 70, 24, 98], right: [82, 70, 96, 98] },
  clap: { left: [38, 70, 58, 58], right: [82, 70, 62, 58] },
  wave: { left: [38, 70, 24, 98], right: [82, 70, 104, 36] },
  jump: { left: [38, 70, 16, 44], right: [82, 70, 104, 44] },
  spin: { left: [38, 70, 12, 72], right: [82, 70, 108, 72] },
};
const bodyMove: Record<Pose, string> = {
  still: '',
  clap: '',
  wave: '',
  jump: 'translate(0 -12)',
  spin: 'rotate(-14 60 80)',
};

export function DanceRobot({ pose, className = '' }: { pose: Pose; className?: string }) {
  const { left, right } = arms[pose];
  return (
    <svg viewBox="0 0 120 140" aria-hidden="true" focusable="false" className={className}>
      <g transform={bodyMove[pose]}>
        <line x1="60" y1="8" x2="60" y2="22" stroke="#5b21b6" strokeWidth="4" strokeLinecap="round" />
        <circle cx="60" cy="8" r="5" fill="#f59e0b" />
        <rect x="36" y="22" width="48" height="36" rx="10" fill="#7c3aed" />
        <circle cx="50" cy="40" r="6" fill="#fff" />
        <circle cx="70" cy="40" r="6" fill="#fff" />
        <circle cx="50" cy="40" r="3" fill="#1e1b4b" />
        <circle cx="70" cy="40" r="3" fill="#1e1b4b" />
        <rect x="38" y="62" width="44" height="44" rx="8" fill="#a78bfa" />
        <circle cx="60" cy="84" r="7" fill="#f59e0b" />
        <line x1={left[0]} y1={left[1]} x2={left[2]} y2={left[3]} stroke="#5b21b6" strokeWidth="7" strokeLinecap="round" />
        <line x1={right[0]} y1={right[1]} x2={right[2]} y2={right[3]} stroke="#5b21b6" strokeWidth="7" strokeLinecap="round" />
        <rect x="44" y="106" width="10" height="22" rx="4" fill="#5b21b6" />
        <rect x="66" y="106" width="10" height="22" rx="4" fill="#5b21b6" />
      </g>
    </svg>
  );
}

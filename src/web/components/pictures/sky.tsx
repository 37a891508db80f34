// Sun, moon and star, drawn on a 100 x 100 grid (docs/product.md#classes).
import { LINE, OUTLINE } from './art';

const RAYS =
  'M80 50 L94 50 M71.2 71.2 L81.1 81.1 M50 80 L50 94 M28.8 71.2 L18.9 81.1 M20 50 L6 50 M28.8 28.8 L18.9 18.9 M50 20 L50 6 M71.2 28.8 L81.1 18.9';

export function Sun() {
  return (
    <g {...LINE}>
      {/* Each ray is a dark line under a yellow one: an outlined ray that prints in grey too. */}
      <path d={RAYS} fill="none" strokeWidth="11" />
      <path d={RAYS} fill="none" stroke="#f59e0b" strokeWidth="5" />
      <circle cx="50" cy="50" r="25" fill="#facc15" />
      <circle cx="42" cy="46" r="3" fill={OUTLINE} stroke="none" />
      <circle cx="58" cy="46" r="3" fill={OUTLINE} stroke="none" />
      <path d="M40 56 Q50 65 60 56" fill="none" strokeWidth="3" />
    </g>
  );
}

export function Moon() {
  return (
    <g {...LINE}>
      <circle cx="50" cy="50" r="45" fill="#1e3a8a" />
      <path d="M62 16 A36 36 0 1 0 62 84 A44 44 0 0 1 62 16 Z" fill="#fef08a" />
      <circle cx="32" cy="44" r="3" fill={OUTLINE} stroke="none" />
      <path d="M26 58 Q32 63 38 59" fill="none" strokeWidth="2.5" />
    </g>
  );
}

export function Star() {
  return (
    <g {...LINE}>
      <path
        d="M50 9 L61.2 37.6 L91.8 39.4 L68.1 58.9 L75.9 88.6 L50 72 L24.1 88.6 L31.9 58.9 L8.2 39.4 L38.8 37.6 Z"
        fill="#a855f7"
        strokeWidth="4"
      />
      <path d="M50 24 L55 40" fill="none" stroke="#e9d5ff" strokeWidth="4" />
    </g>
  );
}

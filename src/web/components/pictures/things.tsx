// Tree, flower, apple, car and ball, drawn on a 100 x 100 grid (docs/product.md#classes).
import { LINE, OUTLINE } from './art';

const CROWN = [
  { cx: 50, cy: 32, r: 24 },
  { cx: 30, cy: 52, r: 19 },
  { cx: 70, cy: 52, r: 19 },
  { cx: 50, cy: 56, r: 20 },
];

export function Tree() {
  return (
    <g {...LINE}>
      <path d="M43 94 L45 62 H55 L57 94 Z" fill="#92400e" />
      {/* The crown's circles: outlined ones first, then the same circles unlined on top, so only
          the outside edge of the cloud keeps its line. */}
      {CROWN.map((c) => (
        <circle key={`o${c.cx}-${c.cy}`} {...c} fill="#16a34a" strokeWidth="7" />
      ))}
      {CROWN.map((c) => (
        <circle key={`f${c.cx}-${c.cy}`} {...c} fill="#16a34a" stroke="none" />
      ))}
      <circle cx="40" cy="40" r="4" fill="#bbf7d0" stroke="none" />
      <circle cx="62" cy="58" r="4" fill="#bbf7d0" stroke="none" />
    </g>
  );
}

const PETALS = [
  [50, 19],
  [66, 28.5],
  [66, 47.5],
  [50, 57],
  [34, 47.5],
  [34, 28.5],
] as const;

export function Flower() {
  return (
    <g {...LINE}>
      <path d="M50 58 V95" fill="none" stroke="#15803d" strokeWidth="6" />
      <path d="M50 82 Q66 64 80 70 Q68 88 50 82 Z" fill="#22c55e" />
      {PETALS.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="13" fill="#ec4899" />
      ))}
      <circle cx="50" cy="38" r="11" fill="#facc15" />
    </g>
  );
}

export function Apple() {
  return (
    <g {...LINE}>
      <path d="M50 30 Q50 17 57 8" fill="none" stroke="#78350f" strokeWidth="5" />
      <path d="M55 20 Q67 5 84 11 Q71 27 55 20 Z" fill="#22c55e" />
      <path
        d="M50 30 C38 20 12 24 12 53 C12 77 31 94 42 91 C46 90 48 88 50 88 C52 88 54 90 58 91 C69 94 88 77 88 53 C88 24 62 20 50 30 Z"
        fill="#dc2626"
      />
      <ellipse
        cx="30"
        cy="48"
        rx="5"
        ry="9"
        fill="#fecaca"
        stroke="none"
        transform="rotate(20 30 48)"
      />
    </g>
  );
}

export function Car() {
  return (
    <g {...LINE}>
      <path
        d="M6 64 Q6 51 19 51 L29 51 L39 31 L66 31 L79 51 L86 51 Q95 51 95 64 L95 72 L6 72 Z"
        fill="#2563eb"
      />
      <path d="M41 37 L51 37 L51 49 L35 49 Z" fill="#bfdbfe" strokeWidth="2.5" />
      <path d="M56 37 L64 37 L72 49 L56 49 Z" fill="#bfdbfe" strokeWidth="2.5" />
      <circle cx="90" cy="59" r="3.5" fill="#facc15" strokeWidth="2" />
      <circle cx="28" cy="73" r="11" fill={OUTLINE} />
      <circle cx="73" cy="73" r="11" fill={OUTLINE} />
      <circle cx="28" cy="73" r="4" fill="#cbd5e1" stroke="none" />
      <circle cx="73" cy="73" r="4" fill="#cbd5e1" stroke="none" />
    </g>
  );
}

export function Ball() {
  return (
    <g {...LINE}>
      <circle cx="50" cy="50" r="42" fill="#facc15" />
      <path d="M50 8 Q12 50 50 92 A42 42 0 0 1 50 8 Z" fill="#ef4444" />
      <path d="M50 8 Q88 50 50 92 A42 42 0 0 0 50 8 Z" fill="#3b82f6" />
      <path d="M50 8 Q33 50 50 92 Q67 50 50 8 Z" fill="#ffffff" />
      <circle cx="50" cy="50" r="42" fill="none" />
      <ellipse cx="50" cy="11" rx="6" ry="3" fill={OUTLINE} stroke="none" />
    </g>
  );
}

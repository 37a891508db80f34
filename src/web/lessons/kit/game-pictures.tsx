// Our own pictures of the Game Lab's lessons (docs/product/lessons.md#object-workshop,
// #game-creator): a cat, a car, a robot and a star, in SVG (no emoji font needed). Each is drawn in
// a 100 x 100 box, in the colour it is given, with a pose for the action it does now. Decorative:
// the page says every object, property and action in words.
// Usage: <CatPicture colour="#f97316" pose="jump" className="size-24" /> or, inside an <svg>,
// <g transform="..."><CatShape colour="#f97316" /></g>.

/** Each colour choice as the pictures paint it (the words are the page's). */
export const PAINT = {
  red: '#dc2626',
  orange: '#ea580c',
  green: '#16a34a',
  blue: '#2563eb',
} as const;

type ShapeProps = { colour: string; pose?: string };

export function CatShape({ colour, pose }: ShapeProps) {
  return (
    <g transform={pose === 'jump' ? 'translate(0 -14)' : undefined}>
      {/* tail */}
      <path d="M74 74c14-2 18-16 12-26" stroke={colour} strokeWidth="7" fill="none" strokeLinecap="round" />
      {/* body */}
      <ellipse cx="52" cy="72" rx="26" ry="18" fill={colour} />
      {/* head and ears */}
      <path d="M22 30l6-16 10 12z" fill={colour} />
      <path d="M58 30l-6-16-10 12z" fill={colour} />
      <circle cx="40" cy="40" r="19" fill={colour} />
      <circle cx="33" cy="38" r="3.5" fill="#1e1b4b" />
      <circle cx="47" cy="38" r="3.5" fill="#1e1b4b" />
      <path d="M37 46l3 3 3-3" stroke="#1e1b4b" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M22 44h-10M22 48l-9 3M58 44h10M58 48l9 3" stroke="#1e1b4b" strokeWidth="1.5" strokeLinecap="round" />
      {pose === 'meow' && <ellipse cx="40" cy="52" rx="4" ry="3" fill="#7f1d1d" />}
      {/* paws */}
      <rect x="32" y="84" width="9" height="10" rx="4" fill={colour} />
      <rect x="60" y="84" width="9" height="10" rx="4" fill={colour} />
    </g>
  );
}

function CarShape({ colour, pose }: ShapeProps) {
  return (
    <g transform={pose === 'drive' ? 'translate(10 0)' : undefined}>
      <path d="M10 62l10-20h44l14 20h12v18H10z" fill={colour} />
      <path d="M26 46h14v14H20zM46 46h16l8 14H46z" fill="#e0f2fe" />
      <circle cx="30" cy="82" r="10" fill="#1f2937" />
      <circle cx="30" cy="82" r="4" fill="#d1d5db" />
      <circle cx="72" cy="82" r="10" fill="#1f2937" />
      <circle cx="72" cy="82" r="4" fill="#d1d5db" />
      <rect x="84" y="64" width="6" height="6" rx="2" fill="#fde047" />
      {pose === 'honk' && <path d="M94 52l6-6M96 60h6M94 68l6 6" stroke="#1e1b4b" strokeWidth="3" strokeLinecap="round" />}
      {pose === 'drive' && <path d="M0 60h6M-2 70h8" stroke="#64748b" strokeWidth="3" strokeLinecap="round" />}
    </g>
  );
}

function RobotShape({ colour, pose }: ShapeProps) {
  const rightArm = pose === 'wave' ? 'M70 50l16-20' : 'M70 50l12 20';
  return (
    <g>
      <line x1="50" y1="6" x2="50" y2="16" stroke="#334155" strokeWidth="3" />
      <circle cx="50" cy="6" r="4" fill="#f59e0b" />
      <rect x="30" y="16" width="40" height="28" rx="8" fill={colour} />
      <circle cx="42" cy="30" r="5" fill="#fff" />
      <circle cx="58" cy="30" r="5" fill="#fff" />
      <circle cx="42" cy="30" r="2.5" fill="#1e1b4b" />
      <circle cx="58" cy="30" r="2.5" fill="#1e1b4b" />
      {pose === 'say-hello' ? <ellipse cx="50" cy="39" rx="5" ry="3" fill="#1e1b4b" /> : <path d="M44 38h12" stroke="#1e1b4b" strokeWidth="2" strokeLinecap="round" />}
      <rect x="32" y="46" width="36" height="32" rx="6" fill={colour} />
      <circle cx="50" cy="60" r="5" fill="#fde047" />
      <path d="M30 50l-12 20" stroke="#334155" strokeWidth="6" strokeLinecap="round" />
      <path d={rightArm} stroke="#334155" strokeWidth="6" strokeLinecap="round" />
      <rect x="36" y="78" width="9" height="16" rx="3" fill="#334155" />
      <rect x="55" y="78" width="9" height="16" rx="3" fill="#334155" />
    </g>
  );
}

export function StarShape({ colour = '#f59e0b' }: { colour?: string }) {
  return (
    <path
      d="M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z"
      fill={colour}
      stroke="#b45309"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  );
}

const shapes = { cat: CatShape, car: CarShape, robot: RobotShape } as const;

/** A cat, a car or a robot in its own 100 x 100 picture. */
export function ObjectPicture({ object, colour, pose, className = '' }: { object: keyof typeof shapes; colour: string; pose?: string; className?: string }) {
  const Shape = shapes[object];
  return (
    <svg viewBox="-10 -20 120 120" aria-hidden="true" focusable="false" className={className}>
      <Shape colour={colour} pose={pose} />
    </svg>
  );
}

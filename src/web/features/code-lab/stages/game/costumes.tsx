// The Game Lab's costumes (docs/decisions/402-the-game-lab.md#the-scene): our own flat SVG, one
// per Costume, each drawn in a 48 x 48 box centred on (0, 0) so the scene places it with one
// transform. Animals and things face right (the scene flips them to face left); cars, the robot
// and the finish line are drawn facing up (direction 0) and the scene turns them. Every shape has
// an outline of at least 3:1 against the scene's background (costumes.test.ts measures it), so a
// yellow star still shows on a light scene. Each costume is a <symbol> defined once per scene
// and drawn with <use>: eight sprites cost eight short tags, not eight drawings.
import { memo, type ReactElement } from 'react';
import type { Costume } from '../../../../../domain/code-lab/stages/game/game-types';
import { RobotArt } from '../grid/art';

/** The scene's light background, which every costume's outline stands out from. */
export const SCENE_BACKGROUND = '#f0fdf4';

/** Each costume's main colour and its outline. */
export const COSTUME_COLORS: Record<Costume, { body: string; outline: string }> = {
  cat: { body: '#f97316', outline: '#7c2d12' },
  dog: { body: '#b45309', outline: '#451a03' },
  'red-car': { body: '#dc2626', outline: '#7f1d1d' },
  'blue-car': { body: '#2563eb', outline: '#1e3a8a' },
  star: { body: '#facc15', outline: '#854d0e' },
  ball: { body: '#0ea5e9', outline: '#0c4a6e' },
  rock: { body: '#a8a29e', outline: '#44403c' },
  goal: { body: '#16a34a', outline: '#14532d' },
  robot: { body: '#7c3aed', outline: '#4c1d95' },
  apple: { body: '#dc2626', outline: '#7f1d1d' },
  line: { body: '#1e293b', outline: '#1e293b' },
};

/** Costumes that turn with their direction (drawn facing up); the others flip to face left. */
const TURNING: ReadonlySet<Costume> = new Set<Costume>(['red-car', 'blue-car', 'robot', 'line']);
export const turnsWithDirection = (costume: Costume): boolean => TURNING.has(costume);

const EYE = '#1e293b';

function Cat() {
  const { body, outline } = COSTUME_COLORS.cat;
  return (
    <g stroke={outline} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M-15 8 C-24 6 -23 -8 -16 -11" fill="none" strokeWidth="4" />
      <ellipse cx="-3" cy="8" rx="14" ry="10" fill={body} />
      <path d="M-11 16 V21 M-2 17 V22 M6 16 V21" strokeWidth="3" />
      <path d="M3 -12 L5 -22 L12 -15 Z M12 -15 L18 -22 L20 -11 Z" fill={body} />
      <circle cx="12" cy="-5" r="10" fill={body} />
      <circle cx="15" cy="-7" r="1.8" fill={EYE} stroke="none" />
      <path d="M20 -2 L22 -3 L21 -1 Z" fill="#db2777" strokeWidth="1" />
      <path d="M17 0 H24 M17 2 L23 4" strokeWidth="1" />
    </g>
  );
}

function Dog() {
  const { body, outline } = COSTUME_COLORS.dog;
  return (
    <g stroke={outline} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M-15 4 L-22 -6" fill="none" strokeWidth="4" />
      <ellipse cx="-4" cy="8" rx="14" ry="9" fill={body} />
      <path d="M-12 15 V22 M-3 16 V22 M5 15 V22" strokeWidth="3" />
      <circle cx="10" cy="-6" r="9" fill={body} />
      <path d="M15 -6 H23 V1 H15 Z" fill={body} />
      <circle cx="23" cy="-4" r="2" fill={EYE} stroke="none" />
      <circle cx="12" cy="-9" r="1.8" fill={EYE} stroke="none" />
      <path d="M5 -13 C0 -12 -1 -2 3 1 C6 -3 7 -9 5 -13 Z" fill="#78350f" />
    </g>
  );
}

function Car({ costume, stripe }: { costume: 'red-car' | 'blue-car'; stripe: string }) {
  const { body, outline } = COSTUME_COLORS[costume];
  return (
    <g stroke={outline} strokeWidth="2" strokeLinejoin="round">
      <rect x="-16" y="-17" width="5" height="10" rx="2" fill="#1e293b" />
      <rect x="11" y="-17" width="5" height="10" rx="2" fill="#1e293b" />
      <rect x="-16" y="7" width="5" height="10" rx="2" fill="#1e293b" />
      <rect x="11" y="7" width="5" height="10" rx="2" fill="#1e293b" />
      <rect x="-12" y="-23" width="24" height="46" rx="8" fill={body} />
      <path d="M0 -22 V22" stroke={stripe} strokeWidth="3" />
      <rect x="-8" y="-11" width="16" height="8" rx="2" fill="#bae6fd" />
      <rect x="-7" y="9" width="14" height="6" rx="2" fill="#bae6fd" />
      <circle cx="-7" cy="-19" r="2.2" fill="#fde047" strokeWidth="1" />
      <circle cx="7" cy="-19" r="2.2" fill="#fde047" strokeWidth="1" />
    </g>
  );
}

/** A five-pointed star's outline: points 20 out, 9 in, the first straight up. */
const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 20 : 9;
  const a = ((-90 + i * 36) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(1)} ${(r * Math.sin(a) + 1).toFixed(1)}`;
});

function Star() {
  const { body, outline } = COSTUME_COLORS.star;
  return (
    <path
      d={`M${STAR.join(' L')} Z`}
      fill={body}
      stroke={outline}
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  );
}

function Ball() {
  const { body, outline } = COSTUME_COLORS.ball;
  return (
    <g stroke={outline} strokeWidth="2">
      <circle r="17" fill={body} />
      <path
        d="M-16 -5 C-6 0 6 0 16 -5 M-15 7 C-5 12 5 12 15 7"
        fill="none"
        stroke="#ffffff"
        strokeWidth="4"
      />
      <circle r="17" fill="none" />
      <ellipse cx="-6" cy="-9" rx="4" ry="2.5" fill="#e0f2fe" stroke="none" />
    </g>
  );
}

function Rock() {
  const { body, outline } = COSTUME_COLORS.rock;
  return (
    <g stroke={outline} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path d="M-20 14 L-15 -4 L-5 -13 L8 -11 L18 -1 L20 14 Z" fill={body} />
      <path d="M-6 -6 L-2 4 M6 -3 L10 6" strokeWidth="1.5" stroke="#57534e" />
    </g>
  );
}

function Goal() {
  const { body, outline } = COSTUME_COLORS.goal;
  return (
    <g stroke={outline} strokeWidth="2" strokeLinejoin="round">
      <ellipse cx="-9" cy="20" rx="9" ry="3" fill="#94a3b8" stroke="#475569" strokeWidth="1" />
      <rect
        x="-11"
        y="-22"
        width="4"
        height="42"
        rx="1"
        fill="#78350f"
        stroke="#451a03"
        strokeWidth="1"
      />
      <path d="M-7 -21 L19 -12 L-7 -3 Z" fill={body} />
      <path d="M-3 -15 L4 -12 L-3 -9 Z" fill="#ffffff" strokeWidth="1" />
    </g>
  );
}

function Robot() {
  // Ada's robot from the grid (a 40 x 40 cell), grown to the 48 box, facing up.
  return (
    <g transform="translate(-24 -24) scale(1.2)">
      <RobotArt />
    </g>
  );
}

function Apple() {
  const { body, outline } = COSTUME_COLORS.apple;
  return (
    <g stroke={outline} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      <path
        d="M0 -8 C-10 -16 -21 -7 -19 6 C-17 17 -7 22 0 17 C7 22 17 17 19 6 C21 -7 10 -16 0 -8 Z"
        fill={body}
      />
      <path d="M0 -8 L2 -18" stroke="#78350f" strokeWidth="3" />
      <path
        d="M3 -15 C6 -22 13 -22 15 -19 C12 -14 7 -13 3 -15 Z"
        fill="#16a34a"
        stroke="#14532d"
        strokeWidth="1.5"
      />
      <ellipse cx="-9" cy="-2" rx="3" ry="5" fill="#fca5a5" stroke="none" />
    </g>
  );
}

/** The finish line: a long thin checkered strip across the box, drawn across the way a car comes up. */
function Line() {
  const { body, outline } = COSTUME_COLORS.line;
  const squares = [];
  for (let column = 0; column < 8; column++)
    for (let row = 0; row < 2; row++)
      if ((column + row) % 2 === 0)
        squares.push(
          <rect
            key={`${column},${row}`}
            x={-24 + column * 6}
            y={-6 + row * 6}
            width="6"
            height="6"
            fill={body}
          />,
        );
  return (
    <g>
      <rect x="-24" y="-6" width="48" height="12" fill="#ffffff" />
      {squares}
      <rect x="-24" y="-6" width="48" height="12" fill="none" stroke={outline} strokeWidth="1.5" />
    </g>
  );
}

const ART: Record<Costume, () => ReactElement> = {
  cat: Cat,
  dog: Dog,
  'red-car': () => <Car costume="red-car" stripe="#ffffff" />,
  'blue-car': () => <Car costume="blue-car" stripe="#fde047" />,
  star: Star,
  ball: Ball,
  rock: Rock,
  goal: Goal,
  robot: Robot,
  apple: Apple,
  line: Line,
};

/** The id of a costume's symbol in one scene (`prefix` keeps two scenes on a page apart). */
export const costumeSymbolId = (prefix: string, costume: Costume): string =>
  `${prefix}-costume-${costume}`;

/** The half-size of a costume's box. */
const COSTUME_HALF = 24;

type SymbolsProps = {
  prefix: string;
  /** The costumes the scene shows, comma-separated and sorted (a string, so the symbols are drawn again only when the set changes). */
  costumes: string;
};

/** The <symbol>s of the costumes a scene shows, drawn once and kept while the set is the same. */
export const CostumeSymbols = memo(function CostumeSymbols({ prefix, costumes }: SymbolsProps) {
  const list = costumes === '' ? [] : (costumes.split(',') as Costume[]);
  return (
    <defs>
      {list.map((costume) => {
        const Art = ART[costume];
        return (
          <symbol
            key={costume}
            id={costumeSymbolId(prefix, costume)}
            viewBox={`${-COSTUME_HALF} ${-COSTUME_HALF} ${2 * COSTUME_HALF} ${2 * COSTUME_HALF}`}
            overflow="visible"
          >
            <Art />
          </symbol>
        );
      })}
    </defs>
  );
});

/** One costume drawn at the origin, by reference to its symbol. */
export function CostumeUse({ prefix, costume }: { prefix: string; costume: Costume }) {
  // The sprite's round tap target takes the pointer; the drawing is not hit-tested (cheaper on every frame).
  return (
    <use
      href={`#${costumeSymbolId(prefix, costume)}`}
      x={-COSTUME_HALF}
      y={-COSTUME_HALF}
      width={2 * COSTUME_HALF}
      height={2 * COSTUME_HALF}
      pointerEvents="none"
    />
  );
}

// The twelve child avatars (docs/product.md#accounts-and-children): our own drawings, no emoji
// (headless Chromium and some tablets have no emoji font) and no text. Each draws a character
// on its own coloured disc in a 64 x 64 box; ChildAvatar puts it in an <svg>.
import type { ReactNode } from 'react';

const INK = '#1e293b';

/** Two round eyes with a small shine, used by several characters. */
const eyes = (y: number, left: number, right: number, r = 2.8) => (
  <>
    <circle cx={left} cy={y} r={r} fill={INK} />
    <circle cx={right} cy={y} r={r} fill={INK} />
    <circle cx={left + r / 3} cy={y - r / 3} r={r / 3} fill="#fff" />
    <circle cx={right + r / 3} cy={y - r / 3} r={r / 3} fill="#fff" />
  </>
);

/** A soft smile that starts and ends at the given points and dips by `depth`. */
const smile = (x1: number, x2: number, y: number, depth: number, colour = INK) => (
  <path
    d={`M${x1} ${y} Q${(x1 + x2) / 2} ${y + depth} ${x2} ${y}`}
    stroke={colour}
    strokeWidth="2"
    strokeLinecap="round"
    fill="none"
  />
);

/** The lion's mane: a round star with soft points. */
const MANE = Array.from({ length: 28 }, (_, i) => {
  const angle = (i * Math.PI) / 14;
  const radius = i % 2 ? 19 : 24;
  return `${(32 + radius * Math.sin(angle)).toFixed(1)},${(34 - radius * Math.cos(angle)).toFixed(1)}`;
}).join(' ');

/** Each avatar's word is `pictures.avatar.<name>` (the English is "Cat", "Fox", ...). */
type AvatarName =
  | 'cat'
  | 'fox'
  | 'owl'
  | 'robot'
  | 'frog'
  | 'panda'
  | 'penguin'
  | 'lion'
  | 'bunny'
  | 'dragon'
  | 'octopus'
  | 'alien';
export type AvatarArt = { name: AvatarName; disc: string; art: ReactNode };

/** Avatar id n is AVATARS[n - 1]. */
export const AVATARS: readonly AvatarArt[] = [
  {
    name: 'cat',
    disc: '#bae6fd',
    art: (
      <>
        <path d="M15 30 L17 9 L30 20 Z M49 30 L47 9 L34 20 Z" fill="#f97316" />
        <path d="M18 24 L19 14 L25 20 Z M46 24 L45 14 L39 20 Z" fill="#fda4af" />
        <ellipse cx="32" cy="37" rx="19" ry="16" fill="#f97316" />
        <path
          d="M32 22 v5 M27 23 l1 4 M37 23 l-1 4"
          stroke="#c2410c"
          strokeWidth="2"
          strokeLinecap="round"
        />
        {eyes(34, 25, 39)}
        <path d="M30 40 h4 l-2 2.5 z" fill="#be185d" />
        <path
          d="M12 40 h9 M12 45 l9 -2 M52 40 h-9 M52 45 l-9 -2"
          stroke="#7c2d12"
          strokeWidth="1.2"
          strokeLinecap="round"
        />
        {smile(28.5, 35.5, 44, 2.5)}
      </>
    ),
  },
  {
    name: 'fox',
    disc: '#bbf7d0',
    art: (
      <>
        <path d="M13 32 L15 8 L30 20 Z M51 32 L49 8 L34 20 Z" fill="#ea580c" />
        <path d="M17 24 L18 14 L25 20 Z M47 24 L46 14 L39 20 Z" fill="#431407" />
        <path d="M10 28 Q32 10 54 28 L32 56 Z" fill="#ea580c" />
        <path d="M12 31 Q22 42 32 42 Q42 42 52 31 L32 56 Z" fill="#fff7ed" />
        <ellipse cx="24" cy="31" rx="2.6" ry="3.6" fill={INK} />
        <ellipse cx="40" cy="31" rx="2.6" ry="3.6" fill={INK} />
        <circle cx="32" cy="52" r="3.2" fill={INK} />
      </>
    ),
  },
  {
    name: 'owl',
    disc: '#e9d5ff',
    art: (
      <>
        <path d="M13 24 L17 8 L27 18 Z M51 24 L47 8 L37 18 Z" fill="#78350f" />
        <ellipse cx="32" cy="37" rx="20" ry="21" fill="#92400e" />
        <ellipse cx="32" cy="48" rx="11" ry="8" fill="#d6b28a" />
        <path
          d="M26 46 q2 2 4 0 M34 46 q2 2 4 0 M30 51 q2 2 4 0"
          stroke="#92400e"
          strokeWidth="1.5"
          fill="none"
        />
        <circle cx="24" cy="30" r="9" fill="#fef3c7" />
        <circle cx="40" cy="30" r="9" fill="#fef3c7" />
        {eyes(30, 24, 40, 4.5)}
        <path d="M29 35 L35 35 L32 41 Z" fill="#f59e0b" />
      </>
    ),
  },
  {
    name: 'robot',
    disc: '#fde68a',
    art: (
      <>
        <path d="M32 9 V17" stroke="#475569" strokeWidth="3" />
        <circle cx="32" cy="8" r="3.5" fill="#ef4444" />
        <rect x="9" y="27" width="6" height="11" rx="2" fill="#1e40af" />
        <rect x="49" y="27" width="6" height="11" rx="2" fill="#1e40af" />
        <rect
          x="23"
          y="46"
          width="18"
          height="11"
          rx="3"
          fill="#93c5fd"
          stroke="#1e40af"
          strokeWidth="2"
        />
        <rect
          x="14"
          y="16"
          width="36"
          height="31"
          rx="8"
          fill="#60a5fa"
          stroke="#1e40af"
          strokeWidth="2"
        />
        <rect x="19" y="23" width="10" height="10" rx="2.5" fill="#fff" />
        <rect x="35" y="23" width="10" height="10" rx="2.5" fill="#fff" />
        <circle cx="24" cy="28" r="2.8" fill={INK} />
        <circle cx="40" cy="28" r="2.8" fill={INK} />
        <rect x="22" y="37" width="20" height="5" rx="2" fill="#1e3a8a" />
        <path d="M27 37 v5 M32 37 v5 M37 37 v5" stroke="#fff" strokeWidth="1.2" />
      </>
    ),
  },
  {
    name: 'frog',
    disc: '#fbcfe8',
    art: (
      <>
        <circle cx="22" cy="21" r="8.5" fill="#22c55e" />
        <circle cx="42" cy="21" r="8.5" fill="#22c55e" />
        <ellipse cx="32" cy="39" rx="23" ry="15" fill="#22c55e" />
        <circle cx="22" cy="21" r="5.5" fill="#fff" />
        <circle cx="42" cy="21" r="5.5" fill="#fff" />
        {eyes(21, 22, 42, 3)}
        <circle cx="29" cy="34" r="1.1" fill="#14532d" />
        <circle cx="35" cy="34" r="1.1" fill="#14532d" />
        <circle cx="16" cy="42" r="3" fill="#f9a8d4" />
        <circle cx="48" cy="42" r="3" fill="#f9a8d4" />
        {smile(20, 44, 40, 10, '#14532d')}
      </>
    ),
  },
  {
    name: 'panda',
    disc: '#99f6e4',
    art: (
      <>
        <circle cx="16" cy="18" r="7.5" fill="#111827" />
        <circle cx="48" cy="18" r="7.5" fill="#111827" />
        <ellipse
          cx="32"
          cy="36"
          rx="21"
          ry="19"
          fill="#fafafa"
          stroke="#cbd5e1"
          strokeWidth="1.5"
        />
        <ellipse cx="24" cy="34" rx="5.5" ry="7.5" transform="rotate(-25 24 34)" fill="#111827" />
        <ellipse cx="40" cy="34" rx="5.5" ry="7.5" transform="rotate(25 40 34)" fill="#111827" />
        <circle cx="24.5" cy="33" r="2.3" fill="#fff" />
        <circle cx="39.5" cy="33" r="2.3" fill="#fff" />
        <ellipse cx="32" cy="42" rx="3.5" ry="2.5" fill="#111827" />
        <path
          d="M32 44.5 q-3 3 -5 1 M32 44.5 q3 3 5 1"
          stroke="#111827"
          strokeWidth="1.5"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: 'penguin',
    disc: '#fed7aa',
    art: (
      <>
        <ellipse cx="32" cy="37" rx="20" ry="23" fill="#1e3a8a" />
        <path
          d="M32 25 C26 17 13 21 16 34 C18 46 28 51 32 53 C36 51 46 46 48 34 C51 21 38 17 32 25 Z"
          fill="#fff"
        />
        {eyes(32, 26, 38)}
        <path d="M27.5 38 L36.5 38 L32 44 Z" fill="#f59e0b" />
        <circle cx="21" cy="40" r="2.5" fill="#fda4af" />
        <circle cx="43" cy="40" r="2.5" fill="#fda4af" />
      </>
    ),
  },
  {
    name: 'lion',
    disc: '#fecaca',
    art: (
      <>
        <polygon
          points={MANE}
          fill="#b45309"
          stroke="#b45309"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <circle cx="21.5" cy="23" r="4.5" fill="#fbbf24" />
        <circle cx="42.5" cy="23" r="4.5" fill="#fbbf24" />
        <circle cx="32" cy="35" r="14.5" fill="#fbbf24" />
        {eyes(32, 26.5, 37.5, 2.3)}
        <path d="M29 38 h6 l-3 3 z" fill="#7c2d12" />
        <path
          d="M32 41 q-2 3 -4.5 1.5 M32 41 q2 3 4.5 1.5"
          stroke="#7c2d12"
          strokeWidth="1.5"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
  {
    name: 'bunny',
    disc: '#c7d2fe',
    art: (
      <>
        <ellipse
          cx="24"
          cy="17"
          rx="5.5"
          ry="13"
          fill="#f3f4f6"
          stroke="#9ca3af"
          strokeWidth="1.5"
        />
        <ellipse
          cx="40"
          cy="17"
          rx="5.5"
          ry="13"
          fill="#f3f4f6"
          stroke="#9ca3af"
          strokeWidth="1.5"
        />
        <ellipse cx="24" cy="18" rx="2.5" ry="9" fill="#f9a8d4" />
        <ellipse cx="40" cy="18" rx="2.5" ry="9" fill="#f9a8d4" />
        <circle cx="32" cy="40" r="17" fill="#f3f4f6" stroke="#9ca3af" strokeWidth="1.5" />
        {eyes(38, 26, 38, 2.5)}
        <circle cx="21" cy="44" r="2.5" fill="#fbcfe8" />
        <circle cx="43" cy="44" r="2.5" fill="#fbcfe8" />
        <path d="M30 43 h4 l-2 2 z" fill="#ec4899" />
        <rect
          x="30.2"
          y="46.5"
          width="3.6"
          height="4"
          rx="0.8"
          fill="#fff"
          stroke="#9ca3af"
          strokeWidth="1"
        />
      </>
    ),
  },
  {
    name: 'dragon',
    disc: '#d9f99d',
    art: (
      <>
        <path d="M18 22 L13 6 L26 17 Z M46 22 L51 6 L38 17 Z" fill="#f59e0b" />
        <path d="M25 20 L28 11 L31 19 L34 11 L37 20 Z" fill="#16a34a" />
        <ellipse cx="32" cy="34" rx="20" ry="17" fill="#7c3aed" />
        <ellipse cx="32" cy="45" rx="12" ry="8" fill="#a78bfa" />
        <circle cx="24" cy="30" r="5" fill="#fff" />
        <circle cx="40" cy="30" r="5" fill="#fff" />
        <ellipse cx="24" cy="30" rx="1.5" ry="3.5" fill="#111827" />
        <ellipse cx="40" cy="30" rx="1.5" ry="3.5" fill="#111827" />
        <ellipse cx="28" cy="43" rx="1.6" ry="1.2" fill="#4c1d95" />
        <ellipse cx="36" cy="43" rx="1.6" ry="1.2" fill="#4c1d95" />
        {smile(26, 38, 48, 3, '#4c1d95')}
      </>
    ),
  },
  {
    name: 'octopus',
    disc: '#e2e8f0',
    art: (
      <>
        <path
          d="M18 42 q-5 8 1 14 M25 45 q-3 8 1 13 M32 46 v13 M39 45 q3 8 -1 13 M46 42 q5 8 -1 14"
          stroke="#db2777"
          strokeWidth="5"
          strokeLinecap="round"
          fill="none"
        />
        <ellipse cx="32" cy="30" rx="18" ry="19" fill="#ec4899" />
        <circle cx="25" cy="19" r="2.2" fill="#f9a8d4" />
        <circle cx="39" cy="17" r="1.6" fill="#f9a8d4" />
        <circle cx="43" cy="23" r="1.3" fill="#f9a8d4" />
        <circle cx="25" cy="32" r="4.5" fill="#fff" />
        <circle cx="39" cy="32" r="4.5" fill="#fff" />
        {eyes(32, 25, 39, 2.4)}
        {smile(27, 37, 39, 4, '#831843')}
      </>
    ),
  },
  {
    name: 'alien',
    disc: '#312e81',
    art: (
      <>
        <circle cx="12" cy="22" r="1.2" fill="#fef08a" />
        <circle cx="53" cy="16" r="1" fill="#fef08a" />
        <circle cx="50" cy="46" r="1.2" fill="#fef08a" />
        <path
          d="M26 15 L21 6 M38 15 L43 6"
          stroke="#4ade80"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="21" cy="6" r="3" fill="#facc15" />
        <circle cx="43" cy="6" r="3" fill="#facc15" />
        <path
          d="M32 13 C47 13 52 25 50 36 C48 48 38 57 32 57 C26 57 16 48 14 36 C12 25 17 13 32 13 Z"
          fill="#4ade80"
        />
        <ellipse cx="24" cy="34" rx="6.5" ry="4.2" transform="rotate(30 24 34)" fill="#111827" />
        <ellipse cx="40" cy="34" rx="6.5" ry="4.2" transform="rotate(-30 40 34)" fill="#111827" />
        <circle cx="25.5" cy="32.5" r="1.4" fill="#fff" />
        <circle cx="41.5" cy="32.5" r="1.4" fill="#fff" />
        {smile(28, 36, 46, 3, '#14532d')}
      </>
    ),
  },
];

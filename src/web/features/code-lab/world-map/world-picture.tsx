// Each world's own picture (our own SVG, decorative: the world's title says what it is). A
// world without a picture of its own yet gets the robot on a grid.
import type { ReactNode } from 'react';

const pictures: Partial<Record<string, ReactNode>> = {
  // A cake with a candle and a balloon: the birthday party Ada walks to.
  birthday: (
    <>
      <rect width="120" height="80" fill="#fce7f3" />
      <path d="M92 14c9 0 14 8 14 15s-6 14-14 14-14-7-14-14 5-15 14-15z" fill="#f472b6" />
      <path d="M92 43c-2 8 3 14-2 24" stroke="#9d174d" strokeWidth="1.5" fill="none" />
      <rect x="22" y="46" width="48" height="22" rx="4" fill="#a16207" />
      <rect x="22" y="46" width="48" height="7" rx="3" fill="#fef3c7" />
      <rect x="44" y="32" width="4" height="14" fill="#60a5fa" />
      <path d="M46 22c3 4 3 8 0 10-3-2-3-6 0-10z" fill="#f59e0b" />
      <rect x="14" y="68" width="64" height="4" rx="2" fill="#be185d" />
    </>
  ),
  // Gears and a loop arrow: the lab where things repeat.
  'tech-lab': (
    <>
      <rect width="120" height="80" fill="#e0f2fe" />
      <circle cx="42" cy="42" r="18" fill="none" stroke="#0369a1" strokeWidth="8" strokeDasharray="7 5" />
      <circle cx="42" cy="42" r="7" fill="#0369a1" />
      <circle cx="76" cy="30" r="11" fill="none" stroke="#0ea5e9" strokeWidth="6" strokeDasharray="5 4" />
      <circle cx="76" cy="30" r="4" fill="#0ea5e9" />
      <path d="M72 58a16 12 0 1 0 26-8" fill="none" stroke="#7c3aed" strokeWidth="4" strokeLinecap="round" />
      <path d="M98 42l2 10-9-3z" fill="#7c3aed" />
    </>
  ),
  // A signpost at a fork in the path: look, then choose.
  'lost-finder': (
    <>
      <rect width="120" height="80" fill="#dcfce7" />
      <path d="M60 80V52L24 20M60 52l36-32" stroke="#a3e635" strokeWidth="14" fill="none" strokeLinecap="round" />
      <rect x="57" y="24" width="6" height="42" fill="#78350f" />
      <path d="M63 26h24l6 6-6 6H63z" fill="#15803d" />
      <path d="M57 40H33l-6 6 6 6h24z" fill="#ca8a04" />
      <circle cx="96" cy="14" r="6" fill="#f59e0b" />
    </>
  ),
  // A magnifying glass over a bug.
  debug: (
    <>
      <rect width="120" height="80" fill="#fef3c7" />
      <ellipse cx="50" cy="40" rx="11" ry="15" fill="#dc2626" />
      <path d="M50 26v28M39 34l-9-4M39 44l-9 2M61 34l9-4M61 44l9 2M45 25l-4-6M55 25l4-6" stroke="#450a0a" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="58" cy="36" r="20" fill="#bae6fd" fillOpacity="0.45" stroke="#1e3a8a" strokeWidth="5" />
      <path d="M73 51l18 18" stroke="#1e3a8a" strokeWidth="8" strokeLinecap="round" />
    </>
  ),
  // A pencil drawing a pinwheel on dotted paper: the turtle's pen.
  pen: (
    <>
      <rect width="120" height="80" fill="#f0f9ff" />
      <path d="M12 12h96M12 28h96M12 44h96M12 60h96M12 76h96" stroke="#bae6fd" strokeWidth="1" strokeDasharray="1 7" />
      <path d="M44 40V20h20zM44 40v20H24z" fill="#dbeafe" />
      <path d="M44 40h20v20zM44 40H24V20z" fill="#fce7f3" />
      <path d="M44 40V20h20zM44 40h20v20zM44 40v20H24zM44 40H24V20z" fill="none" stroke="#1d4ed8" strokeWidth="3" strokeLinejoin="round" />
      <path d="M78 58l22-38 10 6-22 38z" fill="#facc15" stroke="#a16207" strokeWidth="1.5" />
      <path d="M100 20l3-5 10 6-3 5z" fill="#f472b6" />
      <path d="M78 58l10 6-11 6z" fill="#fde68a" />
      <path d="M77 70l3-7 4 2z" fill="#1f2937" />
    </>
  ),
  // A recipe card: a name on top and the blocks it stands for, called again and again.
  function: (
    <>
      <rect width="120" height="80" fill="#fae8ff" />
      <rect x="14" y="10" width="58" height="60" rx="6" fill="#fff" stroke="#86198f" strokeWidth="2.5" />
      <rect x="14" y="10" width="58" height="14" rx="6" fill="#a21caf" />
      <rect x="22" y="30" width="34" height="8" rx="3" fill="#7c3aed" />
      <rect x="28" y="42" width="30" height="8" rx="3" fill="#0ea5e9" />
      <rect x="28" y="54" width="24" height="8" rx="3" fill="#f59e0b" />
      <rect x="84" y="16" width="26" height="10" rx="4" fill="#a21caf" />
      <rect x="84" y="35" width="26" height="10" rx="4" fill="#a21caf" />
      <rect x="84" y="54" width="26" height="10" rx="4" fill="#a21caf" />
      <path d="M72 30h8M72 40h8M72 50h8" stroke="#86198f" strokeWidth="2" strokeLinecap="round" strokeDasharray="2 3" />
    </>
  ),
  // A game's scene: a ball flying to a star, an event block ("when…") and the arrow keys that play it.
  game: (
    <>
      <rect width="120" height="80" fill="#f0fdf4" />
      <path d="M40 0v80M80 0v80M0 40h120" stroke="#bbf7d0" strokeWidth="1.5" />
      <path d="M30 52q22-30 48-20" stroke="#86efac" strokeWidth="3" strokeDasharray="4 4" fill="none" strokeLinecap="round" />
      <circle cx="26" cy="56" r="9" fill="#f97316" stroke="#9a3412" strokeWidth="2" />
      <path d="M88 18l3.5 7.5 8 1-6 5.5 1.5 8-7-4-7 4 1.5-8-6-5.5 8-1z" fill="#facc15" stroke="#a16207" strokeWidth="1.5" strokeLinejoin="round" />
      <rect x="8" y="8" width="34" height="12" rx="6" fill="#c026d3" />
      <path d="M14 14l4-3v6z" fill="#fff" />
      <rect x="84" y="56" width="12" height="12" rx="2" fill="#fff" stroke="#4c1d95" strokeWidth="2" />
      <rect x="70" y="64" width="12" height="12" rx="2" fill="#fff" stroke="#4c1d95" strokeWidth="2" />
      <rect x="98" y="64" width="12" height="12" rx="2" fill="#fff" stroke="#4c1d95" strokeWidth="2" />
      <path d="M90 59l-3 4h6zM73 70l4-3v6zM107 70l-4-3v6z" fill="#4c1d95" />
    </>
  ),
  // A red car on a grey track, racing to a checkered line.
  racer: (
    <>
      <rect width="120" height="80" fill="#dcfce7" />
      <path d="M10 40a30 26 0 0 1 30-26h40a30 26 0 0 1 0 52H40a30 26 0 0 1-30-26z" fill="none" stroke="#94a3b8" strokeWidth="14" />
      <path d="M10 40a30 26 0 0 1 30-26h40a30 26 0 0 1 0 52H40a30 26 0 0 1-30-26z" fill="none" stroke="#f8fafc" strokeWidth="1.5" strokeDasharray="5 5" />
      <path d="M56 7h4v4h-4zM64 7h4v4h-4zM60 11h4v4h-4zM56 15h4v4h-4zM64 15h4v4h-4zM60 19h4v2h-4z" fill="#1f2937" />
      <path d="M56 7h12v14H56z" fill="none" stroke="#1f2937" strokeWidth="1" />
      <rect x="76" y="59" width="22" height="13" rx="4" fill="#dc2626" stroke="#7f1d1d" strokeWidth="2" />
      <rect x="84" y="61" width="7" height="9" rx="2" fill="#bae6fd" />
      <circle cx="80" cy="73" r="2.5" fill="#1f2937" />
      <circle cx="94" cy="73" r="2.5" fill="#1f2937" />
      <circle cx="80" cy="58" r="2.5" fill="#1f2937" />
      <circle cx="94" cy="58" r="2.5" fill="#1f2937" />
    </>
  ),
  // A piano roll: notes as bars climbing across the lanes, a second voice under them, and a keyboard.
  sound: (
    <>
      <rect width="120" height="80" fill="#f5f3ff" />
      <path d="M24 12h92M24 22h92M24 32h92M24 42h92M24 52h92" stroke="#ddd6fe" strokeWidth="1.5" />
      <path d="M46 8v52M68 8v52M90 8v52" stroke="#c4b5fd" strokeWidth="1" />
      <rect x="26" y="45" width="18" height="8" rx="2" fill="#7c3aed" />
      <rect x="48" y="35" width="18" height="8" rx="2" fill="#7c3aed" />
      <rect x="70" y="25" width="18" height="8" rx="2" fill="#7c3aed" />
      <rect x="92" y="15" width="22" height="8" rx="2" fill="#7c3aed" />
      <rect x="26" y="55" width="40" height="6" rx="2" fill="#0f766e" />
      <rect x="70" y="55" width="44" height="6" rx="2" fill="#0f766e" />
      <path d="M6 66h108v10H6z" fill="#fff" stroke="#4c1d95" strokeWidth="1.5" />
      <path d="M21 66v10M36 66v10M51 66v10M66 66v10M81 66v10M96 66v10" stroke="#4c1d95" strokeWidth="1" />
      <path d="M16 66h8v6h-8zM31 66h8v6h-8zM61 66h8v6h-8zM76 66h8v6h-8zM91 66h8v6h-8z" fill="#1e1b4b" />
      <rect x="6" y="8" width="14" height="52" rx="2" fill="#ede9fe" />
    </>
  ),
  // A browser window holding a page: a heading, a picture of the sun and lines of text.
  web: (
    <>
      <rect width="120" height="80" fill="#ecfeff" />
      <rect x="12" y="8" width="96" height="64" rx="6" fill="#fff" stroke="#0e7490" strokeWidth="2" />
      <path d="M12 20h96" stroke="#0e7490" strokeWidth="2" />
      <circle cx="20" cy="14" r="2" fill="#dc2626" />
      <circle cx="27" cy="14" r="2" fill="#f59e0b" />
      <circle cx="34" cy="14" r="2" fill="#16a34a" />
      <rect x="20" y="26" width="50" height="7" rx="2" fill="#0e7490" />
      <path d="M20 42h44M20 49h40M20 56h44M20 63h30" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
      <circle cx="88" cy="50" r="10" fill="#f59e0b" />
      <path d="M88 34v5M88 61v5M72 50h5M99 50h5" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  // A street of three houses, joined by the path a message takes from letterbox to letterbox.
  network: (
    <>
      <rect width="120" height="80" fill="#f0fdf4" />
      <rect y="62" width="120" height="18" fill="#cbd5e1" />
      <path d="M6 32l14-14 14 14zM44 32l14-14 14 14zM84 32l14-14 14 14z" fill="#b91c1c" />
      <rect x="9" y="32" width="22" height="22" fill="#fde68a" stroke="#92400e" strokeWidth="1.5" />
      <rect x="47" y="32" width="22" height="22" fill="#bfdbfe" stroke="#1e3a8a" strokeWidth="1.5" />
      <rect x="87" y="32" width="22" height="22" fill="#fbcfe8" stroke="#831843" strokeWidth="1.5" />
      <rect x="17" y="42" width="6" height="12" fill="#92400e" />
      <rect x="55" y="42" width="6" height="12" fill="#1e3a8a" />
      <rect x="95" y="42" width="6" height="12" fill="#831843" />
      <path d="M20 60q19 12 38 0q20 12 40 0" fill="none" stroke="#7c3aed" strokeWidth="3" strokeDasharray="5 4" strokeLinecap="round" />
      <path d="M94 56l6 3-5 5z" fill="#7c3aed" />
      <rect x="52" y="6" width="14" height="9" rx="1" fill="#fff" stroke="#7c3aed" strokeWidth="1.5" />
      <path d="M52 6l7 5 7-5" fill="none" stroke="#7c3aed" strokeWidth="1.5" />
    </>
  ),
  // A drawing pad with a key drawn in cells, and three small examples it learns from beside it.
  vision: (
    <>
      <rect width="120" height="80" fill="#f5f3ff" />
      <rect x="8" y="8" width="64" height="64" rx="4" fill="#fff" stroke="#6d28d9" strokeWidth="2" />
      <path d="M24 8v64M40 8v64M56 8v64M8 24h64M8 40h64M8 56h64" stroke="#ede9fe" strokeWidth="1" />
      <path d="M16 28h12v4h4v8h-4v4H16v-4h-4v-8h4zM18 32v8h8v-8zM32 34h28v4h-4v8h-4v-8h-4v6h-4v-6h-12z" fill="#1e1b4b" fillRule="evenodd" />
      <rect x="80" y="8" width="32" height="18" rx="3" fill="#fff" stroke="#a78bfa" strokeWidth="1.5" />
      <circle cx="89" cy="17" r="5" fill="none" stroke="#1e1b4b" strokeWidth="2" />
      <path d="M94 17h12v3" stroke="#1e1b4b" strokeWidth="2" fill="none" />
      <rect x="80" y="31" width="32" height="18" rx="3" fill="#fff" stroke="#a78bfa" strokeWidth="1.5" />
      <rect x="90" y="34" width="12" height="12" fill="none" stroke="#1e1b4b" strokeWidth="2" />
      <rect x="80" y="54" width="32" height="18" rx="3" fill="#fff" stroke="#a78bfa" strokeWidth="1.5" />
      <path d="M96 57l6 12H90z" fill="none" stroke="#1e1b4b" strokeWidth="2" strokeLinejoin="round" />
      <path d="M72 40h6" stroke="#db2777" strokeWidth="2.5" strokeLinecap="round" strokeDasharray="2 3" />
    </>
  ),
};

/** Ada's robot on a grid, for a world without its own picture. */
const fallback = (
  <>
    <rect width="120" height="80" fill="#ede9fe" />
    <path d="M20 10v60M40 10v60M60 10v60M80 10v60M100 10v60M10 20h100M10 40h100M10 60h100" stroke="#c4b5fd" strokeWidth="2" />
    <rect x="46" y="26" width="28" height="28" rx="6" fill="#6d28d9" />
    <circle cx="55" cy="38" r="3" fill="#fff" />
    <circle cx="65" cy="38" r="3" fill="#fff" />
  </>
);

export function WorldPicture({ worldId, className = '' }: { worldId: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 80" aria-hidden="true" focusable="false" className={`block h-auto w-full rounded-2xl ${className}`}>
      {pictures[worldId] ?? fallback}
    </svg>
  );
}

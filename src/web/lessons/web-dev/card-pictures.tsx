// Our own pictures of the safe page sort's cards (docs/product/lessons.md#web-creator), in SVG: no
// emoji font is needed. Each is drawn in a 48 x 48 box. Decorative: every card says itself in words.
import type { ReactNode } from 'react';

const INK = '#1e1b4b';

const pictures: Readonly<Record<string, ReactNode>> = {
  animal: (
    <>
      <path d="M10 18l4-12 8 9zM38 18l-4-12-8 9z" fill="#f97316" />
      <circle cx="24" cy="26" r="15" fill="#f97316" />
      <circle cx="18" cy="24" r="2.5" fill={INK} />
      <circle cx="30" cy="24" r="2.5" fill={INK} />
      <path d="M21 31l3 3 3-3" stroke={INK} strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M12 29H4M12 33l-7 3M36 29h8M36 33l7 3" stroke={INK} strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  address: (
    <>
      <path d="M6 24L24 8l18 16" stroke="#b91c1c" strokeWidth="4" fill="none" strokeLinejoin="round" />
      <path d="M11 22h26v20H11z" fill="#fde68a" />
      <path d="M20 30h8v12h-8z" fill="#92400e" />
      <path d="M30 26h5v5h-5z" fill="#38bdf8" />
    </>
  ),
  tree: (
    <>
      <path d="M21 30h6v14h-6z" fill="#92400e" />
      <circle cx="24" cy="18" r="12" fill="#16a34a" />
      <circle cx="15" cy="26" r="7" fill="#15803d" />
      <circle cx="33" cy="26" r="7" fill="#15803d" />
    </>
  ),
  phone: (
    <>
      <rect x="13" y="4" width="22" height="40" rx="4" fill={INK} />
      <rect x="16" y="9" width="16" height="26" rx="1" fill="#bae6fd" />
      <circle cx="24" cy="39" r="2" fill="#e2e8f0" />
    </>
  ),
  football: (
    <>
      <circle cx="24" cy="24" r="18" fill="#f8fafc" stroke={INK} strokeWidth="2" />
      <path d="M24 15l8 6-3 9h-10l-3-9z" fill={INK} />
      <path d="M24 15V7M32 21l8-3M29 30l5 7M19 30l-5 7M16 21l-8-3" stroke={INK} strokeWidth="2" />
    </>
  ),
  school: (
    <>
      <path d="M4 20L24 8l20 12z" fill="#b91c1c" />
      <path d="M7 20h34v22H7z" fill="#fecaca" />
      <path d="M20 30h8v12h-8z" fill="#7f1d1d" />
      <path d="M11 25h6v6h-6zM31 25h6v6h-6z" fill="#38bdf8" />
      <path d="M24 8V2h8v4h-8" stroke="#1d4ed8" strokeWidth="2" fill="#60a5fa" />
    </>
  ),
  colour: (
    <>
      <path d="M24 6C12 6 4 14 4 24s8 18 16 18c3 0 4-2 4-4s-2-4 1-5h7c6 0 12-4 12-11C44 13 35 6 24 6z" fill="#fcd34d" />
      <circle cx="14" cy="22" r="4" fill="#2563eb" />
      <circle cx="22" cy="14" r="4" fill="#dc2626" />
      <circle cx="32" cy="15" r="4" fill="#16a34a" />
      <circle cx="37" cy="24" r="3.5" fill="#7c3aed" />
    </>
  ),
  photo: (
    <>
      <rect x="4" y="12" width="40" height="28" rx="4" fill="#475569" />
      <path d="M16 12l3-5h10l3 5z" fill="#475569" />
      <circle cx="24" cy="26" r="10" fill="#e2e8f0" />
      <circle cx="24" cy="26" r="6" fill="#0f172a" />
      <circle cx="37" cy="17" r="2" fill="#fde047" />
    </>
  ),
};

/** The picture of a card of the sort, by the card's id. */
export function CardPicture({ card, className }: { card: string; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      {pictures[card]}
    </svg>
  );
}

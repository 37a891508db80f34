// A house on the street, our own SVG (docs/decisions/411-neighbornet.md): a wall, a roof, a door
// and a window, in one of six colour pairs by its place on the street, so neighbours differ. The
// button around it carries its name; the picture says nothing to a screen reader.
const LOOKS = [
  { wall: '#fde68a', roof: '#b45309' },
  { wall: '#bfdbfe', roof: '#1d4ed8' },
  { wall: '#fbcfe8', roof: '#be185d' },
  { wall: '#bbf7d0', roof: '#15803d' },
  { wall: '#ddd6fe', roof: '#6d28d9' },
  { wall: '#fed7aa', roof: '#c2410c' },
] as const;

export function HousePicture({ place }: { place: number }) {
  const look = LOOKS[place % LOOKS.length]!;
  return (
    <svg viewBox="0 0 80 80" width="80" height="80" aria-hidden="true" focusable="false">
      <path d="M8 38 L40 10 L72 38 Z" fill={look.roof} />
      <rect x="16" y="36" width="48" height="38" fill={look.wall} stroke="#1f2937" strokeWidth="2" />
      <rect x="34" y="52" width="12" height="22" fill="#78350f" />
      <rect x="21" y="44" width="10" height="10" fill="#e0f2fe" stroke="#1f2937" strokeWidth="1.5" />
      <rect x="49" y="44" width="10" height="10" fill="#e0f2fe" stroke="#1f2937" strokeWidth="1.5" />
    </svg>
  );
}

// The street of a network level (docs/decisions/409-the-web-lab-page.md#the-network-levels): the
// houses in a row (our own SVG, each named on its roof), the links the child has added as arcs
// over the roofs, and the message: an envelope moving hop by hop along its path, each hop it took
// lit. Under reduced motion the envelope does not glide: the whole path is lit and the envelope
// waits at the end. Decorative to a screen reader: the street in words is beside it
// (network-text.tsx). Nothing here reads the browser while it renders.

export type StreetHouse = {
  id: string;
  /** The house's name as a child reads it ("A", "Mia's house"). */
  name: string;
  /** The house with a letterbox the message must pass. */
  letterbox?: boolean;
};

type Props = {
  houses: readonly StreetHouse[];
  /** The links, each a pair of house ids (a link goes both ways). */
  links: readonly (readonly [string, string])[];
  /** The houses the message went through, first to last; empty before a check. */
  path: readonly string[];
  /** How many hops of the path are shown so far (path.length - 1 when it has arrived). */
  hops: number;
};

const HOUSE_W = 90;
const ROOF_Y = 70;
const FLOOR_Y = 150;

const centre = (index: number) => index * HOUSE_W + HOUSE_W / 2;

/** A link's arc over the roofs: higher for houses further apart, so no two arcs hide each other. */
function arc(from: number, to: number): string {
  const [a, b] = from < to ? [from, to] : [to, from];
  const lift = 18 + (b - a) * 12;
  return `M${centre(a)} ${ROOF_Y - 8}Q${(centre(a) + centre(b)) / 2} ${ROOF_Y - 8 - lift * 2} ${centre(b)} ${ROOF_Y - 8}`;
}

const samePair = (link: readonly [string, string], a: string, b: string) =>
  (link[0] === a && link[1] === b) || (link[0] === b && link[1] === a);

const WALLS = ['#fde68a', '#bfdbfe', '#fbcfe8', '#bbf7d0', '#e9d5ff', '#fed7aa'];

export function NetworkStreet({ houses, links, path, hops }: Props) {
  const index = new Map(houses.map((h, i) => [h.id, i]));
  const width = houses.length * HOUSE_W;
  const walked = path.slice(0, hops + 1);
  const at = walked.length > 0 ? index.get(walked[walked.length - 1] ?? '') : undefined;
  const lit = (a: string, b: string) =>
    walked.some((id, i) => i > 0 && samePair([walked[i - 1] ?? '', id], a, b));
  return (
    <svg
      viewBox={`0 0 ${width} 180`}
      aria-hidden="true"
      focusable="false"
      className="block h-auto w-full rounded-2xl bg-emerald-50"
      data-testid="network-street"
    >
      <rect y={FLOOR_Y} width={width} height={30} fill="#cbd5e1" />
      {links.map((link, i) => {
        const a = index.get(link[0]);
        const b = index.get(link[1]);
        if (a === undefined || b === undefined) return null;
        const on = lit(link[0], link[1]);
        return (
          <path
            key={`${link[0]}-${link[1]}-${i}`}
            d={arc(a, b)}
            fill="none"
            stroke={on ? '#d97706' : '#6d28d9'}
            strokeWidth={on ? 6 : 3}
            strokeDasharray={on ? undefined : '6 5'}
            strokeLinecap="round"
            data-lit={on || undefined}
          />
        );
      })}
      {houses.map((house, i) => {
        const x = i * HOUSE_W;
        const visited = walked.includes(house.id);
        return (
          <g key={house.id} data-house={house.id} data-visited={visited || undefined}>
            <path d={`M${x + 10} ${ROOF_Y + 20}L${x + 45} ${ROOF_Y - 6}L${x + 80} ${ROOF_Y + 20}z`} fill={visited ? '#b45309' : '#b91c1c'} />
            <rect x={x + 16} y={ROOF_Y + 20} width={58} height={FLOOR_Y - ROOF_Y - 20} fill={WALLS[i % WALLS.length]} stroke="#334155" strokeWidth="2" />
            <rect x={x + 38} y={FLOOR_Y - 30} width={14} height={30} fill="#334155" />
            <rect x={x + 22} y={ROOF_Y + 28} width={12} height={12} fill="#e0f2fe" stroke="#334155" />
            {house.letterbox && (
              <g>
                <rect x={x + 58} y={FLOOR_Y - 24} width={12} height={9} rx="2" fill="#dc2626" stroke="#7f1d1d" />
                <rect x={x + 63} y={FLOOR_Y - 15} width={2} height={15} fill="#7f1d1d" />
              </g>
            )}
            <text x={x + 45} y={ROOF_Y + 15} textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
              {house.name}
            </text>
          </g>
        );
      })}
      {at !== undefined && (
        // The envelope glides to the house it has reached; a reduced-motion device jumps.
        <g
          className="transition-transform duration-700 ease-in-out motion-reduce:transition-none"
          style={{ transform: `translateX(${centre(at) - 14}px)` }}
          data-testid="network-message"
        >
          <rect y={FLOOR_Y + 6} width={28} height={18} rx="2" fill="#fff" stroke="#6d28d9" strokeWidth="2" />
          <path d={`M0 ${FLOOR_Y + 6}l14 10 14-10`} fill="none" stroke="#6d28d9" strokeWidth="2" />
        </g>
      )}
    </svg>
  );
}

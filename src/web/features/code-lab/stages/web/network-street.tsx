// The street of a network level (docs/decisions/409-the-web-lab-page.md#the-network-levels): the
// houses in a row (our own SVG, each named on its roof), the links as arcs over the roofs with an
// arrow at the house they go to (a link goes one way; the street's own are grey, the child's
// violet), and the message: an envelope moving hop by hop along its path, each hop it took
// lit. Under reduced motion the envelope does not glide: the whole path is lit and the envelope
// waits at the end. Decorative to a screen reader: the street in words is beside it
// (network-text.tsx). Nothing here reads the browser while it renders.
import { useId } from 'react';

export type DrawnHouse = {
  id: string;
  /** The house's name as a child reads it ("A", "Mia's house"). */
  name: string;
  /** The house with a letterbox the message must pass. */
  letterbox?: boolean;
};

type Props = {
  houses: readonly DrawnHouse[];
  /** The links, each one way; `fixed`: the street's own, not the child's. */
  links: readonly DrawnLink[];
  /** The houses the message went through, first to last; empty before a check. */
  path: readonly string[];
  /** How many hops of the path are shown so far (path.length - 1 when it has arrived). */
  hops: number;
};

export type DrawnLink = { from: string; to: string; fixed?: boolean };

const HOUSE_W = 90;
const ROOF_Y = 70;
const FLOOR_Y = 150;

const centre = (index: number) => index * HOUSE_W + HOUSE_W / 2;

/**
 * A link's arc over the roofs, from one house to another: higher for houses further apart, and a
 * link going left is drawn a little lower than one going right, so a pair of links both ways
 * shows as two arcs.
 */
function arc(from: number, to: number): string {
  const lift = 16 + Math.abs(to - from) * 11 + (to < from ? -8 : 0);
  const [x1, x2] = [centre(from) + (to > from ? 6 : -6), centre(to) + (to > from ? -6 : 6)];
  return `M${x1} ${ROOF_Y - 8}Q${(x1 + x2) / 2} ${ROOF_Y - 8 - lift * 2} ${x2} ${ROOF_Y - 8}`;
}

const LINK_COLOUR = { plain: '#6d28d9', fixed: '#64748b', lit: '#d97706' } as const;

const WALLS = ['#fde68a', '#bfdbfe', '#fbcfe8', '#bbf7d0', '#e9d5ff', '#fed7aa'];

export function NetworkStreet({ houses, links, path, hops }: Props) {
  const ids = useId().replace(/:/g, '');
  const index = new Map(houses.map((h, i) => [h.id, i]));
  const width = houses.length * HOUSE_W;
  const walked = path.slice(0, hops + 1);
  const at = walked.length > 0 ? index.get(walked[walked.length - 1] ?? '') : undefined;
  const lit = (from: string, to: string) => walked.some((id, i) => i > 0 && walked[i - 1] === from && id === to);
  return (
    <svg
      viewBox={`0 0 ${width} 180`}
      aria-hidden="true"
      focusable="false"
      className="block h-auto w-full rounded-2xl bg-emerald-50"
      data-testid="network-street"
    >
      <rect y={FLOOR_Y} width={width} height={30} fill="#cbd5e1" />
      <defs>
        {(['plain', 'fixed', 'lit'] as const).map((look) => (
          <marker key={look} id={`${ids}-arrow-${look}`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0 0L10 5L0 10z" fill={LINK_COLOUR[look]} />
          </marker>
        ))}
      </defs>
      {links.map((link, i) => {
        const a = index.get(link.from);
        const b = index.get(link.to);
        if (a === undefined || b === undefined || a === b) return null;
        const on = lit(link.from, link.to);
        const look = on ? 'lit' : link.fixed ? 'fixed' : 'plain';
        return (
          <path
            key={`${link.from}-${link.to}-${i}`}
            d={arc(a, b)}
            fill="none"
            stroke={LINK_COLOUR[look]}
            strokeWidth={on ? 5 : 3}
            strokeDasharray={link.fixed && !on ? '6 5' : undefined}
            strokeLinecap="round"
            markerEnd={`url(#${ids}-arrow-${look})`}
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

// Our own pictures for the Code Lab stage (no emoji: some devices, headless Chromium among them,
// have no emoji font). Each draws into a 40 x 40 cell at the origin; the stage places them.
import type { Cell, Heading } from '../../../../../domain/code-lab/level-types';

export const CELL = 40;

const ROTATION: Record<Heading, number> = { north: 0, east: 90, south: 180, west: 270 };
export const rotationOf = (dir: Heading): number => ROTATION[dir];

/** Ada's robot, drawn facing north; the stage rotates it. The arrow on its chest shows the way. */
export function RobotArt() {
  return (
    <g>
      {/* wheels */}
      <rect x="6" y="12" width="6" height="18" rx="2" fill="#334155" />
      <rect x="28" y="12" width="6" height="18" rx="2" fill="#334155" />
      {/* body */}
      <rect x="10" y="9" width="20" height="24" rx="6" fill="#7c3aed" stroke="#4c1d95" strokeWidth="1.5" />
      {/* face plate with two eyes looking ahead */}
      <rect x="13" y="11" width="14" height="8" rx="3" fill="#ede9fe" />
      <circle cx="17" cy="15" r="2" fill="#1e1b4b" />
      <circle cx="23" cy="15" r="2" fill="#1e1b4b" />
      {/* antenna pointing the way it faces */}
      <line x1="20" y1="9" x2="20" y2="4" stroke="#4c1d95" strokeWidth="2" strokeLinecap="round" />
      <circle cx="20" cy="4" r="2.5" fill="#f59e0b" />
      {/* arrow on the chest */}
      <path d="M20 21 L25 28 L15 28 Z" fill="#fde68a" />
    </g>
  );
}

export function FloorTile() {
  return <rect width={CELL} height={CELL} fill="#f8fafc" stroke="#cbd5e1" strokeWidth="1" />;
}

export function WallTile() {
  return (
    <g>
      <rect width={CELL} height={CELL} fill="#64748b" stroke="#475569" strokeWidth="1" />
      <path d="M0 13 H40 M0 27 H40 M20 0 V13 M10 13 V27 M30 13 V27 M20 27 V40" stroke="#94a3b8" strokeWidth="1.5" />
    </g>
  );
}

export function FlagArt() {
  return (
    <g>
      <rect x="12" y="6" width="3" height="30" rx="1" fill="#78350f" />
      <path d="M15 7 L32 12 L15 18 Z" fill="#16a34a" stroke="#14532d" strokeWidth="1" />
      <ellipse cx="14" cy="36" rx="7" ry="2" fill="#94a3b8" />
    </g>
  );
}

export function BalloonArt() {
  return (
    <g>
      <path d="M20 27 Q17 32 21 36" stroke="#475569" strokeWidth="1.2" fill="none" />
      <ellipse cx="20" cy="16" rx="9" ry="11" fill="#e11d48" stroke="#9f1239" strokeWidth="1" />
      <path d="M18 26 L22 26 L20 28 Z" fill="#9f1239" />
      <ellipse cx="16.5" cy="11.5" rx="2.5" ry="3.5" fill="#fecdd3" />
    </g>
  );
}

const BURST = 'M20 3 L24 13 L35 10 L28 19 L37 26 L25 26 L22 37 L17 27 L6 31 L12 21 L3 14 L15 13 Z';

/** A bump burst, drawn on a 40 x 40 cell. */
function CrashMarkArt() {
  return (
    <g>
      <path d={BURST} fill="#fbbf24" stroke="#b91c1c" strokeWidth="2" strokeLinejoin="round" />
      <path d="M15 15 L25 25 M25 15 L15 25" stroke="#b91c1c" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

/**
 * Where Ada bumped, kept inside the grid and off Ada: a wall gets the burst over it; the grid's
 * edge gets two small bursts in the corners of Ada's own cell on the side she bumped, beside her
 * wheels and clear of her antenna.
 */
export function CrashMark({ at, from, grid }: { at: Cell; from: Cell; grid: { width: number; height: number } }) {
  const inside = at.x >= 0 && at.y >= 0 && at.x < grid.width && at.y < grid.height;
  if (inside) {
    return (
      <g transform={`translate(${at.x * CELL} ${at.y * CELL})`} data-testid="crash-mark">
        <CrashMarkArt />
      </g>
    );
  }
  const d = { x: Math.sign(at.x - from.x), y: Math.sign(at.y - from.y) };
  const edge = { x: (from.x + 0.5 + d.x / 2) * CELL, y: (from.y + 0.5 + d.y / 2) * CELL };
  const back = 5.5;
  const along = 14.5;
  const corners = [1, -1].map((side) => ({
    x: edge.x - d.x * back - d.y * along * side,
    y: edge.y - d.y * back + d.x * along * side,
  }));
  return (
    <g data-testid="crash-mark">
      {corners.map((c) => (
        <g key={`${c.x},${c.y}`} transform={`translate(${c.x - 6} ${c.y - 6}) scale(0.3)`}>
          <CrashMarkArt />
        </g>
      ))}
    </g>
  );
}

// The stage in words, for a child who cannot see it (decision 182): where Ada is and which way
// she faces, what is ahead of her and on either side, and the grid row by row. The drawn stage's
// name and the "Read the grid" text view both come from here. Outside the grid counts as wall,
// as in the engine (docs/product/code-lab.md#engine).
import type { Pose, TraceStep } from '../../../../domain/code-lab/interpreter';
import { parseGrid, type Cell, type Heading, type Level, type ParsedGrid } from '../../../../domain/code-lab/level-types';

/** What the stage shows after the steps played so far. */
export type StageView = { grid: ParsedGrid; pose: Pose; balloons: Cell[] };

export function stageView(level: Level, shown: readonly TraceStep[]): StageView {
  const grid = parseGrid(level);
  const pose = shown.at(-1)?.pose ?? { ...grid.start, dir: level.startDir };
  const picked = new Set(shown.filter((s) => s.event === 'collect').map((s) => `${s.pose.x},${s.pose.y}`));
  return { grid, pose, balloons: grid.items.filter((c) => !picked.has(`${c.x},${c.y}`)) };
}

const cellName = (c: Cell) => `column ${c.x + 1}, row ${c.y + 1}`;
const same = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y;

const STEP: Record<Heading, Cell> = { north: { x: 0, y: -1 }, east: { x: 1, y: 0 }, south: { x: 0, y: 1 }, west: { x: -1, y: 0 } };
const LEFT: Record<Heading, Heading> = { north: 'west', west: 'south', south: 'east', east: 'north' };
const RIGHT: Record<Heading, Heading> = { north: 'east', east: 'south', south: 'west', west: 'north' };
const next = (c: Cell, dir: Heading): Cell => ({ x: c.x + STEP[dir].x, y: c.y + STEP[dir].y });

/** What is on a square, Ada aside: "wall", "path", "balloon" or "flag". */
function thingAt({ grid, balloons }: StageView, c: Cell): string {
  if (c.x < 0 || c.y < 0 || c.x >= grid.width || c.y >= grid.height || grid.walls[c.y]![c.x]) return 'wall';
  if (balloons.some((b) => same(b, c))) return 'balloon';
  return same(grid.goal, c) ? 'flag' : 'path';
}

function squareWords(view: StageView, c: Cell): string {
  const thing = thingAt(view, c);
  if (!same(view.pose, c)) return thing;
  const ada = `Ada facing ${view.pose.dir}`;
  return thing === 'path' ? ada : `${ada} on the ${thing}`;
}

/** "Row 2: wall, path, Ada facing east, path, balloon, wall" (rows counted from 0). */
export function rowWords(view: StageView, y: number): string {
  const squares = Array.from({ length: view.grid.width }, (_, x) => squareWords(view, { x, y }));
  return `Row ${y + 1}: ${squares.join(', ')}`;
}

/** "Ada is at column 1, row 1, facing east." */
export const placeWords = (pose: Pose): string => `Ada is at ${cellName(pose)}, facing ${pose.dir}.`;

/** "Ahead: wall. Left: path. Right: path.", after "Ada is on a balloon." when she is. */
export function aroundWords(view: StageView): string {
  const { pose } = view;
  const here = thingAt(view, pose);
  const under = here === 'path' ? '' : `Ada is on the ${here}. `;
  const ahead = thingAt(view, next(pose, pose.dir));
  const left = thingAt(view, next(pose, LEFT[pose.dir]));
  const right = thingAt(view, next(pose, RIGHT[pose.dir]));
  return `${under}Ahead: ${ahead}. Left: ${left}. Right: ${right}.`;
}

/** How to read the rows: the size and which way is which. */
export const gridKeyWords = ({ width, height }: ParsedGrid): string =>
  `The grid has ${width} columns and ${height} rows. Row 1 is at the top, and each row goes from left to right. North is up, south is down, west is left, east is right.`;

/** The drawn stage's name: where Ada is, the flag, the balloons left, a crash. */
export function stageName(view: StageView, crashed: boolean): string {
  const { grid, balloons } = view;
  return [
    placeWords(view.pose),
    `The flag is at ${cellName(grid.goal)}.`,
    grid.items.length > 0 ? `${balloons.length} of ${grid.items.length} balloons left.` : '',
    crashed ? 'Ada bumped into a wall.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

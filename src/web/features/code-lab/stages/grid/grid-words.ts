// The stage in words, for a child who cannot see it (docs/decisions/182-the-grid-in-words.md):
// where Ada is and which way she faces, what is ahead of her and on either side, and the grid row
// by row. The drawn stage's name and the "Read the grid" text view both come from here. Outside the
// grid counts as wall, as in the engine (docs/product/code-lab.md#engine).
import type { Pose, TraceStep } from '../../../../../domain/code-lab/interpreter';
import { parseGrid, type GridLevel, type ParsedGrid } from '../../../../../domain/code-lab/stages/grid/grid-level';
import { type Cell, type Heading, type Level } from '../../../../../domain/code-lab/level-types';
import type { Translate } from '../../../../../i18n/translate';

/** What the stage shows after the steps played so far. */
export type StageView = { grid: ParsedGrid; pose: Pose; balloons: Cell[] };

export function stageView(level: Level, shown: readonly TraceStep[]): StageView {
  const grid = parseGrid(level);
  const pose = shown.at(-1)?.pose ?? { ...grid.start, dir: (level as GridLevel).startDir };
  const picked = new Set(shown.filter((s) => s.event === 'collect').map((s) => `${s.pose.x},${s.pose.y}`));
  return { grid, pose, balloons: grid.items.filter((c) => !picked.has(`${c.x},${c.y}`)) };
}

const same = (a: Cell, b: Cell) => a.x === b.x && a.y === b.y;

const STEP: Record<Heading, Cell> = { north: { x: 0, y: -1 }, east: { x: 1, y: 0 }, south: { x: 0, y: 1 }, west: { x: -1, y: 0 } };
const LEFT: Record<Heading, Heading> = { north: 'west', west: 'south', south: 'east', east: 'north' };
const RIGHT: Record<Heading, Heading> = { north: 'east', east: 'south', south: 'west', west: 'north' };
const next = (c: Cell, dir: Heading): Cell => ({ x: c.x + STEP[dir].x, y: c.y + STEP[dir].y });

type Thing = 'wall' | 'path' | 'balloon' | 'flag';

/** What is on a square, Ada aside. */
function thingAt({ grid, balloons }: StageView, c: Cell): Thing {
  if (c.x < 0 || c.y < 0 || c.x >= grid.width || c.y >= grid.height || grid.walls[c.y]![c.x]) return 'wall';
  if (balloons.some((b) => same(b, c))) return 'balloon';
  return same(grid.goal, c) ? 'flag' : 'path';
}

const thingWords = (thing: Thing, t: Translate): string => t(`codeLab.grid.${thing}`);
const dirWords = (dir: Heading, t: Translate): string => t(`codeLab.grid.${dir}`);

function squareWords(view: StageView, c: Cell, t: Translate): string {
  const thing = thingAt(view, c);
  if (!same(view.pose, c)) return thingWords(thing, t);
  const dir = dirWords(view.pose.dir, t);
  if (thing === 'balloon') return t('codeLab.grid.adaOnBalloon', { dir });
  if (thing === 'flag') return t('codeLab.grid.adaOnFlag', { dir });
  return t('codeLab.grid.ada', { dir });
}

/** "Row 2: wall, path, Ada facing east, path, balloon, wall" (rows counted from 0). */
export function rowWords(view: StageView, y: number, t: Translate): string {
  const squares = Array.from({ length: view.grid.width }, (_, x) => squareWords(view, { x, y }, t));
  return t('codeLab.grid.row', { n: y + 1, squares: squares.join(', ') });
}

/** "Ada is at column 1, row 1, facing east." */
export const placeWords = (pose: Pose, t: Translate): string =>
  t('codeLab.grid.place', { x: pose.x + 1, y: pose.y + 1, dir: dirWords(pose.dir, t) });

/** "Ahead: wall. Left: path. Right: path.", after "Ada is on a balloon." when she is. */
export function aroundWords(view: StageView, t: Translate): string {
  const { pose } = view;
  const here = thingAt(view, pose);
  const under = here === 'balloon' ? `${t('codeLab.grid.onBalloon')} ` : here === 'flag' ? `${t('codeLab.grid.onFlag')} ` : '';
  const ahead = thingWords(thingAt(view, next(pose, pose.dir)), t);
  const left = thingWords(thingAt(view, next(pose, LEFT[pose.dir])), t);
  const right = thingWords(thingAt(view, next(pose, RIGHT[pose.dir])), t);
  return `${under}${t('codeLab.grid.aroundLine', { ahead, left, right })}`;
}

/** How to read the rows: the size and which way is which. */
export const gridKeyWords = ({ width, height }: ParsedGrid, t: Translate): string => t('codeLab.grid.key', { width, height });

/** The drawn stage's name: where Ada is, the flag, the balloons left, a crash. */
export function stageName(view: StageView, crashed: boolean, t: Translate): string {
  const { grid, balloons } = view;
  return [
    placeWords(view.pose, t),
    t('codeLab.grid.flagAt', { x: grid.goal.x + 1, y: grid.goal.y + 1 }),
    grid.items.length > 0 ? t('codeLab.grid.balloonsLeft', { left: balloons.length, total: grid.items.length }) : '',
    crashed ? t('codeLab.grid.bumped') : '',
  ]
    .filter(Boolean)
    .join(' ');
}

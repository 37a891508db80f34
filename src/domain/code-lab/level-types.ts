// The shape of Code Lab levels and worlds. The data lives in content/code-lab/ (one file per
// world); the rules are in docs/product/code-lab.md.
import type { BlockKind, Program } from './program';

type WorldId = 'birthday' | 'tech-lab' | 'lost-finder' | 'debug';
export type Heading = 'north' | 'east' | 'south' | 'west';

export type Level = {
  /** `<world>-<number>`, e.g. `birthday-1`: stable, used by the API and in URLs. */
  id: string;
  /** The game in content/games.ts whose card opens this level's world. */
  gameId: string;
  world: WorldId;
  /** 1..6, its place in the world. */
  number: number;
  title: string;
  /** Two or three short sentences an 8-year-old can read. */
  intro: string;
  /**
   * Opened after 2, 4 and 6 tries; the third shows the first block of a solution and says
   * something about this puzzle.
   */
  hints: readonly [string, string, string];
  /**
   * Rows from top to bottom: `#` wall, `.` floor, `S` start, `G` flag, `*` a balloon to pick up.
   * All rows have the same length; exactly one S and one G. Outside the grid counts as wall.
   */
  grid: readonly string[];
  startDir: Heading;
  /** The palette, in the order it is shown. */
  toolbox: readonly BlockKind[];
  maxBlocks: number;
  /** A program of at most this many blocks earns 3 stars. */
  idealBlocks: number;
  /** Debug Detective: the program the level opens with (it has a bug). */
  startProgram?: Program;
  /** A reference solution of at most idealBlocks blocks (the content test runs it). */
  solution: Program;
};

export type World = {
  id: WorldId;
  gameId: string;
  title: string;
  /** What the world practises, in a child's words ("Loops: repeat N times"). */
  concept: string;
  levelIds: readonly string[];
};

export type Cell = { x: number; y: number };

export type ParsedGrid = {
  width: number;
  height: number;
  start: Cell;
  goal: Cell;
  items: Cell[];
  /** `walls[y][x]` is true for a wall. */
  walls: boolean[][];
};

const cache = new WeakMap<Level, ParsedGrid>();

/** Reads a level's grid; throws on a malformed grid (the content test proves none is). */
export function parseGrid(level: Pick<Level, 'id' | 'grid'>): ParsedGrid {
  const cached = cache.get(level as Level);
  if (cached) return cached;
  const height = level.grid.length;
  const width = level.grid[0]?.length ?? 0;
  if (height === 0 || width === 0) throw new Error(`level ${level.id}: empty grid`);
  let start: Cell | undefined;
  let goal: Cell | undefined;
  const items: Cell[] = [];
  const walls: boolean[][] = [];
  level.grid.forEach((row, y) => {
    if (row.length !== width) throw new Error(`level ${level.id}: row ${y} has another length`);
    const wallRow: boolean[] = [];
    for (let x = 0; x < width; x++) {
      const c = row[x];
      wallRow.push(c === '#');
      if (c === 'S') {
        if (start) throw new Error(`level ${level.id}: two starts`);
        start = { x, y };
      } else if (c === 'G') {
        if (goal) throw new Error(`level ${level.id}: two flags`);
        goal = { x, y };
      } else if (c === '*') items.push({ x, y });
      else if (c !== '#' && c !== '.') throw new Error(`level ${level.id}: unknown cell "${c}"`);
    }
    walls.push(wallRow);
  });
  if (!start) throw new Error(`level ${level.id}: no start`);
  if (!goal) throw new Error(`level ${level.id}: no flag`);
  const parsed = { width, height, start, goal, items, walls };
  cache.set(level as Level, parsed);
  return parsed;
}

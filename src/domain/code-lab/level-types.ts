// The shape of Code Lab levels and worlds. The data lives in content/code-lab/ (one file per
// world); the rules are in docs/product/code-lab.md.
import type { TargetSegment } from './pen';
import type { BlockKind, Program } from './program';

type WorldId = 'birthday' | 'tech-lab' | 'lost-finder' | 'debug' | 'pen' | 'function';
export type Heading = 'north' | 'east' | 'south' | 'west';

/** What every level has, on the grid and on the pen's paper. */
type LevelBase = {
  /** `<world>-<number>`, e.g. `birthday-1`: stable, used by the API and in URLs. */
  id: string;
  world: WorldId;
  /** 1..6 (1..8 in the pen and function worlds), its place in the world. */
  number: number;
  title: string;
  /** Two or three short sentences an 8-year-old can read. */
  intro: string;
  /**
   * Opened after 2, 4 and 6 tries; the third names the first block of the reference solution and says
   * something about this puzzle.
   */
  hints: readonly [string, string, string];
  /** The palette, in the order it is shown. "call" also lets the child make functions. */
  toolbox: readonly BlockKind[];
  maxBlocks: number;
  /** A program of at most this many blocks earns 3 stars. */
  idealBlocks: number;
  /** The program the level opens with (Debug Detective's has a bug; a ready-made function). */
  startProgram?: Program;
  // No reference solution here: the web imports levels, so solutions live apart, server-only, in
  // content/code-lab/reference-solutions.ts (docs/decisions/260-solutions-stay-on-the-server.md).
  /**
   * `['function']`: a program without a function is "not yet", even when it gets there
   * (outcome `needs-function`).
   */
  requires?: readonly 'function'[];
};

/** A level on the grid: Ada walks from S to the flag. */
export type GridLevel = LevelBase & {
  kind?: 'grid';
  /** The game in content/games.ts whose card opens this level's world (the first four worlds). */
  gameId?: string;
  /**
   * Rows from top to bottom: `#` wall, `.` floor, `S` start, `G` flag, `*` a balloon to pick up.
   * All rows have the same length; exactly one S and one G. Outside the grid counts as wall.
   */
  grid: readonly string[];
  startDir: Heading;
};

/**
 * A level on the pen's paper (docs/product/code-lab.md#engine): lattice points from (0, 0)
 * to (width, height), y growing downwards; Ada draws a unit segment for each step with the pen
 * down. Solved when the segments drawn are exactly the target's.
 */
export type PenLevel = LevelBase & {
  kind: 'pen';
  /** The paper: points x in 0..width, y in 0..height. A step off it is a crash. */
  size: { width: number; height: number };
  start: Point;
  startDir: Heading;
  /** The drawing to make, as unit segments (pen.ts `segmentsAlong` builds them from paths). */
  target: readonly TargetSegment[];
  /** True: each segment must have the target's colour. Otherwise any colour will do. */
  colorMatters?: boolean;
};

export type Level = GridLevel | PenLevel;

export const isPenLevel = (level: Level): level is PenLevel => level.kind === 'pen';

export type World = {
  id: WorldId;
  /**
   * The first four worlds are games of content/games.ts (a solved world is a completed game);
   * the pen and function worlds are not.
   */
  gameId?: string;
  title: string;
  /** What the world practises, in a child's words ("Loops: repeat N times"). */
  concept: string;
  levelIds: readonly string[];
};

/** A lattice point on the pen's paper. */
export type Point = { x: number; y: number };

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
export function parseGrid(level: Pick<GridLevel, 'id' | 'grid'> | Level): ParsedGrid {
  if (!('grid' in level)) throw new Error(`level ${level.id} is a pen level: it has no grid`);
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

// A level on the grid (docs/product/code-lab.md#levels): Ada walks from S to the flag, picking
// up every balloon on the way.
import type { Cell, Heading, Level, LevelBase } from '../../level-types';

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

export type ParsedGrid = {
  width: number;
  height: number;
  start: Cell;
  goal: Cell;
  items: Cell[];
  /** `walls[y][x]` is true for a wall. */
  walls: boolean[][];
};

const cache = new WeakMap<object, ParsedGrid>();

/** Reads a level's grid; throws on a malformed grid (the content test proves none is). */
export function parseGrid(level: Pick<GridLevel, 'id' | 'grid'> | Level): ParsedGrid {
  if (!('grid' in level)) throw new Error(`level ${level.id} is a pen level: it has no grid`);
  const cached = cache.get(level);
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
  cache.set(level, parsed);
  return parsed;
}

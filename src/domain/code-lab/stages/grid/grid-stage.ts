// The grid, a stage kind (docs/decisions/392-a-stage-kind-is-one-folder.md): walls, balloons to
// pick up and the flag. Ada steps from cell to cell and turns 90 degrees; a run is solved when
// she reaches the flag with every balloon.
import type { TraceStep } from '../../interpreter';
import type { Cell, Heading } from '../../level-types';
import type { StageKind } from '../stage-kind';
import { parseGrid, type GridLevel } from './grid-level';

const AHEAD: Record<Heading, Cell> = {
  north: { x: 0, y: -1 },
  east: { x: 1, y: 0 },
  south: { x: 0, y: 1 },
  west: { x: -1, y: 0 },
};
const LEFT_OF: Record<Heading, Heading> = {
  north: 'west',
  west: 'south',
  south: 'east',
  east: 'north',
};
const RIGHT_OF: Record<Heading, Heading> = {
  north: 'east',
  east: 'south',
  south: 'west',
  west: 'north',
};
const HEADING_INDEX: Record<Heading, number> = { north: 0, east: 1, south: 2, west: 3 };

export const gridStage: StageKind<GridLevel> = {
  kind: 'grid',
  // The interpreter's MAX_TICKS.
  limits: {},
  start(level) {
    const grid = parseGrid(level);
    const itemsLeft = new Set(grid.items.map((c) => c.y * grid.width + c.x));
    const totalItems = itemsLeft.size;
    let x = grid.start.x;
    let y = grid.start.y;
    let dir: Heading = level.startDir;
    let items = 0;
    const trace: TraceStep[] = [];
    const open = (cx: number, cy: number) =>
      cx >= 0 && cx < grid.width && cy >= 0 && cy < grid.height && !grid.walls[cy]![cx];
    const pathTowards = (heading: Heading) => open(x + AHEAD[heading].x, y + AHEAD[heading].y);
    // Why the count of balloons picked up stands for the balloons left: balloons are only ever
    // taken away. If two ticks t1 < t2 have the same count, left(t2) is a subset of left(t1)
    // with as many members, so the two sets are equal.
    return {
      world: {
        forward() {
          const nx = x + AHEAD[dir].x;
          const ny = y + AHEAD[dir].y;
          if (!open(nx, ny)) return { crash: { x: nx, y: ny } };
          x = nx;
          y = ny;
          return { goal: x === grid.goal.x && y === grid.goal.y };
        },
        // Only 90 degrees on the grid (checkProgramForLevel refuses another angle).
        turn: (side) => {
          dir = side === 'left' ? LEFT_OF[dir] : RIGHT_OF[dir];
        },
        collect() {
          if (!itemsLeft.delete(y * grid.width + x)) return false;
          items += 1;
          return true;
        },
        holds(cond) {
          switch (cond) {
            case 'path-ahead':
              return pathTowards(dir);
            case 'path-left':
              return pathTowards(LEFT_OF[dir]);
            case 'path-right':
              return pathTowards(RIGHT_OF[dir]);
            case 'on-item':
              return itemsLeft.has(y * grid.width + x);
          }
        },
        setPen: () => {},
        setColor: () => {},
        stateCode: () => ((y * grid.width + x) * 4 + HEADING_INDEX[dir]) * (totalItems + 1) + items,
        stateRadix: grid.width * grid.height * 4 * (totalItems + 1),
        record: (blockId, event) => trace.push({ blockId, pose: { x, y, dir }, event, items }),
        traceLength: () => trace.length,
        moveEvent: () => 'move',
      },
      check(ran) {
        const outcome =
          ran.outcome !== 'goal' ? ran.outcome : items === totalItems ? 'solved' : 'missed-items';
        return { outcome, trace, itemsCollected: items };
      },
    };
  },
};

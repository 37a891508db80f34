// The Code Lab interpreter: runs a program on a level and returns the outcome and a trace the
// stage animates (docs/product/code-lab.md#engine). Pure and deterministic. It walks the
// program with an explicit stack (no recursion on its depth) and stops after MAX_TICKS: every
// statement and every loop or condition check costs one tick, so no program can hang it.
import { parseGrid, type Cell, type Heading, type Level } from './level-types';
import type { Condition, Program, RepeatStmt, Stmt, UntilGoalStmt } from './program';

export const MAX_TICKS = 2000;

/** @public for the web's Code Lab stage, built beside this module. */
export type Pose = { x: number; y: number; dir: Heading };

type TraceEvent =
  | 'move'
  | 'turn'
  | 'collect'
  | 'collect-nothing'
  | 'check-true'
  | 'check-false'
  | 'repeat'
  | 'crash'
  | 'goal';

/** One tick: the block that ran, the robot's pose after it, what happened, items so far. */
export type TraceStep = { blockId: string; pose: Pose; event: TraceEvent; items: number };

type RunOutcome = 'solved' | 'crashed' | 'stopped' | 'missed-items' | 'timeout';

export type RunResult = {
  outcome: RunOutcome;
  trace: TraceStep[];
  ticks: number;
  itemsCollected: number;
  /** Crashed: the wall (or the edge) the robot bumped into. */
  crashAt?: Cell;
  /** Crashed: the forward block; timeout: the innermost loop still going round. */
  failedBlockId?: string;
  /** 1-based count of action blocks (forward, turn, pick up) run, the failing one included. */
  actions: number;
};

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

type Frame = {
  list: readonly Stmt[];
  index: number;
  /** The loop whose body this is (a repeat counts its passes left). */
  loop?: RepeatStmt | UntilGoalStmt;
  passesLeft: number;
};

export function runProgram(level: Level, program: Program): RunResult {
  const grid = parseGrid(level);
  const itemsLeft = new Set(grid.items.map((c) => c.y * grid.width + c.x));
  const totalItems = itemsLeft.size;
  let x = grid.start.x;
  let y = grid.start.y;
  let dir: Heading = level.startDir;
  let items = 0;
  let actions = 0;
  const trace: TraceStep[] = [];

  const open = (cx: number, cy: number) =>
    cx >= 0 && cx < grid.width && cy >= 0 && cy < grid.height && !grid.walls[cy]![cx];
  const pathTowards = (heading: Heading) => open(x + AHEAD[heading].x, y + AHEAD[heading].y);
  const holds = (cond: Condition): boolean => {
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
  };
  const step = (blockId: string, event: TraceEvent) =>
    trace.push({ blockId, pose: { x, y, dir }, event, items });
  const finish = (outcome: RunOutcome, extra: Partial<RunResult> = {}): RunResult => ({
    outcome,
    trace,
    ticks: trace.length,
    itemsCollected: items,
    actions,
    ...extra,
  });

  const stack: Frame[] = [{ list: program.body, index: 0, passesLeft: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.list.length) {
      const loop = frame.loop;
      if (!loop || (loop.op === 'repeat' && frame.passesLeft === 0)) {
        stack.pop();
        continue;
      }
      // The loop's check before each pass costs one tick (an until-goal never ends by itself:
      // reaching the flag ends the whole run).
      if (trace.length >= MAX_TICKS) return timeout(stack);
      step(loop.id, 'repeat');
      frame.passesLeft -= 1;
      frame.index = 0;
      continue;
    }
    const stmt = frame.list[frame.index]!;
    frame.index += 1;
    if (stmt.op === 'repeat' || stmt.op === 'until-goal') {
      // Start at the end of the body, so the first pass begins with the loop's check.
      stack.push({
        list: stmt.body,
        index: stmt.body.length,
        loop: stmt,
        passesLeft: stmt.op === 'repeat' ? stmt.times : 0,
      });
      continue;
    }
    if (trace.length >= MAX_TICKS) return timeout(stack);
    switch (stmt.op) {
      case 'forward': {
        actions += 1;
        const nx = x + AHEAD[dir].x;
        const ny = y + AHEAD[dir].y;
        if (!open(nx, ny)) {
          step(stmt.id, 'crash');
          return finish('crashed', { crashAt: { x: nx, y: ny }, failedBlockId: stmt.id });
        }
        x = nx;
        y = ny;
        if (x === grid.goal.x && y === grid.goal.y) {
          step(stmt.id, 'goal');
          return finish(items === totalItems ? 'solved' : 'missed-items');
        }
        step(stmt.id, 'move');
        break;
      }
      case 'turn':
        actions += 1;
        dir = stmt.dir === 'left' ? LEFT_OF[dir] : RIGHT_OF[dir];
        step(stmt.id, 'turn');
        break;
      case 'collect': {
        actions += 1;
        const key = y * grid.width + x;
        if (itemsLeft.delete(key)) {
          items += 1;
          step(stmt.id, 'collect');
        } else step(stmt.id, 'collect-nothing');
        break;
      }
      case 'if': {
        const yes = holds(stmt.cond);
        step(stmt.id, yes ? 'check-true' : 'check-false');
        const branch = yes ? stmt.then : stmt.else;
        if (branch && branch.length > 0) stack.push({ list: branch, index: 0, passesLeft: 0 });
        break;
      }
    }
  }
  return finish('stopped');

  function timeout(frames: Frame[]): RunResult {
    let loopId: string | undefined;
    for (let i = frames.length - 1; i >= 0 && loopId === undefined; i--)
      loopId = frames[i]!.loop?.id;
    return finish('timeout', loopId ? { failedBlockId: loopId } : {});
  }
}

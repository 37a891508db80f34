// The Code Lab interpreter: runs a program on a level and returns the outcome and a trace the
// stage animates (docs/product/code-lab.md#engine). Pure and deterministic. It walks the
// program with an explicit stack (no recursion on its depth) and stops after MAX_TICKS: every
// statement and every loop or condition check costs one tick, so no program can hang it. A run
// that comes back to a state it was in can never end, so it stops there as a loop (decision 171).
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

/**
 * How a run ends by itself. `ended-short`: the program ran out before the flag (decision 170;
 * `stopped` is the child pressing Stop, which only the page knows). `loop`: the run came back to
 * a state it was in, so it would go round for ever. `timeout`: MAX_TICKS ran out first.
 */
type RunOutcome = 'solved' | 'crashed' | 'ended-short' | 'missed-items' | 'timeout' | 'loop';

export type RunResult = {
  outcome: RunOutcome;
  trace: TraceStep[];
  ticks: number;
  itemsCollected: number;
  /** Crashed: the wall (or the edge) the robot bumped into. */
  crashAt?: Cell;
  /** Crashed: the forward block; loop and timeout: the innermost loop still going round. */
  failedBlockId?: string;
  /**
   * Loop: the tick (an index into `trace`) where the state that came back first occurred. The
   * trace is the lead-in `trace[0..loopStartTick)` and then up to two laps of `lapTicks` each
   * (fewer when MAX_TICKS comes first): every lap shows exactly the same steps.
   */
  loopStartTick?: number;
  /** Loop: how many ticks one lap takes (at least 1). */
  lapTicks?: number;
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

const HEADING_INDEX: Record<Heading, number> = { north: 0, east: 1, south: 2, west: 3 };

type Frame = {
  list: readonly Stmt[];
  index: number;
  /** The position number of `list[0]` (see ProgramLayout); `list[i]` is at `base + i`. */
  base: number;
  /** The loop whose body this is (a repeat counts its passes left). */
  loop?: RepeatStmt | UntilGoalStmt;
  passesLeft: number;
};

/**
 * Every place the program can be, numbered: a list of n statements whose first is at `b` has
 * the positions b..b+n-1 for its statements and b+n for "at its end" (a loop's check). The
 * numbers go by the place in the tree, not by array identity, so a program that reuses one array
 * in two places still gets two sets of numbers.
 */
type ProgramLayout = {
  positions: number;
  /** For the statement at a position: where its body (or an if's `then`) starts. */
  bodyBase: number[];
  /** For an if at a position: where its `else` starts. */
  elseBase: number[];
  /** The most a key's loop counters can multiply to (see counters in stateKey). */
  counterRadix: number;
};

function layOut(program: Program): ProgramLayout {
  const layout: ProgramLayout = { positions: 0, bodyBase: [], elseBase: [], counterRadix: 1 };
  // An explicit work list, like the run itself: no recursion on the program's depth.
  const work: { list: readonly Stmt[]; radix: number }[] = [{ list: program.body, radix: 1 }];
  const bases: number[] = [];
  // First give every list its base, in the order lists are found; then fill the children.
  for (let i = 0; i < work.length; i++) {
    const { list, radix } = work[i]!;
    const base = layout.positions;
    bases.push(base);
    layout.positions += list.length + 1;
    layout.counterRadix = Math.max(layout.counterRadix, radix);
    list.forEach((stmt, at) => {
      if (stmt.op === 'repeat' || stmt.op === 'until-goal' || stmt.op === 'if') {
        const inner = stmt.op === 'repeat' ? radix * (stmt.times + 1) : radix;
        const bodyIndex = work.length;
        work.push({ list: stmt.op === 'if' ? stmt.then : stmt.body, radix: inner });
        layout.bodyBase[base + at] = bodyIndex; // a list index for now; made a base below
        if (stmt.op === 'if' && stmt.else) {
          layout.elseBase[base + at] = work.length;
          work.push({ list: stmt.else, radix: inner });
        }
      }
    });
  }
  layout.bodyBase = layout.bodyBase.map((listIndex) => bases[listIndex]!);
  layout.elseBase = layout.elseBase.map((listIndex) => bases[listIndex]!);
  return layout;
}

/**
 * Runs `program` on `level`. `detectLoops: false` is for the tests only: they prove that the loop
 * check never changes a run that would end by itself (content/code-lab/loops.test.ts).
 */
export function runProgram(
  level: Level,
  program: Program,
  { detectLoops = true }: { detectLoops?: boolean } = {},
): RunResult {
  const grid = parseGrid(level);
  const itemsLeft = new Set(grid.items.map((c) => c.y * grid.width + c.x));
  const totalItems = itemsLeft.size;
  const layout = layOut(program);
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

  // Loop detection. Before every tick the run is in a state: the robot's pose, the balloons
  // left, and the stack (each frame's list, index and passes left). The run is deterministic
  // and nothing else steers it (`actions` and the trace are only written), so when a state comes
  // back the same ticks follow again and again: the run can never end. The state is kept as one
  // key (stateKey); `seen` maps each key to where it first occurred.
  //
  // Why the count of balloons picked up stands for the balloons left: balloons are only ever
  // taken away. If two ticks t1 < t2 have the same count, left(t2) is a subset of left(t1)
  // with as many members, so the two sets are equal.
  //
  // Why a position number and the loop counters stand for the whole stack: a frame below the
  // top was pushed by the statement just before its index, so the top frame's place in the
  // tree fixes every frame's list and index; an if's branch has no counter and a "repeat until
  // the flag" none that changes; only each repeat's passes left remain, 0..times.
  //
  // Only the states before a loop's check are kept: every lap goes through one. (Without a
  // check, no index ever goes back: the frame on top at the lap's start either moves on or is
  // popped, and then its parent has moved on, down to the program's own list, which has no
  // loop.) So the lap found starts at a loop's check, the run is cut at the same state, and a
  // looping run costs a key at one tick in two or three, not at every tick.
  const seen = detectLoops ? new Map<number | string, number>() : undefined;
  const poseRadix = grid.width * grid.height * 4;
  const numericKeys =
    poseRadix * (totalItems + 1) * layout.positions * layout.counterRadix <=
    Number.MAX_SAFE_INTEGER;
  /** The state before the next tick, at `position` (a statement's, or a list's end). */
  const stateKey = (position: number): number | string => {
    const pose = (y * grid.width + x) * 4 + HEADING_INDEX[dir];
    let counters = 0;
    for (let i = 1; i < stack.length; i++) {
      const frame = stack[i]!;
      if (frame.loop?.op === 'repeat')
        counters = counters * (frame.loop.times + 1) + frame.passesLeft;
    }
    // Mixed radix: each part below its radix, so different states give different numbers.
    // Issue 23 adds call frames, the pen and its colour here, each with its radix.
    if (numericKeys)
      return (
        ((pose * (totalItems + 1) + items) * layout.positions + position) * layout.counterRadix +
        counters
      );
    return `${pose} ${items} ${position} ${counters}`;
  };
  // For each kept state: its tick, and the lowest the stack got since the state kept before
  // it (pops happen between ticks). The frames below the lowest point of a lap stayed put all
  // lap, and the innermost loop among them is the one going round.
  const keptTicks: number[] = [];
  const keptLows: number[] = [];
  let low = 1;
  let tickLimit = MAX_TICKS;
  let loop: { start: number; lap: number; blockId?: string } | undefined;

  /** Before each tick: false when the run must stop here (the cap, or two laps shown). */
  const mayTick = (position: number, loopCheck: boolean): boolean => {
    if (trace.length >= tickLimit) return false;
    if (!seen || loop || !loopCheck) return true;
    const key = stateKey(position);
    const first = seen.get(key);
    keptTicks.push(trace.length);
    keptLows.push(Math.min(low, stack.length));
    low = stack.length;
    if (first === undefined) {
      seen.set(key, keptTicks.length - 1);
      return true;
    }
    let depth = stack.length;
    for (let k = first + 1; k < keptLows.length; k++) depth = Math.min(depth, keptLows[k]!);
    const start = keptTicks[first]!;
    const lap = trace.length - start;
    loop = { start, lap, blockId: innermostLoop(stack, depth) };
    tickLimit = Math.min(MAX_TICKS, start + 2 * lap);
    return true;
  };
  const cut = (): RunResult =>
    loop
      ? finish('loop', {
          loopStartTick: loop.start,
          lapTicks: loop.lap,
          ...(loop.blockId ? { failedBlockId: loop.blockId } : {}),
        })
      : timeoutResult();

  const stack: Frame[] = [{ list: program.body, index: 0, base: 0, passesLeft: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.list.length) {
      const loopStmt = frame.loop;
      if (!loopStmt || (loopStmt.op === 'repeat' && frame.passesLeft === 0)) {
        stack.pop();
        low = Math.min(low, stack.length);
        continue;
      }
      // The loop's check before each pass costs one tick (an until-goal never ends by itself:
      // reaching the flag ends the whole run).
      if (!mayTick(frame.base + frame.list.length, true)) return cut();
      step(loopStmt.id, 'repeat');
      if (loopStmt.op === 'repeat') frame.passesLeft -= 1;
      frame.index = 0;
      continue;
    }
    const at = frame.base + frame.index;
    const stmt = frame.list[frame.index]!;
    if (stmt.op === 'repeat' || stmt.op === 'until-goal') {
      frame.index += 1;
      // Start at the end of the body, so the first pass begins with the loop's check.
      stack.push({
        list: stmt.body,
        index: stmt.body.length,
        base: layout.bodyBase[at]!,
        loop: stmt,
        passesLeft: stmt.op === 'repeat' ? stmt.times : 0,
      });
      continue;
    }
    if (!mayTick(at, false)) return cut();
    frame.index += 1;
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
        if (branch && branch.length > 0)
          stack.push({
            list: branch,
            index: 0,
            base: (yes ? layout.bodyBase[at] : layout.elseBase[at])!,
            passesLeft: 0,
          });
        break;
      }
    }
  }
  return finish('ended-short');

  function timeoutResult(): RunResult {
    const loopId = innermostLoop(stack, stack.length);
    return finish('timeout', loopId ? { failedBlockId: loopId } : {});
  }
}

/** The id of the innermost loop among the bottom `depth` frames. */
function innermostLoop(frames: readonly Frame[], depth: number): string | undefined {
  for (let i = depth - 1; i >= 0; i--) {
    const id = frames[i]!.loop?.id;
    if (id !== undefined) return id;
  }
  return undefined;
}

// The Code Lab interpreter: runs a program on a level and returns the outcome and a trace the
// stage animates (docs/product/code-lab.md#engine). Pure and deterministic. It walks the
// program with an explicit stack (no recursion on its depth) and stops after MAX_TICKS: every
// statement and every loop or condition check costs one tick, so no program can hang it. A run
// that comes back to a state it was in can never end, so it stops there as a loop
// (docs/decisions/171-loops-stop-when-a-state-comes-back.md). A call runs its function's body on
// top of the caller's frames (version 2); on a pen level Ada draws a unit segment for each step
// with the pen down (pen.ts).
import { runAction, type TraceEvent } from './blocks';
import {
  isPenLevel,
  parseGrid,
  type Cell,
  type GridLevel,
  type Heading,
  type Level,
  type PenLevel,
} from './level-types';
import {
  compareDrawing,
  PEN_HEADINGS,
  PEN_STEPS,
  type DrawingMatch,
  type PenHeading,
  type PenSegment,
} from './pen';
import {
  functionsOf,
  uncalledFunctions,
  PEN_COLORS,
  type Condition,
  type FunctionName,
  type PenColor,
  type Program,
  type RepeatStmt,
  type Stmt,
  type UntilGoalStmt,
} from './program';

export const MAX_TICKS = 2000;

/** @public for the web's Code Lab stage, built beside this module. */
export type Pose = { x: number; y: number; dir: Heading };

/**
 * On the pen's paper, after a tick: the exact heading, the pen, and the segments drawn so far.
 * @public for the web's pen stage, built beside this module.
 */
export type PenState = {
  heading: PenHeading;
  down: boolean;
  color: PenColor;
  /** How many different segments are drawn so far ("3 lines drawn of 4 in the target"). */
  lines: number;
};

/**
 * One tick: the block that ran, Ada's pose after it, what happened, items so far. On a pen
 * level `pen` is there too; `pose.dir` is then the cardinal part of `pen.heading` (north-east
 * gives north), so read `pen.heading` there.
 */
export type TraceStep = {
  blockId: string;
  pose: Pose;
  event: TraceEvent;
  items: number;
  pen?: PenState;
};

/**
 * A segment as it was drawn, in order: `tick` is the index of the trace step that drew it.
 * @public for the web's pen stage, built beside this module.
 */
export type DrawnSegment = PenSegment & { tick: number };

/**
 * How a run ends by itself. `ended-short`: the program ran out before the flag
 * (docs/decisions/170-ended-short-and-stopped.md; `stopped` is the child pressing Stop, which only
 * the page knows). `loop`: the run came back to a state it was in, so it would go round for ever.
 * `timeout`: MAX_TICKS ran out first. `wrong-drawing`: a pen program ended with another drawing
 * than the target. `needs-function`: it would solve the level, and the level asks for a function
 * (not yet). `unused-function`: it would solve the level, and a function it makes is never used
 * (not yet).
 */
type RunOutcome =
  | 'solved'
  | 'crashed'
  | 'ended-short'
  | 'missed-items'
  | 'timeout'
  | 'loop'
  | 'wrong-drawing'
  | 'needs-function'
  | 'unused-function';

export type RunResult = {
  outcome: RunOutcome;
  trace: TraceStep[];
  ticks: number;
  itemsCollected: number;
  /** Crashed: the wall or the edge (the point off the paper) Ada bumped into. */
  crashAt?: Cell;
  /** Crashed: the forward block; loop and timeout: the innermost loop still going round. */
  failedBlockId?: string;
  /**
   * Loop: the tick (an index into `trace`) where the state that came back first occurred. The
   * trace is the lead-in `trace[0..loopStartTick)` and then up to two laps of `lapTicks` each
   * (fewer when MAX_TICKS comes first): every lap shows exactly the same steps (on the paper,
   * but for `pen.lines`: the first lap may still draw a segment for the first time).
   */
  loopStartTick?: number;
  /** Loop: how many ticks one lap takes (at least 1). */
  lapTicks?: number;
  /** 1-based count of action blocks (forward, turn, pick up, pen, colour) run, the failing one included. */
  actions: number;
  /** A pen level: what was drawn. */
  pen?: PenRun;
};

/** @public for the web's pen stage, built beside this module. */
export type PenRun = {
  /** Every segment in the order drawn (a segment drawn again is here again, in its new colour). */
  segments: DrawnSegment[];
  /** The drawing at the end against the target (colours where the level says). */
  match: DrawingMatch;
};

type RunCommon = Omit<RunResult, 'trace' | 'itemsCollected' | 'pen'>;

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
const CARDINAL: readonly Heading[] = ['north', 'east', 'south', 'west'];

type Frame = {
  list: readonly Stmt[];
  index: number;
  /** The position number of `list[0]` (see ProgramLayout); `list[i]` is at `base + i`. */
  base: number;
  /** The loop whose body this is (a repeat counts its passes left). */
  loop?: RepeatStmt | UntilGoalStmt;
  passesLeft: number;
  /** A function's body: popping it returns to the caller. */
  call?: true;
};

/**
 * Every place the program can be, numbered: a list of n statements whose first is at `b` has
 * the positions b..b+n-1 for its statements and b+n for "at its end" (a loop's check). The
 * numbers go by the place in the tree, not by array identity, so a program that reuses one array
 * in two places still gets two sets of numbers. The functions' bodies come after the program's.
 */
type ProgramLayout = {
  positions: number;
  /** For the statement at a position: where its body (or an if's `then`) starts. */
  bodyBase: number[];
  /** For an if at a position: where its `else` starts. */
  elseBase: number[];
  /** Where each function's body starts. */
  functionBase: Map<FunctionName, number>;
  /** The most a key's loop counters can multiply to (see counters in stateKey). */
  counterRadix: number;
};

function layOut(program: Program): ProgramLayout {
  const layout: ProgramLayout = {
    positions: 0,
    bodyBase: [],
    elseBase: [],
    functionBase: new Map(),
    counterRadix: 1,
  };
  // An explicit work list, like the run itself: no recursion on the program's depth.
  const work: { list: readonly Stmt[]; radix: number; fn?: FunctionName }[] = [
    { list: program.body, radix: 1 },
  ];
  const bases: number[] = [];
  // The loop counters around a call multiply with those inside the function it runs.
  let callRadix = 1;
  let functionsAdded = false;
  // First give every list its base, in the order lists are found; then fill the children.
  for (let i = 0; i <= work.length; i++) {
    if (i === work.length) {
      if (functionsAdded) break;
      functionsAdded = true;
      for (const f of functionsOf(program))
        work.push({ list: f.body, radix: callRadix, fn: f.name });
      if (i === work.length) break;
    }
    const { list, radix, fn } = work[i]!;
    const base = layout.positions;
    bases.push(base);
    if (fn) layout.functionBase.set(fn, base);
    layout.positions += list.length + 1;
    layout.counterRadix = Math.max(layout.counterRadix, radix);
    list.forEach((stmt, at) => {
      if (stmt.op === 'call') callRadix = Math.max(callRadix, radix);
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
 * What a plain action block may do where Ada is, on the grid and on the paper (a block's `run.act`
 * in block-definitions.ts calls these; a block that needs more adds it here and to both worlds).
 */
export type ActionWorld = {
  /** A step forward: where to (and on the grid whether it is the flag), or a crash there. */
  forward(): { crash: Cell } | { goal: boolean };
  turn(dir: 'left' | 'right', degrees: number): void;
  /** True when a balloon was there. */
  collect(): boolean;
  setPen(down: boolean): void;
  setColor(color: PenColor): void;
  /** The event of a step forward that did not crash and did not reach the flag. */
  moveEvent(): TraceEvent;
};

/** What one tick of an action did: its event, and whether it ends the run (a crash, the flag). */
export type ActionDone = { event: TraceEvent; crash?: Cell; goal?: true };

/**
 * Where Ada is and what she can do there: the grid (walls, balloons, the flag) or the pen's
 * paper (its edge, the pen, the drawing). The run itself (frames, ticks, loops) is the same.
 */
type World = ActionWorld & {
  holds(cond: Condition): boolean;
  /** The pose, items, pen and colour as one number below `stateRadix`. */
  stateCode(): number;
  stateRadix: number;
  record(blockId: string, event: TraceEvent): void;
  traceLength(): number;
};

type Options = { detectLoops?: boolean };

/**
 * Runs `program` on `level`, on the grid or on the pen's paper.
 * `detectLoops: false` is for the tests only: they prove that the loop check never changes a run
 * that would end by itself (content/code-lab/loops.test.ts).
 */
export function runProgram(level: Level, program: Program, options: Options = {}): RunResult {
  return isPenLevel(level)
    ? runOnPaper(level, program, options)
    : runOnGrid(level, program, options);
}

/**
 * Why a run that reached its goal is not a solve yet: a function made and never used (the
 * server refuses such a program), or a level that asks for a function and none is used.
 */
function functionShortfall(level: Level, program: Program): RunOutcome | null {
  const unused = uncalledFunctions(program);
  if (unused.length > 0) return 'unused-function';
  const needed = (level.requires ?? []).includes('function');
  return needed && functionsOf(program).length === 0 ? 'needs-function' : null;
}

function runOnGrid(level: GridLevel, program: Program, options: Options): RunResult {
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
  const world: World = {
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
  };
  const run = execute(world, program, options);
  let outcome: RunOutcome =
    run.outcome !== 'goal' ? run.outcome : items === totalItems ? 'solved' : 'missed-items';
  if (outcome === 'solved') outcome = functionShortfall(level, program) ?? outcome;
  return { ...run, outcome, trace, itemsCollected: items };
}

function runOnPaper(level: PenLevel, program: Program, options: Options): RunResult {
  const { width, height } = level.size;
  let x = level.start.x;
  let y = level.start.y;
  let heading = PEN_HEADINGS.indexOf(level.startDir);
  let down = true;
  let color: PenColor = 'black';
  const trace: TraceStep[] = [];
  const segments: DrawnSegment[] = [];
  // The drawing so far: a segment's number (its upper-left end and one of four directions) to
  // its last colour.
  const drawn = new Map<number, PenColor>();
  const onPaper = (px: number, py: number) => px >= 0 && px <= width && py >= 0 && py <= height;
  const world: World = {
    forward() {
      const step = PEN_STEPS[heading]!;
      const nx = x + step.x;
      const ny = y + step.y;
      if (!onPaper(nx, ny)) return { crash: { x: nx, y: ny } };
      if (down) {
        const from = { x, y };
        const to = { x: nx, y: ny };
        segments.push({ from, to, color, tick: trace.length });
        drawn.set(segmentNumber(from, to, width), color);
      }
      x = nx;
      y = ny;
      return { goal: false };
    },
    turn(side, degrees) {
      const steps = degrees / 45;
      heading = (heading + (side === 'left' ? 8 - steps : steps)) % 8;
    },
    collect: () => false,
    holds(cond) {
      const turnBy = cond === 'path-left' ? 6 : cond === 'path-right' ? 2 : 0;
      if (cond === 'on-item') return false;
      const step = PEN_STEPS[(heading + turnBy) % 8]!;
      return onPaper(x + step.x, y + step.y);
    },
    setPen: (d) => {
      down = d;
    },
    setColor: (c) => {
      color = c;
    },
    // The drawing is not in the state: nothing reads it, so it cannot steer the run.
    stateCode: () =>
      (((y * (width + 1) + x) * 8 + heading) * 2 + (down ? 1 : 0)) * PEN_COLORS.length +
      PEN_COLORS.indexOf(color),
    stateRadix: (width + 1) * (height + 1) * 8 * 2 * PEN_COLORS.length,
    record: (blockId, event) =>
      trace.push({
        blockId,
        pose: { x, y, dir: CARDINAL[heading >> 1]! },
        event,
        items: 0,
        pen: { heading: PEN_HEADINGS[heading]!, down, color, lines: drawn.size },
      }),
    traceLength: () => trace.length,
    moveEvent: () => (down ? 'draw' : 'move'),
  };
  const run = execute(world, program, options);
  const match = compareDrawing(segments, level.target, level.colorMatters === true);
  let outcome: RunOutcome = run.outcome === 'goal' ? 'ended-short' : run.outcome;
  if (outcome === 'ended-short') outcome = match.same ? 'solved' : 'wrong-drawing';
  if (outcome === 'solved') outcome = functionShortfall(level, program) ?? outcome;
  return { ...run, outcome, trace, itemsCollected: 0, pen: { segments, match } };
}

/** A unit segment as one number: its upper (then left) end and its direction from there. */
function segmentNumber(a: Cell, b: Cell, width: number): number {
  const [p, q] = a.y < b.y || (a.y === b.y && a.x < b.x) ? [a, b] : [b, a];
  // From the upper-left end the other end is east, south-west, south or south-east.
  const direction = q.y === p.y ? 0 : q.x < p.x ? 1 : q.x === p.x ? 2 : 3;
  return (p.y * (width + 1) + p.x) * 4 + direction;
}

type ExecuteOutcome = 'crashed' | 'ended-short' | 'timeout' | 'loop' | 'goal';
type Executed = Omit<RunCommon, 'outcome'> & { outcome: ExecuteOutcome };

/** Runs the program's frames in `world` (the same for the grid and the paper). */
function execute(world: World, program: Program, { detectLoops = true }: Options): Executed {
  const layout = layOut(program);
  const functions = new Map(functionsOf(program).map((f) => [f.name, f]));
  let actions = 0;
  /** The position of the call whose function is running, plus one (0: none). */
  let callSite = 0;
  const finish = (outcome: ExecuteOutcome, extra: Partial<Executed> = {}): Executed => ({
    outcome,
    ticks: world.traceLength(),
    actions,
    ...extra,
  });

  // Loop detection. Before every tick the run is in a state: Ada's pose, the balloons left,
  // the pen and its colour (world.stateCode), and the stack (each frame's list, index and
  // passes left, and the call that runs a function). The run is deterministic and nothing else
  // steers it (`actions`, the trace and the drawing are only written), so when a state comes
  // back the same ticks follow again and again: the run can never end. The state is kept as one
  // key (stateKey); `seen` maps each key to where it first occurred.
  //
  // Why a position number, the call site and the loop counters stand for the whole stack: a
  // frame below the top was pushed by the statement just before its index, so the top frame's
  // place in the tree fixes every frame's list and index down to a function's body; below it,
  // the call that runs the function fixes the caller's frames the same way (a function calls
  // no other, so there is at most one call frame). An if's branch has no counter and a "repeat
  // until the flag" none that changes; only each repeat's passes left remain, 0..times.
  //
  // Only the states before a loop's check are kept: every lap goes through one. (Without a
  // check, no index ever goes back: the frame on top at the lap's start either moves on or is
  // popped, and then its parent has moved on, down to the program's own list, which has no
  // loop.) So the lap found starts at a loop's check, the run is cut at the same state, and a
  // looping run costs a key at one tick in two or three, not at every tick.
  const seen = detectLoops ? new Map<number | string, number>() : undefined;
  const callRadix = layout.positions + 1;
  const numericKeys =
    world.stateRadix * callRadix * layout.positions * layout.counterRadix <=
    Number.MAX_SAFE_INTEGER;
  /** The state before the next tick, at `position` (a statement's, or a list's end). */
  const stateKey = (position: number): number | string => {
    let counters = 0;
    for (let i = 1; i < stack.length; i++) {
      const frame = stack[i]!;
      if (frame.loop?.op === 'repeat')
        counters = counters * (frame.loop.times + 1) + frame.passesLeft;
    }
    // Mixed radix: each part below its radix, so different states give different numbers.
    const code = world.stateCode();
    if (numericKeys)
      return (
        ((code * callRadix + callSite) * layout.positions + position) * layout.counterRadix +
        counters
      );
    return `${code} ${callSite} ${position} ${counters}`;
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
    const ticks = world.traceLength();
    if (ticks >= tickLimit) return false;
    if (!seen || loop || !loopCheck) return true;
    const key = stateKey(position);
    const first = seen.get(key);
    keptTicks.push(ticks);
    keptLows.push(Math.min(low, stack.length));
    low = stack.length;
    if (first === undefined) {
      seen.set(key, keptTicks.length - 1);
      return true;
    }
    let depth = stack.length;
    for (let k = first + 1; k < keptLows.length; k++) depth = Math.min(depth, keptLows[k]!);
    const start = keptTicks[first]!;
    const lap = ticks - start;
    loop = { start, lap, blockId: innermostLoop(stack, depth) };
    tickLimit = Math.min(MAX_TICKS, start + 2 * lap);
    return true;
  };
  const cut = (): Executed => {
    if (loop)
      return finish('loop', {
        loopStartTick: loop.start,
        lapTicks: loop.lap,
        ...(loop.blockId ? { failedBlockId: loop.blockId } : {}),
      });
    const loopId = innermostLoop(stack, stack.length);
    return finish('timeout', loopId ? { failedBlockId: loopId } : {});
  };

  const stack: Frame[] = [{ list: program.body, index: 0, base: 0, passesLeft: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    if (frame.index >= frame.list.length) {
      const loopStmt = frame.loop;
      if (!loopStmt || (loopStmt.op === 'repeat' && frame.passesLeft === 0)) {
        stack.pop();
        if (frame.call) callSite = 0;
        low = Math.min(low, stack.length);
        continue;
      }
      // The loop's check before each pass costs one tick (an until-goal never ends by itself:
      // reaching the flag ends the whole run).
      if (!mayTick(frame.base + frame.list.length, true)) return cut();
      world.record(loopStmt.id, 'repeat');
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
    // A plain action (move, turn, pick up, pen, colour): its effect is its block's definition.
    const done = runAction(world, stmt);
    if (done) {
      actions += 1;
      world.record(stmt.id, done.event);
      if (done.crash) return finish('crashed', { crashAt: done.crash, failedBlockId: stmt.id });
      if (done.goal) return finish('goal');
      continue;
    }
    switch (stmt.op) {
      case 'call': {
        world.record(stmt.id, 'call');
        const fn = functions.get(stmt.name);
        // The schema refuses a call of a function the program does not make, and calls inside
        // a function; a run given one anyway treats the call as doing nothing.
        if (!fn || callSite !== 0 || fn.body.length === 0) break;
        callSite = at + 1;
        stack.push({
          list: fn.body,
          index: 0,
          base: layout.functionBase.get(stmt.name)!,
          passesLeft: 0,
          call: true,
        });
        break;
      }
      case 'if': {
        const yes = world.holds(stmt.cond);
        world.record(stmt.id, yes ? 'check-true' : 'check-false');
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
}

/** The id of the innermost loop among the bottom `depth` frames. */
function innermostLoop(frames: readonly Frame[], depth: number): string | undefined {
  for (let i = depth - 1; i >= 0; i--) {
    const id = frames[i]!.loop?.id;
    if (id !== undefined) return id;
  }
  return undefined;
}

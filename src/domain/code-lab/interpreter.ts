// The Code Lab interpreter: runs a program on a level and returns the outcome and a trace the
// stage animates (docs/product/code-lab.md#engine). Pure and deterministic. It keeps the control
// flow (repeat, until, if, functions; events in events.ts) and leaves the actions, the sensing and
// how a run ends to the level's stage kind (stages/registry.ts,
// docs/decisions/392-a-stage-kind-is-one-folder.md). It walks the program with an explicit stack
// (no recursion on its depth) and stops after the stage's tick limit: every statement and every
// loop or condition check costs one tick, so no program can hang it. A run that comes back to a
// state it was in can never end, so it stops there as a loop
// (docs/decisions/171-loops-stop-when-a-state-comes-back.md). A call runs its function's body on
// top of the caller's frames (version 2).
import type { Condition, TraceEvent } from './blocks';
import { conditionHolds, isIfLike, runAction } from './blocks';
import type { Cell, Heading, Level } from './level-types';
import {
  functionsOf,
  uncalledFunctions,
  type FunctionName,
  type PenColor,
  type Program,
  type RepeatStmt,
  type Stmt,
  type UntilGoalStmt,
} from './program';
import { stageKindOf } from './stages/registry';
import type { GameActions } from './stages/game/game-world';
import type { SoundActions } from './stages/sound/sound-world';
import type { PenRun, PenState } from './stages/pen/pen-stage';
import type { StageWorld } from './stages/stage-kind';

/** The most ticks a run takes on a stage kind that states no bound of its own (the grid, the pen). */
export const MAX_TICKS = 2000;

/** @public for the web's Code Lab stage, built beside this module. */
export type Pose = { x: number; y: number; dir: Heading };

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

type RunCommon = Omit<RunResult, 'trace' | 'itemsCollected' | 'pen'>;

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
  /** A list of a together: popping the first starts the second, popping the second ends it. */
  part?: 'first' | 'second';
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
      const ifLike = isIfLike(stmt);
      if (stmt.op === 'together') {
        // Its first list is laid out like an if's `then`, its second like an `else`.
        layout.bodyBase[base + at] = work.length;
        work.push({ list: stmt.first, radix });
        layout.elseBase[base + at] = work.length;
        work.push({ list: stmt.second, radix });
      } else if (stmt.op === 'repeat' || stmt.op === 'until-goal' || ifLike) {
        const inner = stmt.op === 'repeat' ? radix * (stmt.times + 1) : radix;
        const bodyIndex = work.length;
        work.push({ list: ifLike ? stmt.then : stmt.body, radix: inner });
        layout.bodyBase[base + at] = bodyIndex; // a list index for now; made a base below
        if (ifLike && stmt.else) {
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
 * What a plain action block may do where Ada is, on every stage kind (a block's `run.act` in
 * block-definitions.ts calls these; a block that needs more adds it here and to every stage kind).
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
  /**
   * A game's scene (the Game Lab's blocks act on it); no other stage has one, and no program of
   * another stage holds a game's block (the schema's versions keep them apart).
   */
  game?: GameActions;
  /** A tune (the Sound Lab's blocks play on it); no other stage has one. */
  sound?: SoundActions;
};

/** A world that also answers an if's question (the grid's conditions; a game's through `game`). */
export type SensingWorld = ActionWorld & { holds(cond: Condition): boolean };

/**
 * What one tick of an action did: its event, and whether it ends the run (a crash, the flag), or
 * whether the stage had no room for it (`stop`: the stage's own bound, e.g. a tune's events;
 * the run stops there as a timeout, the action not done and not recorded).
 */
export type ActionDone = { event: TraceEvent; crash?: Cell; goal?: true; stop?: true };

export type RunOptions = { detectLoops?: boolean };

/**
 * Runs `program` on `level`, on the level's stage kind: the stage sets up the world, the control
 * flow runs in it, and the stage checks how the run ended (a pure `check(level, program)`).
 * `detectLoops: false` is for the tests only: they prove that the loop check never changes a run
 * that would end by itself (content/code-lab/loops.test.ts).
 */
export function runProgram(level: Level, program: Program, options: RunOptions = {}): RunResult {
  const stage = stageKindOf(level);
  const { world, check } = stage.start(level);
  const ran = execute(world, program, { ...options, maxTicks: stage.limits.maxTicks ?? MAX_TICKS });
  const end = check(ran);
  const outcome =
    end.outcome === 'solved' ? (functionShortfall(level, program) ?? end.outcome) : end.outcome;
  return { ...ran, ...end, outcome };
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

type ExecuteOutcome = 'crashed' | 'ended-short' | 'timeout' | 'loop' | 'goal';
/** Where the control flow stopped, before the stage says what that means. */
export type Executed = Omit<RunCommon, 'outcome'> & { outcome: ExecuteOutcome };

/** A program laid out once for many runs (a game's handler runs every frame: events.ts). */
export type PreparedProgram = {
  layout: ProgramLayout;
  functions: ReadonlyMap<FunctionName, { body: readonly Stmt[] }>;
};

/** Lays a program out for execute; the program must not change while it is used. */
export const prepareProgram = (program: Program): PreparedProgram => ({
  layout: layOut(program),
  functions: new Map(functionsOf(program).map((f) => [f.name, f])),
});

/**
 * Runs the program's frames in `world` (the same for every stage kind), for at most `maxTicks`
 * ticks from the trace's length now (events.ts runs a handler so, on a trace already begun).
 * `prepared`: the program as prepareProgram laid it out, when it runs many times.
 */
export function execute(
  world: StageWorld,
  program: Program,
  {
    detectLoops = true,
    maxTicks = MAX_TICKS,
    prepared,
  }: RunOptions & { maxTicks?: number; prepared?: PreparedProgram },
): Executed {
  const firstTick = world.traceLength();
  const { layout, functions } = prepared ?? prepareProgram(program);
  let actions = 0;
  /** The position of the call whose function is running, plus one (0: none). */
  let callSite = 0;
  const finish = (outcome: ExecuteOutcome, extra: Partial<Executed> = {}): Executed => ({
    outcome,
    ticks: world.traceLength() - firstTick,
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
  let tickLimit = firstTick + maxTicks;
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
    tickLimit = Math.min(firstTick + maxTicks, start + 2 * lap);
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
        if (frame.part) world.together?.(frame.part === 'first' ? 'second' : 'end');
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
    if (done?.stop) return finish('timeout', { failedBlockId: innermostLoop(stack, stack.length) ?? stmt.id });
    if (done) {
      actions += 1;
      world.record(stmt.id, done.event);
      if (done.crash) return finish('crashed', { crashAt: done.crash, failedBlockId: stmt.id });
      if (done.goal) return finish('goal');
      continue;
    }
    if (isIfLike(stmt)) {
      const yes = conditionHolds(world, stmt);
      world.record(stmt.id, yes ? 'check-true' : 'check-false');
      const branch = yes ? stmt.then : stmt.else;
      if (branch && branch.length > 0)
        stack.push({
          list: branch,
          index: 0,
          base: (yes ? layout.bodyBase[at] : layout.elseBase[at])!,
          passesLeft: 0,
        });
      continue;
    }
    switch (stmt.op) {
      case 'together': {
        // Both lists start where the together is: the world hears when each begins and ends
        // (a stage without voices runs them one after the other). The second waits below the first.
        world.record(stmt.id, 'together');
        world.together?.('first');
        const first = { list: stmt.first, index: 0, base: layout.bodyBase[at]!, passesLeft: 0 };
        const second = { list: stmt.second, index: 0, base: layout.elseBase[at]!, passesLeft: 0 };
        stack.push({ ...second, part: 'second' }, { ...first, part: 'first' });
        break;
      }
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

import { describe, expect, it } from 'vitest';
import type { TraceStep } from './interpreter';
import { runEvents, startEvents, type EventProgram, type EventStageKind } from './events';
import type { Stmt } from './program';

// A stage kind made for this test only (docs/product/code-lab.md#adding-a-stage-kind): a counter.
// "forward" adds one, "turn" takes one away, "path ahead" is "below the target". Its events: the
// start (frame 0), a key pressed at the frames the level scripts, and a tick every frame. The
// core (interpreter.ts, events.ts) knows nothing of it.
type CounterLevel = { target: number; keysAt: readonly number[]; frames: number; steps: number };
type CounterEvent = 'start' | 'key' | 'tick';

const counterStage: EventStageKind<CounterLevel, CounterEvent> = {
  kind: 'counter',
  events: ['start', 'key', 'tick'],
  limits: { maxTicks: 2000, frames: 10, stepsPerFrame: 8 },
  start(level) {
    let count = 0;
    let frameNow = 0;
    const trace: (TraceStep & { frame: number; count: number })[] = [];
    return {
      world: {
        forward: () => {
          count += 1;
          return { goal: false };
        },
        turn: () => {
          count -= 1;
        },
        collect: () => false,
        setPen: () => {},
        setColor: () => {},
        moveEvent: () => 'move',
        holds: (cond) => cond === 'path-ahead' && count < level.target,
        stateCode: () => count,
        stateRadix: 1,
        record: (blockId, event) =>
          trace.push({
            blockId,
            event,
            pose: { x: 0, y: 0, dir: 'north' },
            items: 0,
            frame: frameNow,
            count,
          }),
        traceLength: () => trace.length,
      },
      eventsAt: (frame) => {
        frameNow = frame;
        if (frame >= level.frames) return [];
        return [
          ...(level.keysAt.includes(frame) ? (['key'] as const) : []),
          'tick',
          ...(frame === 0 ? (['start'] as const) : []),
        ];
      },
      endFrame: (frame) => frame === level.frames - 1 && count === level.target,
      check: (ran) => ({
        outcome: ran.outcome === 'goal' ? 'solved' : ran.outcome,
        trace,
        itemsCollected: count,
      }),
    };
  },
};

const add = (id: string): Stmt => ({ id, op: 'forward' });
const take = (id: string): Stmt => ({ id, op: 'turn', dir: 'left' });
const level = (overrides: Partial<CounterLevel> = {}): CounterLevel => ({
  target: 5,
  keysAt: [],
  frames: 3,
  steps: 8,
  ...overrides,
});
const run = (program: EventProgram<CounterEvent>, l = level()) =>
  runEvents(counterStage, l, program);
const frameAndBlock = (trace: readonly TraceStep[]) =>
  trace.map((step) => `${(step as TraceStep & { frame: number }).frame}:${step.blockId}`);

describe('events with a per-frame step budget', () => {
  it("runs each frame's handlers in the stage's event order, then in the program's order", () => {
    const result = run(
      {
        handlers: [
          { id: 'w1', event: 'tick', body: [add('t1')] },
          { id: 'w2', event: 'key', body: [add('k')] },
          { id: 'w3', event: 'start', body: [add('s')] },
          { id: 'w4', event: 'tick', body: [add('t2')] },
        ],
      },
      level({ keysAt: [1], frames: 3 }),
    );
    // The stage lists a frame's events as it likes; the kind's `events` order is what counts.
    expect(frameAndBlock(result.trace)).toEqual([
      '0:s',
      '0:t1',
      '0:t2',
      '1:k',
      '1:t1',
      '1:t2',
      '2:t1',
      '2:t2',
    ]);
    expect(result).toMatchObject({
      outcome: 'ended-short',
      frames: 10,
      ticks: 8,
      actions: 8,
      itemsCollected: 8,
    });
  });

  it('gives a handler at most stepsPerFrame ticks in one frame, and names it when it takes more', () => {
    const loop = (times: number): Stmt => ({ id: 'r', op: 'repeat', times, body: [add('a')] });
    // A repeat of 3 is 3 checks and 3 steps: 6 ticks, within 8.
    const within = run(
      { handlers: [{ id: 'w', event: 'tick', body: [loop(3)] }] },
      level({ target: 100, frames: 2 }),
    );
    expect(within).toMatchObject({ outcome: 'ended-short', ticks: 12 });
    expect(within.overBudget).toBeUndefined();
    // A repeat of 5 needs 10 ticks: it stops after exactly 8, in the first frame.
    const over = run(
      { handlers: [{ id: 'w', event: 'tick', body: [loop(5)] }] },
      level({ target: 100 }),
    );
    expect(over).toMatchObject({
      outcome: 'timeout',
      ticks: 8,
      frames: 1,
      overBudget: { frame: 0, handlerId: 'w' },
      failedBlockId: 'r',
    });
    // A handler that never ends by itself is stopped by the budget the same way.
    const forever = run({
      handlers: [
        { id: 'u', event: 'start', body: [{ id: 'g', op: 'until-goal', body: [take('t')] }] },
      ],
    });
    expect(forever).toMatchObject({
      outcome: 'timeout',
      ticks: 8,
      overBudget: { frame: 0, handlerId: 'u' },
    });
  });

  it('lets handlers call the functions of the program and use conditions, with the core control flow', () => {
    const result = run(
      {
        functions: [{ name: 'hop', body: [add('f1'), add('f2')] }],
        handlers: [
          {
            id: 'w',
            event: 'tick',
            body: [
              {
                id: 'i',
                op: 'if',
                cond: 'path-ahead',
                then: [{ id: 'c', op: 'call', name: 'hop' }],
              },
            ],
          },
        ],
      },
      level({ target: 4, frames: 3 }),
    );
    // Frames 0 and 1 add two each; in frame 2 the count is at its target, so the if says no.
    expect(frameAndBlock(result.trace)).toEqual([
      '0:i',
      '0:c',
      '0:f1',
      '0:f2',
      '1:i',
      '1:c',
      '1:f1',
      '1:f2',
      '2:i',
    ]);
    expect(result).toMatchObject({ outcome: 'solved', frames: 3, itemsCollected: 4 });
  });

  it('is deterministic: the same level and program give the same run, as on the page and the server', () => {
    const program: EventProgram<CounterEvent> = {
      handlers: [
        { id: 'w1', event: 'key', body: [take('k')] },
        { id: 'w2', event: 'tick', body: [{ id: 'r', op: 'repeat', times: 2, body: [add('a')] }] },
      ],
    };
    const l = level({ keysAt: [0, 2, 5], frames: 8, target: 100 });
    expect(run(program, l)).toEqual(run(program, l));
    // Each frame the repeat of 2 takes 4 ticks (two checks, two steps); three key presses one each.
    expect(run(program, l)).toMatchObject({ itemsCollected: 8 * 2 - 3, ticks: 8 * 4 + 3 });
  });

  it('stops at the limit of ticks of the whole run, not only of a frame', () => {
    const tight = { ...counterStage, limits: { ...counterStage.limits, maxTicks: 5 } };
    const result = runEvents(tight, level({ target: 100, frames: 10 }), {
      handlers: [{ id: 'w', event: 'tick', body: [add('a'), add('b')] }],
    });
    expect(result).toMatchObject({ outcome: 'timeout', ticks: 5, frames: 3 });
    expect(result.overBudget).toBeUndefined();
  });

  it("shares one frame's budget among all its handlers, and names the one that runs out", () => {
    const loop = (id: string, times: number): Stmt => ({ id, op: 'repeat', times, body: [add(`${id}a`)] });
    // 4 + 4 ticks fit the frame's 8; a third handler has none left.
    const fits = run(
      {
        handlers: [
          { id: 'w1', event: 'tick', body: [loop('r1', 2)] },
          { id: 'w2', event: 'tick', body: [loop('r2', 2)] },
        ],
      },
      level({ target: 100, frames: 2 }),
    );
    expect(fits).toMatchObject({ outcome: 'ended-short', ticks: 16 });
    const over = run(
      {
        handlers: [
          { id: 'w1', event: 'tick', body: [loop('r1', 2)] },
          { id: 'w2', event: 'tick', body: [loop('r2', 2)] },
          { id: 'w3', event: 'tick', body: [add('c')] },
        ],
      },
      level({ target: 100 }),
    );
    expect(over).toMatchObject({ outcome: 'timeout', ticks: 8, frames: 1, overBudget: { frame: 0, handlerId: 'w3' } });
    // An empty handler costs nothing, even with the budget spent.
    const empty = run(
      {
        handlers: [
          { id: 'w1', event: 'tick', body: [loop('r1', 4)] },
          { id: 'w2', event: 'tick', body: [] },
        ],
      },
      level({ target: 100, frames: 2 }),
    );
    expect(empty).toMatchObject({ outcome: 'ended-short', ticks: 16 });
  });

  it('goes a frame at a time with startEvents, to the same result as runEvents', () => {
    const program: EventProgram<CounterEvent> = {
      handlers: [
        { id: 'w1', event: 'key', body: [take('k')] },
        { id: 'w2', event: 'tick', body: [add('a')] },
      ],
    };
    const l = level({ keysAt: [1, 2], frames: 4, target: 100 });
    const stepped = startEvents(counterStage, l, program);
    const results = [stepped.step(), stepped.step(), stepped.step(), stepped.step(), stepped.step()];
    // Frames 0..2 end with no result; the run ends once its 10 frames would pass: the kind's
    // `frames` is 10, and nothing in this stage stops it earlier.
    expect(results.slice(0, 3)).toEqual([null, null, null]);
    let last = results.at(-1);
    while (!last) last = stepped.step();
    expect(last).toEqual(run(program, l));
    expect(stepped.step()).toBe(last);
  });

  it("lets a run have fewer frames than its kind's (a level's own length)", () => {
    const short: EventStageKind<CounterLevel, CounterEvent> = {
      ...counterStage,
      start: (l) => ({ ...counterStage.start(l), frames: 3 }),
    };
    const result = runEvents(short, level({ target: 100 }), { handlers: [{ id: 'w', event: 'tick', body: [add('a')] }] });
    expect(result).toMatchObject({ outcome: 'ended-short', frames: 3, ticks: 3 });
  });
});


import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  OBJECT_ACTIONS,
  SIZES,
  SPEED_MAX,
  SPEED_MIN,
  WORKSHOP_OBJECTS,
  allTasksMet,
  initialWorkshop,
  objectWorkshopActivity,
  workshopCode,
  workshopEvidenceOf,
  workshopReducer as reduce,
  type ObjectAction,
  type WorkshopAction,
  type WorkshopState,
  type WorkshopTask,
} from './object-workshop';

const tasks: WorkshopTask[] = [
  { id: 'car-red', text: 'Make the car red.', check: { kind: 'colour-is', object: 'car', colour: 'red' } },
  { id: 'cat-faster', text: 'Make the cat faster than the car.', check: { kind: 'faster-than', object: 'cat', than: 'car' } },
  { id: 'robot-big', text: 'Make the robot big.', check: { kind: 'size-is', object: 'robot', size: 'big' } },
  { id: 'robot-hello', text: 'Make the robot say hello.', check: { kind: 'did', object: 'robot', action: 'say-hello' } },
];
const rule = objectWorkshopActivity(tasks);
const run = (state: WorkshopState, ...actions: WorkshopAction[]) => actions.reduce(reduce, state);
const solving: WorkshopAction[] = [
  { type: 'set-colour', object: 'car', colour: 'red' },
  { type: 'speed', object: 'cat', change: 1 },
  { type: 'speed', object: 'cat', change: 1 },
  { type: 'set-size', object: 'robot', size: 'big' },
  { type: 'do', object: 'robot', action: 'say-hello' },
];

/** A small seeded PRNG (mulberry32), so a failing case can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T,>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const ALL_ACTIONS: ObjectAction[] = ['jump', 'meow', 'drive', 'honk', 'say-hello', 'wave'];
function randomAction(rng: () => number): WorkshopAction {
  const object = pick(rng, WORKSHOP_OBJECTS);
  switch (pick(rng, ['colour', 'size', 'speed', 'do', 'do', 'start-over'] as const)) {
    case 'colour':
      return { type: 'set-colour', object, colour: pick(rng, COLOURS) };
    case 'size':
      return { type: 'set-size', object, size: pick(rng, SIZES) };
    case 'speed':
      return { type: 'speed', object, change: pick(rng, [1, -1] as const) };
    case 'do':
      return { type: 'do', object, action: pick(rng, ALL_ACTIONS) };
    case 'start-over':
      return rng() < 0.2 ? { type: 'start-over' } : { type: 'speed', object, change: 1 };
  }
}

describe('the object workshop (docs/product/lessons.md#object-workshop)', () => {
  it('starts with the cat slower than the car and nothing tried', () => {
    expect(initialWorkshop.objects.cat.speed).toBeLessThan(initialWorkshop.objects.car.speed);
    expect(initialWorkshop.tried).toEqual([]);
    expect(allTasksMet(initialWorkshop, tasks)).toBe(false);
  });

  it('sets a property of one object only, and says what changed', () => {
    const s = run(initialWorkshop, { type: 'set-colour', object: 'car', colour: 'red' });
    expect(s.objects.car).toEqual({ ...initialWorkshop.objects.car, colour: 'red' });
    expect(s.objects.cat).toBe(initialWorkshop.objects.cat);
    expect(s.last).toEqual({ kind: 'property', object: 'car', property: 'colour' });
  });

  it('keeps speed from 1 to 5: a press past the end changes nothing', () => {
    const slowest = run(initialWorkshop, ...Array.from({ length: 6 }, (): WorkshopAction => ({ type: 'speed', object: 'cat', change: -1 })));
    expect(slowest.objects.cat.speed).toBe(SPEED_MIN);
    expect(reduce(slowest, { type: 'speed', object: 'cat', change: -1 })).toBe(slowest);
    const fastest = run(initialWorkshop, ...Array.from({ length: 6 }, (): WorkshopAction => ({ type: 'speed', object: 'car', change: 1 })));
    expect(fastest.objects.car.speed).toBe(SPEED_MAX);
  });

  it('an object does only its own actions, each kept once', () => {
    const s = run(
      initialWorkshop,
      { type: 'do', object: 'cat', action: 'drive' },
      { type: 'do', object: 'robot', action: 'say-hello' },
      { type: 'do', object: 'robot', action: 'say-hello' },
      { type: 'do', object: 'car', action: 'drive' },
    );
    expect(s.tried).toEqual([
      { object: 'robot', action: 'say-hello' },
      { object: 'car', action: 'drive' },
    ]);
    // Each try is a new change, so the page shows it again.
    expect(s.last).toEqual({ kind: 'action', object: 'car', action: 'drive', n: 3 });
  });

  it('is done only when every task is met at once', () => {
    const done = run(initialWorkshop, ...solving);
    expect(allTasksMet(done, tasks)).toBe(true);
    // Making the car faster again undoes "the cat is faster than the car".
    const undone = run(done, { type: 'speed', object: 'car', change: 1 }, { type: 'speed', object: 'car', change: 1 });
    expect(allTasksMet(undone, tasks)).toBe(false);
    expect(allTasksMet(done, [])).toBe(false);
    expect(run(done, { type: 'start-over' })).toEqual(initialWorkshop);
  });

  it("the server's rule takes a done workshop's evidence and refuses the rest", () => {
    const done = run(initialWorkshop, ...solving);
    expect(rule.isDone(workshopEvidenceOf(done))).toBe(true);
    expect(rule.isDone(JSON.parse(JSON.stringify(workshopEvidenceOf(done))))).toBe(true);
    expect(rule.isDone(workshopEvidenceOf(initialWorkshop))).toBe(false);
    expect(rule.isDone(undefined)).toBe(false);
    expect(rule.isDone({})).toBe(false);
    const evidence = workshopEvidenceOf(done);
    // A speed out of range, a colour not on the list, an action a robot cannot do.
    expect(rule.isDone({ ...evidence, objects: { ...evidence.objects, cat: { ...evidence.objects.cat, speed: 9 } } })).toBe(false);
    expect(rule.isDone({ ...evidence, objects: { ...evidence.objects, car: { ...evidence.objects.car, colour: 'gold' } } })).toBe(false);
    expect(rule.isDone({ ...evidence, tried: [{ object: 'cat', action: 'say-hello' }] })).toBe(false);
    expect(rule.isDone({ ...evidence, tried: Array.from({ length: 20 }, () => ({ object: 'robot', action: 'say-hello' })) })).toBe(false);
  });

  it('shows the objects as JavaScript, with the actions tried as method calls', () => {
    expect(workshopCode(run(initialWorkshop, { type: 'do', object: 'robot', action: 'say-hello' }))).toBe(
      [
        "const cat = { colour: 'orange', size: 'medium', speed: 2 };",
        "const car = { colour: 'blue', size: 'medium', speed: 3 };",
        "const robot = { colour: 'green', size: 'small', speed: 1 };",
        '',
        'robot.sayHello();',
      ].join('\n'),
    );
  });

  it('every object has actions of its own', () => {
    for (const object of WORKSHOP_OBJECTS) expect(OBJECT_ACTIONS[object].length).toBeGreaterThan(0);
  });
});

describe('the object workshop on random presses (seeded)', () => {
  const SEED = 20261201;
  const RUNS = 200;

  it(`stays within its choices, and the server agrees with the page on every state (seed ${SEED}, ${RUNS} runs)`, () => {
    const rng = prng(SEED);
    let doneSeen = 0;
    for (let n = 0; n < RUNS; n++) {
      let state = initialWorkshop;
      for (let i = 0; i < 40; i++) {
        state = reduce(state, randomAction(rng));
        for (const object of WORKSHOP_OBJECTS) {
          const { colour, size, speed } = state.objects[object];
          expect(COLOURS).toContain(colour);
          expect(SIZES).toContain(size);
          expect(speed).toBeGreaterThanOrEqual(SPEED_MIN);
          expect(speed).toBeLessThanOrEqual(SPEED_MAX);
        }
        expect(new Set(state.tried.map((t) => `${t.object}.${t.action}`)).size).toBe(state.tried.length);
        const page = allTasksMet(state, tasks);
        expect(rule.isDone(JSON.parse(JSON.stringify(workshopEvidenceOf(state)))), `run ${n} press ${i}`).toBe(page);
        if (page) doneSeen++;
      }
    }
    // The random presses do finish the workshop sometimes, so both answers are checked.
    expect(doneSeen).toBeGreaterThan(0);
  }, 60_000);
});

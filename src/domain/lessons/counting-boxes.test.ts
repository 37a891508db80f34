import { describe, expect, it } from 'vitest';
import {
  STEPS_MAX,
  countingCode,
  stepCode,
  countingReducer,
  runAll,
  startCounting,
  stepsNeeded,
  type CountStep,
  type CountingAction,
  type CountingState,
  type Mission,
} from './counting-boxes';

const missions: Mission[] = [
  { story: 'one', start: { apples: 0, stars: 0 }, goal: { apples: 2, stars: 1 } },
  { story: 'two', start: { apples: 3, stars: 0 }, goal: { apples: 1, stars: 0 } },
];
const reduce = countingReducer(missions);
const run = (state: CountingState, ...actions: CountingAction[]) => actions.reduce(reduce, state);
const add = (box: 'apples' | 'stars', change: 1 | -1 = 1): CountingAction => ({ type: 'add', step: { box, change } });
const ticks = (n: number) => Array.from({ length: n }, (): CountingAction => ({ type: 'tick' }));

describe('the counting boxes (docs/product/lessons.md#variables)', () => {
  it('starts with the first mission\u2019s boxes and no steps', () => {
    expect(startCounting(missions)).toMatchObject({ mission: 0, steps: [], boxes: { apples: 0, stars: 0 }, running: null, solved: 0 });
  });

  it('changes one box a step at a time as the steps run', () => {
    const s = run(startCounting(missions), add('apples'), add('stars'), add('apples'), { type: 'run' });
    expect(s).toMatchObject({ running: 0, boxes: { apples: 1, stars: 0 } });
    expect(run(s, ...ticks(1))).toMatchObject({ running: 1, boxes: { apples: 1, stars: 1 } });
    expect(run(s, ...ticks(2))).toMatchObject({ running: 2, boxes: { apples: 2, stars: 1 } });
    expect(run(s, ...ticks(3))).toMatchObject({ running: null, result: 'solved', solved: 1, boxes: { apples: 2, stars: 1 } });
  });

  it('says "not yet" when the boxes end with other numbers, and solves nothing', () => {
    const s = run(startCounting(missions), add('apples'), { type: 'run' }, ...ticks(1));
    expect(s).toMatchObject({ result: 'not-yet', solved: 0, boxes: { apples: 1, stars: 0 } });
    expect(run(s, { type: 'next-mission' })).toBe(s);
  });

  it('moves to the next mission after a solve, and takes 1 from a box (never below 0)', () => {
    const one = run(startCounting(missions), add('apples'), add('apples'), add('stars'), { type: 'run' }, ...ticks(3), { type: 'next-mission' });
    expect(one).toMatchObject({ mission: 1, steps: [], boxes: { apples: 3, stars: 0 }, solved: 1, result: null });
    const two = run(one, add('apples', -1), add('stars', -1), add('apples', -1), { type: 'run' }, ...ticks(3));
    expect(two).toMatchObject({ result: 'solved', solved: 2, boxes: { apples: 1, stars: 0 } });
  });

  it('a solved mission solved again counts once; a new step puts the boxes back to the start', () => {
    let s = run(startCounting(missions), add('apples'), add('apples'), add('stars'), { type: 'run' }, ...ticks(3));
    s = run(s, { type: 'run' }, ...ticks(3));
    expect(s.solved).toBe(1);
    expect(run(s, add('stars'))).toMatchObject({ boxes: { apples: 0, stars: 0 }, result: null });
    expect(run(s, { type: 'remove', index: 0 }).steps).toHaveLength(2);
  });

  it('ignores changes while running, an empty run, and steps past the limit', () => {
    const running = run(startCounting(missions), add('apples'), { type: 'run' });
    expect(run(running, add('stars'), { type: 'remove', index: 0 }, { type: 'run' })).toBe(running);
    expect(run(startCounting(missions), { type: 'run' }).running).toBeNull();
    const full = run(startCounting(missions), ...Array.from({ length: STEPS_MAX + 3 }, () => add('stars')));
    expect(full.steps).toHaveLength(STEPS_MAX);
  });

  it('counts the steps a mission needs and runs a whole list at once', () => {
    expect(missions.map(stepsNeeded)).toEqual([3, 2]);
    const steps: CountStep[] = [{ box: 'apples', change: -1 }, { box: 'apples', change: -1 }];
    expect(runAll({ apples: 1, stars: 0 }, steps)).toEqual({ apples: 0, stars: 0 });
  });

  it('shows the steps as JavaScript variables', () => {
    expect(countingCode({ apples: 3, stars: 0 }, [{ box: 'apples', change: -1 }, { box: 'stars', change: 1 }])).toBe(
      'let apples = 3;\nlet stars = 0;\napples = apples - 1;\nstars = stars + 1;',
    );
  });

  it('names the variables in the words it is given (docs/decisions/333-sentences-of-activities-and-games.md)', () => {
    const names = { apples: 'manzanas', stars: 'estrellas' };
    expect(countingCode({ apples: 0, stars: 2 }, [{ box: 'stars', change: 1 }], names)).toBe(
      'let manzanas = 0;\nlet estrellas = 2;\nestrellas = estrellas + 1;',
    );
    expect(stepCode({ box: 'apples', change: -1 }, names)).toBe('manzanas = manzanas - 1');
    expect(stepCode({ box: 'apples', change: 1 })).toBe('apples = apples + 1');
  });
});

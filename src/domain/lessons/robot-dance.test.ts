import { describe, expect, it } from 'vitest';
import { LOOP_STEP_MS } from '../constants';
import { danceReducer, initialDance, isLoopCount, loopCode, moveOnBeat, type DanceState } from './robot-dance';

const beats = (state: DanceState, n: number) => Array.from({ length: n }).reduce<DanceState>((s) => danceReducer(s, { type: 'beat' }), state);

describe('robot dance', () => {
  it('starts idle with 3 repetitions; 3, 5 and 10 can be chosen', () => {
    expect(initialDance).toMatchObject({ count: 3, status: 'idle' });
    expect(danceReducer(initialDance, { type: 'choose', count: 10 }).count).toBe(10);
    expect(isLoopCount(5)).toBe(true);
    expect(isLoopCount(4)).toBe(false);
    expect(danceReducer(initialDance, { type: 'choose', count: 4 as 3 })).toBe(initialDance);
  });

  it('dances one beat per repetition and then stops, counting the finished dance', () => {
    const dancing = danceReducer(danceReducer(initialDance, { type: 'choose', count: 5 }), { type: 'start' });
    expect(dancing.status).toBe('dancing');
    expect(beats(dancing, 4)).toMatchObject({ status: 'dancing', beat: 4, dancesDone: 0 });
    expect(beats(dancing, 5)).toMatchObject({ status: 'idle', beat: 0, dancesDone: 1 });
  });

  it('cannot restart or change the count while dancing; beats while idle do nothing', () => {
    const dancing = danceReducer(initialDance, { type: 'start' });
    const later = danceReducer(dancing, { type: 'beat' });
    expect(danceReducer(later, { type: 'start' })).toBe(later);
    expect(danceReducer(later, { type: 'choose', count: 10 })).toBe(later);
    expect(danceReducer(initialDance, { type: 'beat' })).toBe(initialDance);
  });

  it('steps every 800 ms (docs/product/lessons.md#loops) and shows the loop for the count', () => {
    expect(LOOP_STEP_MS).toBe(800);
    expect(loopCode(5)).toBe('for (let i = 0; i < 5; i++) {\n  robot.dance();\n}');
    expect([0, 1, 2, 3].map(moveOnBeat)).toEqual(['wave', 'spin', 'jump', 'wave']);
  });
});

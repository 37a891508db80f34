import { describe, expect, it } from 'vitest';
import { MASCOT_START, MASCOT_STEP_PX } from '../constants';
import {
  availableBlocks,
  initialWeatherHelper,
  weatherHelperReducer as reduce,
  type WeatherBlockId,
  type WeatherHelperAction,
  type WeatherHelperState,
} from './weather-helper';

const run = (state: WeatherHelperState, ...actions: WeatherHelperAction[]) =>
  actions.reduce(reduce, state);
const drop = (blockId: WeatherBlockId): WeatherHelperAction => ({ type: 'drop', blockId });
const toggle: WeatherHelperAction = { type: 'toggle-weather' };

describe('weather helper', () => {
  it('starts sunny with an empty program and Ada at (50, 50)', () => {
    const s = initialWeatherHelper();
    expect(s).toMatchObject({
      weather: 'sunny',
      placed: [],
      umbrella: false,
      sunglasses: false,
      smile: false,
      complete: false,
    });
    expect(s.mascot).toEqual({ x: 50, y: 50 });
    expect(MASCOT_START).toEqual({ x: 50, y: 50 });
    expect(availableBlocks(s).map((b) => b.id)).toEqual([
      'if-rain',
      'then-umbrella',
      'if-sunny',
      'then-sunglasses',
    ]);
  });

  it('if-rain while rainy: Condition Met, appended', () => {
    const s = run(initialWeatherHelper('rainy'), drop('if-rain'));
    expect(s.placed).toEqual(['if-rain']);
    expect(s.feedback).toMatchObject({
      kind: 'condition-met',
      message: 'condition-met',
      variant: 'success',
    });
    expect(s.mascot.x).toBe(50);
  });

  it('then-umbrella while rainy after if-rain: umbrella on, Ada moves 30 px right, Action Taken', () => {
    const s = run(initialWeatherHelper('rainy'), drop('if-rain'), drop('then-umbrella'));
    expect(s.placed).toEqual(['if-rain', 'then-umbrella']);
    expect(s.umbrella).toBe(true);
    expect(s.sunglasses).toBe(false);
    expect(s.mascot).toEqual({ x: 50 + MASCOT_STEP_PX, y: 50 });
    expect(s.feedback).toMatchObject({ kind: 'action-taken', message: 'umbrella-on' });
    expect(s.complete).toBe(false);
  });

  it('if-sunny while sunny: Condition Met', () => {
    const s = run(initialWeatherHelper('sunny'), drop('if-sunny'));
    expect(s.placed).toEqual(['if-sunny']);
    expect(s.feedback?.message).toBe('condition-met');
  });

  it('then-sunglasses while sunny after if-sunny: sunglasses on, +30 px, Action Taken', () => {
    const s = run(initialWeatherHelper('sunny'), drop('if-sunny'), drop('then-sunglasses'));
    expect(s.sunglasses).toBe(true);
    expect(s.umbrella).toBe(false);
    expect(s.mascot.x).toBe(80);
    expect(s.feedback).toMatchObject({ kind: 'action-taken', message: 'sunglasses-on' });
  });

  it.each<[string, 'sunny' | 'rainy', WeatherBlockId[], WeatherBlockId]>([
    ['if-rain while sunny', 'sunny', [], 'if-rain'],
    ['if-sunny while rainy', 'rainy', [], 'if-sunny'],
    ['then-umbrella before if-rain', 'rainy', [], 'then-umbrella'],
    ['then-sunglasses before if-sunny', 'sunny', [], 'then-sunglasses'],
    ['then-umbrella while sunny', 'sunny', ['if-sunny'], 'then-umbrella'],
    ['then-sunglasses while rainy', 'rainy', ['if-rain'], 'then-sunglasses'],
  ])('any other drop fails with the destructive message (%s)', (_name, weather, before, block) => {
    const start = run(initialWeatherHelper(weather), ...before.map(drop));
    const s = reduce(start, drop(block));
    expect(s.feedback).toMatchObject({ kind: 'wrong-drop', variant: 'destructive' });
    expect(s.feedback?.message).toBe('wrong-drop');
    expect(s.placed).toEqual(start.placed);
    expect(s.mascot).toEqual(start.mascot);
    expect(s.umbrella || s.sunglasses).toBe(false);
  });

  it('then-umbrella while rainy after if-rain was placed in the sunshine still counts (the if only needs to be placed)', () => {
    // if-rain can only be placed while rainy, so toggle twice around it.
    const s = run(
      initialWeatherHelper('rainy'),
      drop('if-rain'),
      toggle,
      toggle,
      drop('then-umbrella'),
    );
    expect(s.umbrella).toBe(true);
  });

  it('toggle flips the weather and clears umbrella, sunglasses, smile, but keeps blocks and Ada’s position', () => {
    const before = run(initialWeatherHelper('rainy'), drop('if-rain'), drop('then-umbrella'));
    const s = reduce(before, toggle);
    expect(s.weather).toBe('sunny');
    expect(s.umbrella).toBe(false);
    expect(s.sunglasses).toBe(false);
    expect(s.smile).toBe(false);
    expect(s.placed).toEqual(['if-rain', 'then-umbrella']);
    expect(s.mascot).toEqual(before.mascot);
    expect(reduce(s, toggle).weather).toBe('rainy');
  });

  it('an action completes the task when the other weather’s pair is placed: smile and the Great job message', () => {
    const s = run(
      initialWeatherHelper('rainy'),
      drop('if-rain'),
      drop('then-umbrella'),
      toggle,
      drop('if-sunny'),
      drop('then-sunglasses'),
    );
    expect(s.complete).toBe(true);
    expect(s.smile).toBe(true);
    expect(s.sunglasses).toBe(true);
    expect(s.mascot).toEqual({ x: 110, y: 50 });
    expect(s.feedback).toMatchObject({
      kind: 'complete',
      message: 'complete',
    });
    expect(s.placed).toEqual(['if-rain', 'then-umbrella', 'if-sunny', 'then-sunglasses']);
  });

  it('completes from the sunny side first too', () => {
    const s = run(
      initialWeatherHelper('sunny'),
      drop('if-sunny'),
      drop('then-sunglasses'),
      toggle,
      drop('if-rain'),
      drop('then-umbrella'),
    );
    expect(s.complete).toBe(true);
    expect(s.umbrella).toBe(true);
  });

  it('a condition alone never completes the task, even with the other pair placed', () => {
    const s = run(
      initialWeatherHelper('sunny'),
      drop('if-sunny'),
      drop('then-sunglasses'),
      toggle,
      drop('if-rain'),
    );
    expect(s.complete).toBe(false);
    expect(s.feedback?.kind).toBe('condition-met');
  });

  it('once complete, dropping, toggling and reset are refused', () => {
    const done = run(
      initialWeatherHelper('rainy'),
      drop('if-rain'),
      drop('then-umbrella'),
      toggle,
      drop('if-sunny'),
      drop('then-sunglasses'),
    );
    expect(reduce(done, toggle)).toBe(done);
    expect(reduce(done, { type: 'reset' })).toBe(done);
    expect(reduce(done, drop('if-rain'))).toBe(done);
  });

  it('a block already placed cannot be placed again', () => {
    const once = run(initialWeatherHelper('rainy'), drop('if-rain'));
    expect(reduce(once, drop('if-rain'))).toBe(once);
    expect(availableBlocks(once).map((b) => b.id)).toEqual([
      'then-umbrella',
      'if-sunny',
      'then-sunglasses',
    ]);
  });

  it('reset clears blocks and flags and returns Ada to (50, 50), keeping the weather', () => {
    const s = reduce(run(initialWeatherHelper('rainy'), drop('if-rain'), drop('then-umbrella')), {
      type: 'reset',
    });
    expect(s).toMatchObject({
      weather: 'rainy',
      placed: [],
      umbrella: false,
      sunglasses: false,
      smile: false,
      complete: false,
    });
    expect(s.mascot).toEqual({ x: 50, y: 50 });
  });

  it('numbers each message so a view can tell a repeat from a new one', () => {
    const a = run(initialWeatherHelper('sunny'), drop('if-rain'));
    const b = reduce(a, drop('if-rain'));
    expect(b.feedback?.seq).toBe((a.feedback?.seq ?? 0) + 1);
  });
});

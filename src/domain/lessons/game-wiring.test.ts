import { describe, expect, it } from 'vitest';
import {
  ACTIONS_PER_EVENT_MAX,
  SCRIPT,
  STAR_AT,
  TRACK_LAST,
  WIRES_MAX,
  WIRING_ACTIONS,
  WIRING_EVENTS,
  gameWiringActivity as rule,
  initialWiring,
  playGame,
  wireRefusal,
  wiringCode,
  wiringEvidenceOf,
  wiringGap,
  wiringReducer as reduce,
  type Wire,
  type WiringChange,
  type WiringState,
} from './game-wiring';

const run = (state: WiringState, ...changes: WiringChange[]) => changes.reduce(reduce, state);
const wire = (event: Wire['event'], action: Wire['action']): WiringChange[] => [{ type: 'pick', event }, { type: 'wire', action }];
const working: Wire[] = [
  { event: 'start', action: 'say-go' },
  { event: 'right-key', action: 'move-right' },
  { event: 'touch-star', action: 'add-point' },
];
const frames = (state: WiringState) => Array.from({ length: playGame(state.wires).length }, (): WiringChange => ({ type: 'next-frame' }));

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

describe('the tiny game (docs/product/lessons.md#game-creator)', () => {
  it('wires by a tap on an event, then a tap on an action', () => {
    const picked = run(initialWiring, { type: 'pick', event: 'start' });
    expect(picked.picked).toBe('start');
    const wired = run(picked, { type: 'wire', action: 'say-go' });
    expect(wired).toMatchObject({ wires: [{ event: 'start', action: 'say-go' }], picked: null });
    // An action with no event picked wires nothing; a second tap on the event unpicks it.
    expect(run(initialWiring, { type: 'wire', action: 'say-go' })).toEqual(initialWiring);
    expect(run(picked, { type: 'pick', event: 'start' }).picked).toBeNull();
  });

  it('keeps each wire once, at most 3 actions an event and 10 wires', () => {
    const twice = run(initialWiring, ...wire('start', 'say-go'), ...wire('start', 'say-go'));
    expect(twice.wires).toHaveLength(1);
    expect(wireRefusal(twice, { event: 'start', action: 'say-go' })).toBe('already');
    const full = run(initialWiring, ...WIRING_ACTIONS.flatMap((a) => wire('start', a)));
    expect(full.wires).toHaveLength(ACTIONS_PER_EVENT_MAX);
    expect(wireRefusal(full, { event: 'start', action: 'say-yay' })).toBe('event-full');
    const all = run(initialWiring, ...WIRING_EVENTS.flatMap((e) => WIRING_ACTIONS.flatMap((a) => wire(e, a))));
    expect(all.wires.length).toBeLessThanOrEqual(WIRES_MAX);
    expect(run(twice, { type: 'unwire', index: 0 }).wires).toEqual([]);
  });

  it('plays the scripted player with the wiring: Go!, three steps right, a touch and a point', () => {
    const game = playGame(working);
    expect(game.map((f) => f.event)).toEqual(['start', 'right-key', 'right-key', 'right-key', 'touch-star', 'space-key']);
    expect(game.map((f) => [f.catAt, f.score, f.saying])).toEqual([
      [0, 0, 'go'],
      [1, 0, 'go'],
      [2, 0, 'go'],
      [3, 0, 'go'],
      [3, 1, 'go'],
      [3, 1, 'go'],
    ]);
    expect(game[4]).toMatchObject({ ran: ['add-point'], touching: true });
    expect(wiringGap(working)).toBeNull();
  });

  it('with nothing wired, nothing happens, and the first goal missed says so', () => {
    const game = playGame([]);
    expect(game.map((f) => f.event)).toEqual(SCRIPT);
    expect(game.every((f) => f.ran.length === 0 && f.catAt === 0 && f.score === 0)).toBe(true);
    expect(wiringGap([])).toBe('says-go-at-start');
    expect(wiringGap(working.slice(0, 1))).toBe('moves-right-on-key');
    expect(wiringGap([working[0]!, { event: 'right-key', action: 'move-left' }])).toBe('moves-right-on-key');
    expect(wiringGap(working.slice(0, 2))).toBe('point-on-touch');
    // The point on the wrong event: the score goes up, but not when the cat touches the star.
    expect(wiringGap([...working.slice(0, 2), { event: 'space-key', action: 'add-point' }])).toBe('point-on-touch');
    // Moving on the space key only: the cat gets one step and never reaches the star.
    expect(wiringGap([working[0]!, { event: 'space-key', action: 'move-right' }])).toBe('moves-right-on-key');
  });

  it('touches once per contact, and again after the cat leaves and comes back', () => {
    const bounce: Wire[] = [
      { event: 'right-key', action: 'move-right' },
      { event: 'touch-star', action: 'move-left' },
      { event: 'touch-star', action: 'add-point' },
    ];
    const game = playGame(bounce);
    expect(game.filter((f) => f.event === 'touch-star')).toHaveLength(1);
    expect(game.at(-1)).toMatchObject({ catAt: 2, score: 1 });
    const stay: Wire[] = [{ event: 'start', action: 'move-right' }, { event: 'right-key', action: 'move-right' }];
    expect(playGame(stay).filter((f) => f.event === 'touch-star')).toHaveLength(1);
  });

  it('plays frame by frame, and is done only when a game that works plays to its end', () => {
    const almost = run(initialWiring, ...wire('start', 'say-go'), ...wire('right-key', 'move-right'), { type: 'play' });
    expect(almost.playing).toBe(0);
    // While it plays, the wiring stays as it is.
    expect(run(almost, ...wire('touch-star', 'add-point'), { type: 'start-over' })).toBe(almost);
    const ended = run(almost, ...frames(almost));
    expect(ended).toMatchObject({ playing: null, done: false, result: 'point-on-touch' });
    const ready = run(ended, ...wire('touch-star', 'add-point'), { type: 'play' });
    const done = run(ready, ...frames(ready));
    expect(done).toMatchObject({ playing: null, done: true, result: 'works' });
    expect(run(done, { type: 'start-over' })).toEqual({ ...initialWiring, done: true });
  });

  it('shows the wiring as JavaScript event handlers', () => {
    expect(wiringCode([])).toBe('// no events yet');
    expect(wiringCode([...working, { event: 'start', action: 'say-yay' }])).toBe(
      [
        'onStart(() => {',
        "  cat.say('Go!');",
        "  cat.say('Yay!');",
        '});',
        '',
        "onKey('right', () => {",
        '  cat.x = cat.x + 1;',
        '});',
        '',
        'onTouch(cat, star, () => {',
        '  score = score + 1;',
        '});',
      ].join('\n'),
    );
  });

  it("the server's rule takes a working wiring and refuses the rest", () => {
    expect(rule.isDone({ wires: working })).toBe(true);
    expect(rule.isDone(JSON.parse(JSON.stringify(wiringEvidenceOf({ wires: working }))))).toBe(true);
    expect(rule.isDone({ wires: working.slice(0, 2) })).toBe(false);
    expect(rule.isDone({ wires: [] })).toBe(false);
    expect(rule.isDone(undefined)).toBe(false);
    expect(rule.isDone({ wires: [{ event: 'jump', action: 'say-go' }] })).toBe(false);
    expect(rule.isDone({ wires: [...working, working[0]] })).toBe(false);
    const tooMany = [...working, ...Array.from({ length: 3 }, () => ({ event: 'start', action: 'say-yay' }))];
    expect(rule.isDone({ wires: tooMany })).toBe(false);
  });
});

describe('the tiny game on random wirings (seeded)', () => {
  const SEED = 20261202;
  const RUNS = 2000;

  it(`stays on the track, touches once per contact, and the server agrees with the page (seed ${SEED}, ${RUNS} runs)`, () => {
    const rng = prng(SEED);
    const problems: string[] = [];
    let works = 0;
    for (let n = 0; n < RUNS && problems.length < 5; n++) {
      let state = initialWiring;
      const presses = 1 + Math.floor(rng() * 14);
      for (let i = 0; i < presses; i++) {
        state = rng() < 0.15 && state.wires.length > 0
          ? reduce(state, { type: 'unwire', index: Math.floor(rng() * state.wires.length) })
          : run(state, ...wire(pick(rng, WIRING_EVENTS), pick(rng, WIRING_ACTIONS)));
      }
      const game = playGame(state.wires);
      if (game.length < SCRIPT.length || game.length > 2 * SCRIPT.length) problems.push(`run ${n}: ${game.length} frames`);
      if (game.some((f) => f.catAt < 0 || f.catAt > TRACK_LAST)) problems.push(`run ${n}: off the track`);
      game.forEach((f, i) => {
        const before = i > 0 ? game[i - 1]!.catAt : 0;
        if (f.event === 'touch-star' && before === STAR_AT && i > 0 && game[i - 1]!.event === 'touch-star') problems.push(`run ${n}: two touches in a row`);
      });
      if (JSON.stringify(playGame(state.wires)) !== JSON.stringify(game)) problems.push(`run ${n}: not the same game twice`);
      const page = run(state, { type: 'play' }, ...frames(state));
      if (rule.isDone(JSON.parse(JSON.stringify(wiringEvidenceOf(state)))) !== page.done) problems.push(`run ${n}: server and page disagree`);
      if (page.done) works++;
    }
    expect(problems).toEqual([]);
    expect(works).toBeGreaterThan(0);
  });
});

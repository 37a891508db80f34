import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../tests/support/english-words';
import type { Stmt } from '../../blocks';
import { checkGame } from './game-check';
import type { GameLevel } from './game-level';
import { sin1e4, stepAlong } from './game-motion';
import type { GameHandler, GameProgram } from './game-program';
import { runGame, SAY_FRAMES, sceneAtStart, startGame, type GameInput } from './game-stage';
import type { Criterion, GameScene, ScriptedInput, SpriteId, SpriteStart } from './game-types';
import { describeGame } from './game-words';
import { stageKindName, stageKindOf } from '../registry';

const sprite = (id: SpriteId, x: number, y: number, more: Partial<SpriteStart> = {}): SpriteStart => ({
  id,
  costume: id === 'star-2' ? 'star' : id === 'rock-2' ? 'rock' : (id as SpriteStart['costume']),
  x,
  y,
  direction: 90,
  speed: 0,
  visible: true,
  ...more,
});
const scene = (sprites: SpriteStart[], more: Partial<GameScene> = {}): GameScene => ({ sprites, seed: 7, ...more });
const on = (event: GameHandler['event'], body: Stmt[], id = `h-${event.kind}`): GameHandler => ({ id, event, body });
const game = (...handlers: GameHandler[]): GameProgram => ({ version: 3, kind: 'game', handlers });
const move = (id: string, sprite: SpriteId, steps: number): Stmt => ({ id, op: 'sprite-move', sprite, steps });
const set = (id: string, sprite: SpriteId, property: 'x' | 'y' | 'direction' | 'speed', value: number): Stmt => ({
  id,
  op: 'sprite-set',
  sprite,
  property,
  value,
});
const score = (id: string, by = 1): Stmt => ({ id, op: 'score', by });
const catAt = (run: ReturnType<typeof runGame>, frame: number) => run.frames[frame]!.sprites.find((s) => s.id === 'cat')!;

describe('how sprites move', () => {
  it('has a sine table that agrees with Math.sin, and steps that round alike both ways', () => {
    for (let d = 0; d < 360; d++)
      expect(Math.abs(sin1e4(d) - Math.sin((d * Math.PI) / 180) * 10000)).toBeLessThanOrEqual(0.5);
    expect(stepAlong(90, 10)).toEqual({ dx: 10, dy: 0 });
    expect(stepAlong(0, 10)).toEqual({ dx: 0, dy: -10 });
    expect(stepAlong(180, 10)).toEqual({ dx: 0, dy: 10 });
    expect(stepAlong(270, 10)).toEqual({ dx: -10, dy: 0 });
    expect(stepAlong(45, 10)).toEqual({ dx: 7, dy: -7 });
    expect(stepAlong(30, 5)).toEqual({ dx: 3, dy: -4 });
    for (let d = 0; d < 360; d++)
      for (const n of [1, 3, 5, 20, 50]) {
        const { dx, dy } = stepAlong(d, n);
        // Mirrored left and right, and up and down; never -0.
        expect(stepAlong(360 - d, n).dx).toBe(0 - dx);
        expect(stepAlong(180 - d, n).dy).toBe(0 - dy);
        expect(Object.is(dx, -0) || Object.is(dy, -0)).toBe(false);
      }
  });
});

describe('the game engine', () => {
  it('runs "when the game starts" once, at frame 0, then plays every frame to maxFrames', () => {
    const run = runGame(scene([sprite('cat', 100, 200)]), game(on({ kind: 'start' }, [move('a', 'cat', 30)])), [], 60);
    expect(run.outcome).toBe('ended');
    expect(run.frames).toHaveLength(60);
    expect(run.frames.map((f) => f.frame)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    expect(catAt(run, 0)).toMatchObject({ x: 130, y: 200 });
    expect(catAt(run, 59)).toMatchObject({ x: 130, y: 200 });
    // One block, one step.
    expect(run.steps).toBe(1);
  });

  it("runs a frame's handlers in the events' order: start, key, tap, touch, tick; and each event's in the program's order", () => {
    const program = game(
      on({ kind: 'tick' }, [set('t', 'cat', 'x', 10)]),
      on({ kind: 'key', key: 'left' }, [set('k', 'cat', 'x', 20)]),
      on({ kind: 'start' }, [set('s', 'cat', 'x', 30)]),
      on({ kind: 'tap', sprite: 'cat' }, [set('p', 'cat', 'y', 40)]),
      on({ kind: 'tap', sprite: 'cat' }, [set('q', 'cat', 'y', 50)], 'second-tap'),
    );
    const spy = game(...program.handlers.filter((h) => h.event.kind !== 'tick'));
    const cat = scene([sprite('cat', 0, 0)]);
    // Without the tick, the start's 30 stays; with it, the tick comes last in the frame.
    expect(catAt(runGame(cat, spy, [], 1), 0).x).toBe(30);
    expect(catAt(runGame(cat, program, [], 1), 0).x).toBe(10);
    // At frame 2 the key (20) and the taps (40, then 50) run before the tick (10).
    const played = runGame(cat, spy, [{ frame: 2, key: 'left' }, { frame: 2, tap: 'cat' }], 3);
    expect(catAt(played, 1)).toMatchObject({ x: 30, y: 0 });
    expect(catAt(played, 2)).toMatchObject({ x: 20, y: 50 });
  });

  it('fires a key only in the frames it is pressed, and a tap only on a visible sprite', () => {
    const program = game(
      on({ kind: 'key', key: 'space' }, [score('a')]),
      on({ kind: 'tap', sprite: 'star' }, [score('b', 2)]),
      on({ kind: 'key', key: 'up' }, [{ id: 'c', op: 'sprite-show', sprite: 'star', shown: false }]),
    );
    const script: ScriptedInput[] = [
      { frame: 1, key: 'space' },
      { frame: 3, key: 'space' },
      { frame: 4, tap: 'star' },
      { frame: 5, key: 'up' },
      { frame: 6, tap: 'star' },
      { frame: 7, tap: 'cat' },
    ];
    const run = runGame(scene([sprite('cat', 50, 50), sprite('star', 300, 300)]), program, script, 10);
    expect(run.frames.map((f) => f.score)).toEqual([0, 1, 1, 2, 4, 4, 4, 4, 4, 4]);
  });

  it('moves each sprite by its speed along its direction after the handlers, stopping at the edge', () => {
    const run = runGame(
      scene([sprite('red-car', 380, 200, { speed: 3 }), sprite('ball', 200, 200, { direction: 180, speed: 0 })]),
      game(on({ kind: 'start' }, [set('a', 'ball', 'speed', 20)])),
      [],
      12,
    );
    const at = (frame: number, id: SpriteId) => run.frames[frame]!.sprites.find((s) => s.id === id)!;
    expect(at(0, 'red-car').x).toBe(383);
    expect(at(5, 'red-car').x).toBe(398);
    expect(at(6, 'red-car').x).toBe(400);
    expect(at(11, 'red-car').x).toBe(400);
    expect(at(0, 'ball').y).toBe(220);
    expect(at(9, 'ball').y).toBe(400);
  });

  it('fires a touch once per contact, at the next frame, and again only after they part', () => {
    // The cat runs right at 10 a frame through the star at x 200: they touch from x 170 to 230.
    const program = game(
      on({ kind: 'touch', sprite: 'star', other: 'cat' }, [score('a')]),
      on({ kind: 'key', key: 'left' }, [{ id: 'b', op: 'sprite-go', sprite: 'cat', x: 100, y: 200 }]),
    );
    const world = scene([sprite('cat', 100, 200, { speed: 10 }), sprite('star', 200, 200)]);
    const run = runGame(world, program, [{ frame: 20, key: 'left' }], 40);
    expect(run.contacts).toEqual([
      { frame: 6, sprites: ['cat', 'star'] },
      { frame: 26, sprites: ['cat', 'star'] },
    ]);
    // The handler runs in the frame after the contact began: the score shows it there.
    expect(run.frames[6]!.score).toBe(0);
    expect(run.frames[7]!.score).toBe(1);
    expect(run.frames[26]!.score).toBe(1);
    expect(run.frames[27]!.score).toBe(2);
    expect(run.frames.at(-1)!.score).toBe(2);
    expect(run.frames[6]!.touching).toEqual([['cat', 'star']]);
    expect(run.frames[13]!.touching).toEqual([]);
  });

  it('lets hidden sprites pass each other without touching, and asks "if touching" and "if visible" now', () => {
    const program = game(
      on({ kind: 'touch', sprite: 'cat', other: 'star' }, [score('a', 5)]),
      on({ kind: 'tick' }, [
        { id: 'b', op: 'if-touching', sprite: 'cat', other: 'dog', then: [score('c')] },
        { id: 'd', op: 'if-visible', sprite: 'star', then: [], else: [score('e', -1)] },
      ]),
    );
    const run = runGame(
      scene([sprite('cat', 100, 100), sprite('star', 110, 100, { visible: false }), sprite('dog', 120, 100)]),
      program,
      [],
      3,
    );
    // Each frame: +1 (the cat touches the dog), -1 (the star is hidden); the hidden star never touches.
    expect(run.frames.map((f) => f.score)).toEqual([0, 0, 0]);
    expect(run.contacts).toEqual([{ frame: 0, sprites: ['cat', 'dog'] }]);
  });

  it('counts the timer down and ends the game at 0', () => {
    const run = runGame(scene([sprite('cat', 0, 0)], { timerFrames: 45 }), game(), [], 1800);
    expect(run.frames).toHaveLength(45);
    expect(run.frames[0]!.framesLeft).toBe(44);
    expect(run.frames.at(-1)!.framesLeft).toBe(0);
    expect(sceneAtStart(scene([sprite('cat', 0, 0)], { timerFrames: 45 })).framesLeft).toBe(45);
  });

  it('stops a frame whose handlers take more than 200 steps, naming the handler that ran out', () => {
    // Repeat 10 { Repeat 10 { move } }: 10 checks + 10 × (10 checks + 10 moves) = 210 steps.
    const heavy: Stmt = {
      id: 'r1',
      op: 'repeat',
      times: 10,
      body: [{ id: 'r2', op: 'repeat', times: 10, body: [move('m', 'cat', 1)] }],
    };
    const run = runGame(scene([sprite('cat', 0, 200)]), game(on({ kind: 'start' }, [heavy], 'go')), [], 30);
    expect(run).toMatchObject({ outcome: 'timeout', overBudget: { frame: 0, handlerId: 'go' }, steps: 200 });
    expect(run.frames).toHaveLength(1);
    // Two handlers of 110 steps each share the frame's 200: the second runs out.
    const half: Stmt = { id: 'r', op: 'repeat', times: 5, body: [{ id: 'q', op: 'repeat', times: 10, body: [move('n', 'cat', 1)] }] };
    const shared = runGame(
      scene([sprite('cat', 0, 200)]),
      game(on({ kind: 'tick' }, [half], 'one'), on({ kind: 'tick' }, [{ ...half, id: 'r0' }], 'two')),
      [],
      30,
    );
    expect(shared).toMatchObject({ outcome: 'timeout', overBudget: { frame: 0, handlerId: 'two' }, steps: 200 });
    // 200 steps exactly is within the budget, every frame.
    const exact: Stmt = { id: 'e', op: 'repeat', times: 10, body: [{ id: 'f', op: 'repeat', times: 9, body: [move('g', 'cat', 1)] }] };
    const fits = runGame(scene([sprite('cat', 0, 200)]), game(on({ kind: 'tick' }, [exact])), [], 30);
    // 10 + 10 × (9 + 9) = 190, and the handler's own... every frame the same.
    expect(fits.outcome).toBe('ended');
    expect(fits.steps).toBe(30 * 190);
  });

  it('keeps a speech bubble for 2 seconds, or until the sprite says something else', () => {
    const run = runGame(
      scene([sprite('cat', 0, 0)]),
      game(
        on({ kind: 'start' }, [{ id: 'a', op: 'say', sprite: 'cat', phrase: 'hello' }]),
        on({ kind: 'key', key: 'space' }, [{ id: 'b', op: 'say', sprite: 'cat', phrase: 'meow' }]),
      ),
      [{ frame: 100, key: 'space' }],
      200,
    );
    const saying = run.frames.map((f) => f.sprites[0]!.saying);
    expect(saying.slice(0, SAY_FRAMES).every((s) => s === 'hello')).toBe(true);
    expect(saying[SAY_FRAMES]).toBeUndefined();
    expect(saying[100]).toBe('meow');
    expect(saying[100 + SAY_FRAMES - 1]).toBe('meow');
    expect(saying[100 + SAY_FRAMES]).toBeUndefined();
  });

  it('keeps properties in their range: a direction goes round, a speed stops at 0 and 20', () => {
    const run = runGame(
      scene([sprite('cat', 200, 200, { direction: 350 })]),
      game(
        on({ kind: 'start' }, [
          { id: 'a', op: 'sprite-turn', sprite: 'cat', dir: 'right', degrees: 30 },
          { id: 'b', op: 'sprite-change', sprite: 'cat', property: 'speed', by: 50 },
        ]),
        on({ kind: 'key', key: 'down' }, [
          { id: 'c', op: 'sprite-change', sprite: 'cat', property: 'direction', by: -50 },
          { id: 'd', op: 'sprite-change', sprite: 'cat', property: 'speed', by: -50 },
          { id: 'e', op: 'sprite-change', sprite: 'cat', property: 'x', by: 50 },
        ]),
      ),
      [{ frame: 1, key: 'down' }],
      2,
    );
    expect(catAt(run, 0)).toMatchObject({ direction: 20, speed: 20 });
    expect(catAt(run, 1)).toMatchObject({ direction: 330, speed: 0 });
  });

  it('goes to random spots from the seed: the same seed, the same spots; another seed, others', () => {
    const program = game(on({ kind: 'tick' }, [{ id: 'a', op: 'sprite-random', sprite: 'apple' }]));
    const spots = (seed: number) =>
      runGame(scene([sprite('apple', 0, 0)], { seed }), program, [], 50).frames.map((f) => [f.sprites[0]!.x, f.sprites[0]!.y]);
    expect(spots(3)).toEqual(spots(3));
    expect(spots(3)).not.toEqual(spots(4));
    for (const [x, y] of spots(3)) {
      expect(x).toBeGreaterThanOrEqual(24);
      expect(x).toBeLessThanOrEqual(376);
      expect(y).toBeGreaterThanOrEqual(24);
      expect(y).toBeLessThanOrEqual(376);
    }
  });

  it('runs functions called from handlers with the core control flow', () => {
    const program: GameProgram = {
      ...game(on({ kind: 'key', key: 'right' }, [{ id: 'c', op: 'call', name: 'hop' }])),
      functions: [{ name: 'hop', body: [{ id: 'r', op: 'repeat', times: 3, body: [move('m', 'cat', 10)] }, score('s')] }],
    };
    const run = runGame(scene([sprite('cat', 0, 200)]), program, [{ frame: 0, key: 'right' }, { frame: 4, key: 'right' }], 6);
    expect(catAt(run, 0).x).toBe(30);
    expect(catAt(run, 5)).toMatchObject({ x: 60 });
    expect(run.frames.at(-1)!.score).toBe(2);
    // call + 3 checks + 3 moves + score, twice.
    expect(run.steps).toBe(16);
  });

  it('plays step by step exactly as it replays: the same frames from the same keys and taps', () => {
    const program = game(
      on({ kind: 'key', key: 'left' }, [{ id: 'a', op: 'sprite-turn', sprite: 'red-car', dir: 'left', degrees: 15 }]),
      on({ kind: 'key', key: 'right' }, [{ id: 'b', op: 'sprite-turn', sprite: 'red-car', dir: 'right', degrees: 15 }]),
      on({ kind: 'touch', sprite: 'red-car', other: 'star' }, [score('c'), { id: 'd', op: 'sprite-random', sprite: 'star' }]),
      on({ kind: 'tap', sprite: 'star' }, [{ id: 'e', op: 'say', sprite: 'star', phrase: 'yay' }]),
    );
    const world = scene([sprite('red-car', 200, 350, { direction: 0, speed: 4 }), sprite('star', 210, 120)], {
      timerFrames: 300,
      seed: 11,
    });
    const script: ScriptedInput[] = [];
    for (let f = 10; f < 300; f += 17) script.push({ frame: f, key: f % 2 === 0 ? 'left' : 'right' });
    for (let f = 5; f < 300; f += 41) script.push({ frame: f, tap: 'star' });
    const replay = runGame(world, program, script, 400);

    const play = startGame(world, program, 400);
    const frames = [];
    for (let f = 0; !play.ended; f++) {
      const input: GameInput = {
        keys: script.flatMap((s) => (s.frame === f && 'key' in s ? [s.key] : [])),
        taps: script.flatMap((s) => (s.frame === f && 'tap' in s ? [s.tap] : [])),
      };
      frames.push(play.next(input));
    }
    expect(frames).toEqual(replay.frames);
    expect(play.run()).toEqual(replay);
    expect(replay.frames).toHaveLength(300);
    expect(replay.frames.at(-1)!.score).toBeGreaterThan(0);
    // After the end, a frame more plays nothing.
    expect(play.next({ keys: ['left'] })).toBe(frames.at(-1));
    expect(play.ended).toBe(true);
  });

  it('gives the same run for the same program, every time', () => {
    const program = game(on({ kind: 'tick' }, [{ id: 'a', op: 'sprite-random', sprite: 'ball' }, score('b')]));
    const world = scene([sprite('ball', 10, 10), sprite('cat', 200, 200)]);
    expect(runGame(world, program, [], 90)).toEqual(runGame(world, program, [], 90));
  });
});

describe('checking a game against its criteria', () => {
  const level = (criteria: Criterion[], more: Partial<GameLevel> = {}): GameLevel => ({
    kind: 'game',
    id: 'game-test',
    world: 'game',
    number: 1,
    title: 'Test',
    intro: 'Test.',
    hints: ['a', 'b', 'c'],
    toolbox: ['sprite-move', 'score', 'say', 'sprite-set', 'sprite-show'],
    events: ['start', 'key', 'tap', 'touch', 'tick'],
    maxBlocks: 20,
    idealBlocks: 5,
    scene: scene([sprite('cat', 100, 200), sprite('star', 280, 200)]),
    script: [{ frame: 70, key: 'right' }],
    maxFrames: 90,
    criteria,
    ...more,
  });
  const words = (l: GameLevel, program: GameProgram) => {
    const check = checkGame(l, program);
    return [check.outcome, describeGame(check, program, englishWords), describeGame(check, program, spanishWords)];
  };
  const walk = game(on({ kind: 'key', key: 'right' }, [move('a', 'cat', 50), move('b', 'cat', 50), move('c', 'cat', 50)]));

  it('is solved when every criterion is met', () => {
    const l = level([
      { type: 'has-handler', event: { kind: 'key', key: 'right' } },
      { type: 'moved', sprite: 'cat', distance: 150 },
      { type: 'touched', sprite: 'star', other: 'cat', times: 1 },
    ]);
    expect(words(l, walk)).toEqual(['solved', 'You did it! Your game works.', '¡Lo lograste! Tu juego funciona.']);
  });

  it('tells the first criterion not met, in the child’s words', () => {
    const [outcome, en, es] = words(level([{ type: 'score-reaches', score: 3 }, { type: 'moved', sprite: 'cat', distance: 1 }]), walk);
    expect(outcome).toBe('not-yet');
    expect(en).toBe('Your game never changes the score. Which block adds a point?');
    expect(es).toBe('Tu juego nunca cambia la puntuación. ¿Qué bloque suma un punto?');
    const some = game(on({ kind: 'start' }, [score('a', 2)]));
    expect(words(level([{ type: 'score-reaches', score: 3 }]), some)[1]).toBe(
      'Your score got to 2, and this game wants 3. Which block adds a point?',
    );
    expect(words(level([{ type: 'has-handler', event: { kind: 'key', key: 'left' } }]), walk).slice(1)).toEqual([
      'Your game has no “When the left arrow is pressed” block yet. Add one and put blocks under it.',
      'Tu juego todavía no tiene un bloque “Cuando se pulsa la flecha izquierda”. Agrega uno y pon bloques debajo.',
    ]);
    expect(words(level([{ type: 'moved', sprite: 'cat', distance: 200 }]), walk)[1]).toMatch(
      /^In your game, (the )?cat ends 150 steps from where it starts, and this game wants at least 200\. Which block moves it\?$/,
    );
    expect(words(level([{ type: 'touched', sprite: 'cat', other: 'star', times: 2 }]), walk)[1]).toMatch(
      /^In your game, (the )?cat touches (the )?star once, and this game wants 2\. How can they meet again\?$/,
    );
    expect(words(level([{ type: 'never-touched', sprite: 'cat', other: 'star' }]), walk)[2]).toMatch(
      /^En tu juego, (el )?(gato|cat) choca con (la )?(estrella|star)\. ¡Busca otro camino!$/,
    );
    expect(words(level([{ type: 'said', sprite: 'cat', phrase: 'you-win' }]), walk)[1]).toMatch(
      /^In your game, (the )?cat never says “[^”]+”\. Which block makes it talk\?$/,
    );
    expect(words(level([{ type: 'property-was', sprite: 'cat', property: 'speed', value: 3 }]), walk)[1]).toMatch(
      /^In your game, (the )?cat never has \w+ 3\. Which block sets it\?$/,
    );
    expect(words(level([{ type: 'property-was', sprite: 'star', property: 'visible', value: false }]), walk)[1]).toMatch(
      /^In your game, (the )?star never hides\. Which block shows or hides it\?$/,
    );
    expect(words(level([{ type: 'touched-before', sprite: 'cat', other: 'star', times: 1, frame: 60 }]), walk).slice(1)).toEqual([
      expect.stringMatching(/^In your game, (the )?cat crosses (the )?star no times in the first 2 seconds, and this game wants 1\. Can it go faster\?$/),
      expect.stringMatching(/^En tu juego, (el )?(gato|cat) cruza (la )?(estrella|star) ninguna vez en los primeros 2 segundos, y este juego pide 1\. ¿Puede ir más rápido\?$/),
    ]);
    expect(words(level([{ type: 'touched-before', sprite: 'cat', other: 'star', times: 2, frame: 30 }]), walk)[1]).toMatch(
      /crosses (the )?star no times in the first second, and this game wants 2\./,
    );
  });

  it('measures each criterion from the run', () => {
    const program = game(
      on({ kind: 'start' }, [{ id: 'a', op: 'say', sprite: 'cat', phrase: 'go' }, set('b', 'cat', 'speed', 4)]),
      on({ kind: 'touch', sprite: 'cat', other: 'star' }, [score('c'), { id: 'd', op: 'sprite-show', sprite: 'star', shown: false }]),
    );
    const met = (criterion: Criterion) => checkGame(level([criterion]), program).outcome;
    expect(met({ type: 'said', sprite: 'cat', phrase: 'go' })).toBe('solved');
    expect(met({ type: 'said', sprite: 'cat', phrase: 'yay' })).toBe('not-yet');
    expect(met({ type: 'property-was', sprite: 'cat', property: 'speed', value: 4 })).toBe('solved');
    expect(met({ type: 'property-was', sprite: 'star', property: 'visible', value: false })).toBe('solved');
    expect(met({ type: 'score-reaches', score: 1 })).toBe('solved');
    expect(met({ type: 'touched', sprite: 'star', other: 'cat', times: 1 })).toBe('solved');
    // The cat runs at 4 a frame from 100: it touches the star (x 280) past 240, at the end of frame 35.
    expect(met({ type: 'touched-before', sprite: 'cat', other: 'star', times: 1, frame: 36 })).toBe('solved');
    expect(met({ type: 'touched-before', sprite: 'cat', other: 'star', times: 1, frame: 35 })).toBe('not-yet');
    expect(met({ type: 'never-touched', sprite: 'cat', other: 'star' })).toBe('not-yet');
    expect(met({ type: 'has-handler', event: { kind: 'touch', sprite: 'star', other: 'cat' } })).toBe('solved');
  });

  it('does not judge a game that stopped over its budget, and names the handler', () => {
    const heavy: Stmt = { id: 'r', op: 'repeat', times: 10, body: [{ id: 'q', op: 'repeat', times: 10, body: [score('s')] }] };
    const program = game(on({ kind: 'key', key: 'right' }, [heavy], 'k'));
    const [outcome, en, es] = words(level([{ type: 'score-reaches', score: 1 }]), program);
    expect(outcome).toBe('timeout');
    expect(en).toBe(
      'Your game stopped: the blocks under “When the right arrow is pressed” take too many steps at once. Make a Repeat smaller, or take a block away.',
    );
    expect(es).toBe(
      'Tu juego se detuvo: los bloques de “Cuando se pulsa la flecha derecha” dan demasiados pasos a la vez. Haz más pequeño un Repetir, o quita un bloque.',
    );
  });

  it('asks for a function where the level does, and for a function made to be used', () => {
    const withFn: GameProgram = {
      ...game(on({ kind: 'start' }, [{ id: 'c', op: 'call', name: 'hop' }])),
      functions: [{ name: 'hop', body: [score('s')] }],
    };
    expect(checkGame(level([{ type: 'score-reaches', score: 1 }], { requires: ['function'] }), withFn).outcome).toBe('solved');
    const plain = game(on({ kind: 'start' }, [score('s')]));
    expect(checkGame(level([{ type: 'score-reaches', score: 1 }], { requires: ['function'] }), plain).outcome).toBe('needs-function');
    const unused: GameProgram = { ...plain, functions: [{ name: 'hop', body: [] }] };
    expect(checkGame(level([{ type: 'score-reaches', score: 1 }]), unused).outcome).toBe('unused-function');
  });
});

describe('the stage kinds list', () => {
  it('has the game, a kind with events, checked by its own check', () => {
    const l = { kind: 'game', id: 'game-x' } as GameLevel;
    expect(stageKindName(l)).toBe('game');
    expect(() => stageKindOf(l)).toThrow(/level game-x: a game has events: check it with its own check/);
    expect(stageKindName({ id: 'g', grid: ['SG'] } as never)).toBe('grid');
    expect(() => stageKindName({ id: 'x', kind: 'tune' } as never)).toThrow(/no stage kind "tune"/);
  });
});

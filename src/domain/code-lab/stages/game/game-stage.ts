// The Game Lab's engine, a stage kind with events (docs/product/code-lab.md#game-lab,
// docs/decisions/402-the-game-lab.md): a scene of sprites run 30 frames a second by the core's
// events (events.ts), the blocks through the shared interpreter (`execute`). Pure and
// deterministic: a frame is a number, chance is the scene's seeded generator, there is no clock,
// so a check on the page and its replay on the server give the same frames.
//
// One frame: the events that fire (the start at frame 0, the keys pressed and sprites tapped in
// this frame, the contacts that began at the end of the last frame, the tick), their handlers in
// that order, all of them within STEPS_PER_FRAME interpreter steps (more stops the game, naming
// the handler); then each sprite moves by its speed along its direction (whole units, stopping at
// the edge), speech bubbles older than 2 seconds go, the touching pairs are found (visible
// sprites closer than TOUCH_DISTANCE: a pair that was not touching a frame ago is a new contact,
// whose `touch` handlers run at the next frame), the timer counts down (at 0 the game ends), and
// the frame is kept for the page to draw.
import { startEvents, type EventProgram, type EventRunResult, type EventStageKind } from '../../events';
import { prng } from '../../prng';
import type { GameActions } from './game-world';
import { inRange, moveSprite, touches } from './game-motion';
import type { GameProgram } from './game-program';
import {
  FRAMES_PER_SECOND,
  GAME_KEYS,
  MAX_FRAMES,
  SCENE_SIZE,
  SPRITE_IDS,
  STEPS_PER_FRAME,
  type GameEvent,
  type GameFrame,
  type GameKey,
  type GameScene,
  type ScriptedInput,
  type SpriteId,
  type SpriteState,
} from './game-types';

/** An event as the core schedules it: its kind and what it names, as one string. */
export type GameEventKey =
  | 'start'
  | `key:${GameKey}`
  | `tap:${SpriteId}`
  | `touch:${SpriteId}:${SpriteId}`
  | 'tick';

function gameEventKey(event: GameEvent): GameEventKey {
  switch (event.kind) {
    case 'start':
    case 'tick':
      return event.kind;
    case 'key':
      return `key:${event.key}`;
    case 'tap':
      return `tap:${event.sprite}`;
    case 'touch':
      return `touch:${event.sprite}:${event.other}`;
  }
}

/** Every event the scene can fire, in the order a frame runs their handlers (GAME_EVENTS). */
const EVENT_KEYS: readonly GameEventKey[] = [
  'start',
  ...GAME_KEYS.map((key): GameEventKey => `key:${key}`),
  ...SPRITE_IDS.map((sprite): GameEventKey => `tap:${sprite}`),
  ...SPRITE_IDS.flatMap((a) =>
    SPRITE_IDS.filter((b) => b !== a).map((b): GameEventKey => `touch:${a}:${b}`),
  ),
  'tick',
];

/** A speech bubble shows for 2 seconds, or until the sprite says something else. */
export const SAY_FRAMES = 2 * FRAMES_PER_SECOND;
/** "Go to a random spot" keeps a sprite this far from the edges, so it is seen whole. */
const RANDOM_MARGIN = 24;

/** The keys pressed and the sprites tapped in one frame. */
export type GameInput = { keys?: readonly GameKey[]; taps?: readonly SpriteId[] };

/** A contact: two sprites that began to touch at the end of `frame` (in SPRITE_IDS order). */
type GameContact = { frame: number; sprites: readonly [SpriteId, SpriteId] };

/** A game played to its end, or as far as it went. */
export type GameRun = {
  /**
   * `ended`: its frames (or the timer) ran out; `timeout`: one frame's handlers took more than
   * STEPS_PER_FRAME steps, and the game stopped in that frame (`overBudget`).
   */
  outcome: 'ended' | 'timeout';
  /**
   * Every frame played, in order (the stopped frame last, as the handlers left it); only the last
   * one when the game kept `frames: 'last'`.
   */
  frames: GameFrame[];
  /** Every contact, in the order they began. */
  contacts: GameContact[];
  overBudget?: { frame: number; handlerId: string };
  /** Interpreter steps in all. */
  steps: number;
};

/**
 * A frame as it is played, before any copy: the live sprites (read them now; they change in the
 * next frame) and the score. A check watches every frame through this (game-check.ts).
 */
export type LiveFrame = { frame: number; sprites: readonly SpriteState[]; score: number };

/**
 * How a game keeps what it played. `frames: 'all'` (the page draws them) or `'last'` (the
 * server's replay: only the last frame, so a check of 900 frames makes no 900 copies); `watch`
 * sees every frame as it is played, whichever is kept.
 */
export type GameKeeping = { frames: 'all' | 'last'; watch?: (frame: LiveFrame) => void };

/** What one game run is given, and where it writes what happened. */
export type GameSetup = {
  scene: GameScene;
  /** At most MAX_FRAMES. */
  maxFrames: number;
  /** The keys and taps of a frame: the level's scripted player, or a child playing. */
  inputAt(frame: number): GameInput;
  record: { frames: GameFrame[]; contacts: GameContact[]; steps: number };
  keeping?: GameKeeping;
};

const rankOf = new Map(SPRITE_IDS.map((id, at) => [id, at]));

/**
 * The scene's sprites as a game starts, each property in its range as the engine keeps it. All
 * of one shape, `saying` included (undefined while silent), so the engine's hot code sees one
 * kind of object; a frame keeps copies without it (copyOf).
 */
const startSprites = (scene: GameScene): SpriteState[] =>
  scene.sprites.map((s) => ({
    id: s.id,
    costume: s.costume,
    x: inRange('x', s.x),
    y: inRange('y', s.y),
    direction: inRange('direction', s.direction),
    speed: inRange('speed', s.speed),
    visible: s.visible,
    saying: undefined,
  }));

/** The pairs of sprites touching now, each once, in SPRITE_IDS order (`ordered`: the sprites so sorted). */
function touchingPairs(ordered: readonly SpriteState[]): [SpriteId, SpriteId][] {
  const pairs: [SpriteId, SpriteId][] = [];
  for (let i = 0; i < ordered.length; i++)
    for (let j = i + 1; j < ordered.length; j++)
      if (touches(ordered[i]!, ordered[j]!)) pairs.push([ordered[i]!.id, ordered[j]!.id]);
  return pairs;
}

/** A sprite's state as a frame keeps it (what it says only while it says it). */
const copyOf = (s: SpriteState): SpriteState => {
  const copy: SpriteState = {
    id: s.id,
    costume: s.costume,
    x: s.x,
    y: s.y,
    direction: s.direction,
    speed: s.speed,
    visible: s.visible,
  };
  if (s.saying !== undefined) copy.saying = s.saying;
  return copy;
};

/**
 * A sprite by its id: a Map, with the last one asked kept at hand (a game's blocks mostly ask for
 * the same sprite again and again, up to 360,000 times a run).
 */
function spriteLookup(sprites: readonly SpriteState[]): { get(id: SpriteId): SpriteState | undefined } {
  const map = new Map(sprites.map((s) => [s.id, s]));
  let lastId: SpriteId | undefined;
  let last: SpriteState | undefined;
  return {
    get(id) {
      if (id !== lastId) {
        lastId = id;
        last = map.get(id);
      }
      return last;
    },
  };
}

const bySpriteId = (sprites: readonly SpriteState[]): SpriteState[] =>
  [...sprites].sort((a, b) => rankOf.get(a.id)! - rankOf.get(b.id)!);

/** The scene before its first frame, for the page to draw before a game starts. */
export function sceneAtStart(scene: GameScene): GameFrame {
  const sprites = startSprites(scene).map(copyOf);
  return {
    frame: -1,
    sprites,
    score: 0,
    ...(scene.timerFrames !== undefined ? { framesLeft: scene.timerFrames } : {}),
    touching: touchingPairs(bySpriteId(sprites)),
  };
}

export const gameStage: EventStageKind<GameSetup, GameEventKey> = {
  kind: 'game',
  events: EVENT_KEYS,
  // The run's ticks are bounded by its frames and each frame's budget.
  limits: { frames: MAX_FRAMES, stepsPerFrame: STEPS_PER_FRAME, maxTicks: MAX_FRAMES * STEPS_PER_FRAME },
  start(setup) {
    const { scene, record } = setup;
    const sprites = startSprites(scene);
    const ordered = bySpriteId(sprites);
    const byId = spriteLookup(sprites);
    /** The frame at which each sprite's speech bubble goes. */
    const sayEnds = new Map<SpriteId, number>();
    const rng = prng(scene.seed);
    let score = 0;
    let framesLeft = scene.timerFrames;
    let frameNow = 0;
    let steps = 0;
    record.steps = 0;
    /** The pairs touching at the end of the last frame: [i * n + j] for `ordered` i < j. */
    const n = ordered.length;
    let touchingBefore = new Uint8Array(n * n);
    let touchingNow = new Uint8Array(n * n);
    /** The contacts that began at the end of the last frame: their handlers run in this one. */
    let newContacts: [SpriteId, SpriteId][] = [];
    const fired: GameEventKey[] = [];

    const keepAll = setup.keeping?.frames !== 'last';
    const watch = setup.keeping?.watch;
    /** Keeps the frame as it is now: copies of the sprites. */
    const keepFrame = (touching: [SpriteId, SpriteId][]) => {
      record.steps = steps;
      const copies: SpriteState[] = [];
      for (let i = 0; i < sprites.length; i++) copies.push(copyOf(sprites[i]!));
      record.frames.push(
        framesLeft !== undefined
          ? { frame: frameNow, sprites: copies, score, framesLeft, touching }
          : { frame: frameNow, sprites: copies, score, touching },
      );
    };
    /** A frame has been played: the watch sees it, and it is kept unless only the last one is. */
    const played = (touching: [SpriteId, SpriteId][]) => {
      watch?.({ frame: frameNow, sprites, score });
      if (keepAll) keepFrame(touching);
    };

    const game: GameActions = {
      move(id, n) {
        const s = byId.get(id);
        if (s) moveSprite(s, n);
      },
      turn(id, dir, degrees) {
        const s = byId.get(id);
        if (s) s.direction = inRange('direction', s.direction + (dir === 'right' ? degrees : -degrees));
      },
      goTo(id, x, y) {
        const s = byId.get(id);
        if (!s) return;
        s.x = inRange('x', x);
        s.y = inRange('y', y);
      },
      goRandom(id) {
        const s = byId.get(id);
        if (!s) return;
        s.x = rng.int(RANDOM_MARGIN, SCENE_SIZE - RANDOM_MARGIN);
        s.y = rng.int(RANDOM_MARGIN, SCENE_SIZE - RANDOM_MARGIN);
      },
      set(id, property, value) {
        const s = byId.get(id);
        if (s) s[property] = inRange(property, value);
      },
      change(id, property, by) {
        const s = byId.get(id);
        if (s) s[property] = inRange(property, s[property] + by);
      },
      score(by) {
        score += by;
      },
      say(id, phrase) {
        const s = byId.get(id);
        if (!s) return;
        s.saying = phrase;
        sayEnds.set(id, frameNow + SAY_FRAMES);
      },
      show(id, shown) {
        const s = byId.get(id);
        if (s) s.visible = shown;
      },
      touching(id, other) {
        const a = byId.get(id);
        const b = byId.get(other);
        return a !== undefined && b !== undefined && a !== b && touches(a, b);
      },
      visible: (id) => byId.get(id)?.visible ?? false,
    };

    return {
      frames: Math.min(setup.maxFrames, MAX_FRAMES),
      world: {
        game,
        // Ada's actions and senses: a game program holds none of her blocks (its schema).
        forward: () => ({ goal: false }),
        turn: () => {},
        collect: () => false,
        setPen: () => {},
        setColor: () => {},
        moveEvent: () => 'move',
        holds: () => false,
        // No loop check in a handler (events.ts): the budget bounds it.
        stateCode: () => 0,
        stateRadix: 1,
        // A game keeps frames, not steps: a step only counts toward the budget.
        record: () => {
          steps += 1;
        },
        traceLength: () => steps,
      },
      eventsAt(frame) {
        frameNow = frame;
        const input = setup.inputAt(frame);
        // One list for every frame (the core reads it before the next frame asks again).
        fired.length = 0;
        if (frame === 0) fired.push('start');
        for (const key of input.keys ?? []) fired.push(`key:${key}`);
        for (const id of input.taps ?? []) if (byId.get(id)?.visible) fired.push(`tap:${id}`);
        for (const [a, b] of newContacts) fired.push(`touch:${a}:${b}`, `touch:${b}:${a}`);
        fired.push('tick');
        return fired;
      },
      endFrame(frame) {
        for (let i = 0; i < sprites.length; i++) {
          const s = sprites[i]!;
          if (s.speed > 0) moveSprite(s, s.speed);
          if (s.saying !== undefined && frame >= sayEnds.get(s.id)!) s.saying = undefined;
        }
        const touching: [SpriteId, SpriteId][] = [];
        if (newContacts.length > 0) newContacts = [];
        touchingNow.fill(0);
        for (let i = 0; i < n; i++) {
          const a = ordered[i]!;
          for (let j = i + 1; j < n; j++) {
            const b = ordered[j]!;
            if (!touches(a, b)) continue;
            const pair: [SpriteId, SpriteId] = [a.id, b.id];
            touching.push(pair);
            touchingNow[i * n + j] = 1;
            if (!touchingBefore[i * n + j]) {
              newContacts.push(pair);
              record.contacts.push({ frame, sprites: pair });
            }
          }
        }
        const before = touchingBefore;
        touchingBefore = touchingNow;
        touchingNow = before;
        if (framesLeft !== undefined) framesLeft = Math.max(0, framesLeft - 1);
        played(touching);
        return framesLeft === 0;
      },
      check(ran) {
        // A frame stopped over its budget is kept as its handlers left it (nothing moved yet);
        // a game that keeps only its last frame keeps it now.
        if (ran.outcome === 'timeout') {
          watch?.({ frame: frameNow, sprites, score });
          keepFrame(touchingPairs(ordered));
        } else if (!keepAll) keepFrame(touchingPairs(ordered));
        return { outcome: ran.outcome === 'goal' ? 'ended-short' : ran.outcome, trace: [], itemsCollected: 0 };
      },
    };
  },
};

/** A game program's handlers as the core's events. */
const eventProgram = (program: GameProgram): EventProgram<GameEventKey> => ({
  handlers: program.handlers.map((h) => ({ id: h.id, event: gameEventKey(h.event), body: h.body })),
  ...(program.functions ? { functions: program.functions } : {}),
});

/** A game being played a frame at a time (the page's free play with real keys and taps). */
export type GamePlay = {
  /**
   * Plays the next frame with the keys pressed and the sprites tapped in it, and gives the frame
   * to draw. Once the game has ended it plays nothing and gives the last frame again.
   */
  next(input?: GameInput): GameFrame;
  /** True once the frames or the timer ran out, or a frame went over its budget. */
  readonly ended: boolean;
  /** The game so far (whole once it has ended). */
  run(): GameRun;
};

/** A game's frames played one by one, and what it has played so far. */
type Playing = { play(input: GameInput): void; readonly ended: boolean; run(): GameRun };

function playing(scene: GameScene, program: GameProgram, maxFrames: number, keeping?: GameKeeping): Playing {
  let input: GameInput = {};
  const record: GameSetup['record'] = { frames: [], contacts: [], steps: 0 };
  const events = startEvents(
    gameStage,
    { scene, maxFrames, inputAt: () => input, record, ...(keeping ? { keeping } : {}) },
    eventProgram(program),
  );
  let result: EventRunResult | null = null;
  return {
    play(frameInput) {
      if (result) return;
      input = frameInput;
      result = events.step();
    },
    get ended() {
      return result !== null;
    },
    run: () => ({
      outcome: result?.outcome === 'timeout' ? 'timeout' : 'ended',
      frames: record.frames,
      contacts: record.contacts,
      ...(result?.overBudget ? { overBudget: result.overBudget } : {}),
      steps: result?.ticks ?? record.steps,
    }),
  };
}

/**
 * Starts a game on `scene` for at most `maxFrames` frames, every frame kept. A check's replay
 * (runGame) is this same play, given the scripted player's input frame by frame.
 */
export function startGame(scene: GameScene, program: GameProgram, maxFrames: number = MAX_FRAMES): GamePlay {
  const game = playing(scene, program, maxFrames);
  return {
    next(frameInput = {}) {
      game.play(frameInput);
      return game.run().frames.at(-1) ?? sceneAtStart(scene);
    },
    get ended() {
      return game.ended;
    },
    run: () => game.run(),
  };
}

/** A scripted player's keys and taps, by frame. */
function scriptByFrame(script: readonly ScriptedInput[]): Map<number, GameInput> {
  const byFrame = new Map<number, { keys: GameKey[]; taps: SpriteId[] }>();
  for (const input of script) {
    const at = byFrame.get(input.frame) ?? { keys: [], taps: [] };
    if ('key' in input) at.keys.push(input.key);
    else at.taps.push(input.tap);
    byFrame.set(input.frame, at);
  }
  return byFrame;
}

/**
 * Plays a game to its end with a scripted player: what "Check my game" shows and the server
 * replays (keeping only the last frame: `keeping`).
 */
export function runGame(
  scene: GameScene,
  program: GameProgram,
  script: readonly ScriptedInput[],
  maxFrames: number = MAX_FRAMES,
  keeping?: GameKeeping,
): GameRun {
  const game = playing(scene, program, maxFrames, keeping);
  const byFrame = scriptByFrame(script);
  const none: GameInput = {};
  for (let frame = 0; !game.ended; frame++) game.play(byFrame.get(frame) ?? none);
  return game.run();
}

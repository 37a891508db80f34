// Seeded random programs and levels for the Code Lab's property tests
// (src/domain/code-lab/interpreter.property.test.ts, content/code-lab/loops.test.ts, the Game
// Lab's game.property.test.ts, the Sound Lab's sound.property.test.ts), so a failure can be replayed from the seed in the test's name.
// Nothing in the app uses them.
import type { GridLevel } from './stages/grid/grid-level';
import type { Heading } from './level-types';
import type { PenLevel } from './stages/pen/pen-level';
import { PEN_STEPS, type TargetSegment } from './stages/pen/pen-geometry';
import {
  FUNCTION_NAMES,
  PEN_COLORS,
  PROGRAM_LIMITS,
  TURN_DEGREES,
  type Program,
  type Stmt,
} from './program';
import { PROPERTY_CHANGE, SCORE_CHANGE, SPRITE_STEPS, SPRITE_TURN_DEGREES, TUNE_FUNCTION_NAMES } from './blocks';
import { DRUMS, LENGTHS, NOTES, SOUND_PHRASES, TEMPOS } from './stages/sound/sound-types';
import type { TuneProgram } from './stages/sound/tune-program';
import { prng, type Rng } from './prng';
import type { PageProgram } from './stages/web/web-program';
import {
  MAX_LIST_ITEMS,
  MAX_WEB_PAGES,
  WEB_COLOURS,
  WEB_PICTURES,
  WEB_STARTER_IDS,
  WEB_STARTERS,
  WEB_WORD_LISTS,
  type WebPageNumber,
  type WebWord,
} from './stages/web/web-types';
import { GAME_PROGRAM_LIMITS, type GameProgram } from './stages/game/game-program';
import {
  COSTUMES,
  GAME_EVENTS,
  GAME_KEYS,
  MAX_FRAMES,
  MAX_SPRITES,
  PHRASES,
  PROPERTY_RANGES,
  SCENE_SIZE,
  SPRITE_IDS,
  SPRITE_PROPERTIES,
  type GameEvent,
  type GameScene,
  type ScriptedInput,
  type SpriteId,
} from './stages/game/game-types';

// The seeded generator lives in prng.ts (the Game Lab's "go to a random spot" uses it too).
export { prng, type Rng };

const HEADINGS: readonly Heading[] = ['north', 'east', 'south', 'west'];

export function randomLevel(rng: Rng, n: number): GridLevel {
  const width = rng.int(1, 8);
  const height = rng.int(width === 1 ? 2 : 1, 8);
  const cells = Array.from({ length: height }, () =>
    Array.from({ length: width }, (): string =>
      rng.next() < 0.3 ? '#' : rng.next() < 0.15 ? '*' : '.',
    ),
  );
  const spots = cells.flatMap((row, y) => row.map((_, x) => ({ x, y })));
  const start = rng.pick(spots);
  const goal = rng.pick(spots.filter((s) => s !== start));
  cells[start.y]![start.x] = 'S';
  cells[goal.y]![goal.x] = 'G';
  return {
    id: `random-${n}`,
    gameId: 'lost-finder',
    world: 'lost-finder',
    number: 1,
    title: 'Random',
    intro: 'Random.',
    hints: ['a', 'b', 'c'],
    grid: cells.map((row) => row.join('')),
    startDir: rng.pick(HEADINGS),
    toolbox: [],
    maxBlocks: 60,
    idealBlocks: 60,
  };
}

export function randomProgram(rng: Rng): Program {
  let nextId = 0;
  let budget = rng.int(0, PROGRAM_LIMITS.maxBlocks);
  const list = (depth: number): Stmt[] => {
    const out: Stmt[] = [];
    const length = rng.int(0, depth === 1 ? 12 : 4);
    for (let i = 0; i < length && budget > 0; i++) {
      budget -= 1;
      const id = `b${nextId++}`;
      const canNest = depth < PROGRAM_LIMITS.maxDepth;
      const roll = rng.int(0, canNest ? 8 : 3);
      if (roll === 0 || roll === 1) out.push({ id, op: 'forward' });
      else if (roll === 2) out.push({ id, op: 'turn', dir: rng.pick(['left', 'right'] as const) });
      else if (roll === 3) out.push({ id, op: 'collect' });
      else if (roll === 4 || roll === 5)
        out.push({ id, op: 'repeat', times: rng.int(2, 10), body: list(depth + 1) });
      else if (roll === 6) out.push({ id, op: 'until-goal', body: list(depth + 1) });
      else {
        const cond = rng.pick(['path-ahead', 'path-left', 'path-right', 'on-item'] as const);
        const then = list(depth + 1);
        out.push(
          rng.next() < 0.5
            ? { id, op: 'if', cond, then, else: list(depth + 1) }
            : { id, op: 'if', cond, then },
        );
      }
    }
    return out;
  };
  return { version: 1, body: list(1) };
}

/** A random pen level: paper up to 8 by 8, a start on it, a small random target. */
export function randomPenLevel(rng: Rng, n: number): PenLevel {
  const width = rng.int(1, 8);
  const height = rng.int(1, 8);
  const start = { x: rng.int(0, width), y: rng.int(0, height) };
  const target: TargetSegment[] = [];
  let at = start;
  for (let i = rng.int(0, 6); i > 0; i--) {
    const step = rng.pick(PEN_STEPS);
    const to = { x: at.x + step.x, y: at.y + step.y };
    if (to.x < 0 || to.y < 0 || to.x > width || to.y > height) continue;
    target.push({ from: at, to, color: rng.pick(PEN_COLORS) });
    at = to;
  }
  return {
    kind: 'pen',
    id: `random-pen-${n}`,
    world: 'pen',
    number: 1,
    title: 'Random',
    intro: 'Random.',
    hints: ['a', 'b', 'c'],
    size: { width, height },
    start,
    startDir: rng.pick(HEADINGS),
    target,
    colorMatters: rng.next() < 0.5,
    toolbox: [],
    maxBlocks: 60,
    idealBlocks: 60,
  };
}

/**
 * A random version 2 program: up to 3 functions (each called), calls in the program's lists,
 * the pen, colours and turns by 45, 90 or 135, besides version 1's blocks.
 */
export function randomProgramV2(rng: Rng): Program {
  let nextId = 0;
  let budget = rng.int(0, PROGRAM_LIMITS.maxBlocks - 3);
  const names = FUNCTION_NAMES.filter(() => rng.next() < 0.4).slice(0, 3);
  const uncalled = new Set(names);
  const list = (depth: number, inFunction: boolean): Stmt[] => {
    const out: Stmt[] = [];
    const length = rng.int(0, depth === 1 ? 10 : 4);
    for (let i = 0; i < length && budget > 0; i++) {
      budget -= 1;
      const id = `b${nextId++}`;
      const canNest = depth < PROGRAM_LIMITS.maxDepth;
      const roll = rng.int(0, canNest ? 11 : 6);
      if (roll <= 1) out.push({ id, op: 'forward' });
      else if (roll === 2)
        out.push({
          id,
          op: 'turn',
          dir: rng.pick(['left', 'right'] as const),
          degrees: rng.pick(TURN_DEGREES),
        });
      else if (roll === 3) out.push({ id, op: 'pen', down: rng.next() < 0.6 });
      else if (roll === 4) out.push({ id, op: 'color', color: rng.pick(PEN_COLORS) });
      else if (roll === 5) out.push({ id, op: 'collect' });
      else if (roll === 6 && !inFunction && names.length > 0) {
        const name = rng.pick(names);
        uncalled.delete(name);
        out.push({ id, op: 'call', name });
      } else if (roll === 7 || roll === 8)
        out.push({ id, op: 'repeat', times: rng.int(2, 10), body: list(depth + 1, inFunction) });
      else if (roll === 9) out.push({ id, op: 'until-goal', body: list(depth + 1, inFunction) });
      else if (roll >= 10) {
        const cond = rng.pick(['path-ahead', 'path-left', 'path-right', 'on-item'] as const);
        out.push({
          id,
          op: 'if',
          cond,
          then: list(depth + 1, inFunction),
          else: list(depth + 1, inFunction),
        });
      } else out.push({ id, op: 'forward' });
    }
    return out;
  };
  const functions = names.map((name) => ({ name, body: list(1, true) }));
  const body = list(1, false);
  // Every function is called at least once: the ones not called yet get a call at the end
  // (the budget keeps room for these 3 at most).
  for (const name of uncalled) body.push({ id: `b${nextId++}`, op: 'call', name });
  return functions.length > 0 ? { version: 2, functions, body } : { version: 2, body };
}

/**
 * A random game program for a scene of these sprites: up to 12 event blocks of every kind, the
 * game's blocks, repeats, ifs and up to 3 functions (each called from a handler), within the
 * limits of every program (60 blocks with the event blocks, depth 5), so its schema takes it.
 */
export function randomGameProgram(rng: Rng, sprites: readonly SpriteId[]): GameProgram {
  let nextId = 0;
  const names = FUNCTION_NAMES.filter(() => rng.next() < 0.3).slice(0, 3);
  const handlerCount = rng.int(0, GAME_PROGRAM_LIMITS.maxHandlers);
  // Room for the event blocks, a call of each function and a handler to call them from.
  let budget = rng.int(0, PROGRAM_LIMITS.maxBlocks - handlerCount - names.length - 1);
  const uncalled = new Set(names);
  const sprite = () => rng.pick(sprites);
  const other = (than: SpriteId) => rng.pick(sprites.filter((s) => s !== than));
  const list = (depth: number, inFunction: boolean): Stmt[] => {
    const out: Stmt[] = [];
    const length = rng.int(0, depth === 1 ? 6 : 3);
    for (let i = 0; i < length && budget > 0; i++) {
      budget -= 1;
      const id = `b${nextId++}`;
      const canNest = depth < PROGRAM_LIMITS.maxDepth;
      const roll = rng.int(0, canNest ? 14 : 10);
      const s = sprite();
      const property = rng.pick(SPRITE_PROPERTIES);
      if (roll === 0) out.push({ id, op: 'sprite-move', sprite: s, steps: rng.int(SPRITE_STEPS.min, SPRITE_STEPS.max) });
      else if (roll === 1)
        out.push({ id, op: 'sprite-turn', sprite: s, dir: rng.pick(['left', 'right'] as const), degrees: rng.pick(SPRITE_TURN_DEGREES) });
      else if (roll === 2) out.push({ id, op: 'sprite-go', sprite: s, x: rng.int(0, SCENE_SIZE), y: rng.int(0, SCENE_SIZE) });
      else if (roll === 3) out.push({ id, op: 'sprite-random', sprite: s });
      else if (roll === 4)
        out.push({ id, op: 'sprite-set', sprite: s, property, value: rng.int(PROPERTY_RANGES[property].min, PROPERTY_RANGES[property].max) });
      else if (roll === 5)
        out.push({ id, op: 'sprite-change', sprite: s, property, by: rng.int(PROPERTY_CHANGE.min, PROPERTY_CHANGE.max) });
      else if (roll === 6) out.push({ id, op: 'score', by: rng.int(SCORE_CHANGE.min, SCORE_CHANGE.max) });
      else if (roll === 7) out.push({ id, op: 'say', sprite: s, phrase: rng.pick(PHRASES) });
      else if (roll === 8) out.push({ id, op: 'sprite-show', sprite: s, shown: rng.next() < 0.5 });
      else if (roll === 9 && !inFunction && names.length > 0) {
        const name = rng.pick(names);
        uncalled.delete(name);
        out.push({ id, op: 'call', name });
      } else if (roll <= 10) out.push({ id, op: 'score', by: 1 });
      else if (roll <= 12) out.push({ id, op: 'repeat', times: rng.int(2, 10), body: list(depth + 1, inFunction) });
      else if (roll === 13 && sprites.length > 1)
        out.push({ id, op: 'if-touching', sprite: s, other: other(s), then: list(depth + 1, inFunction), else: list(depth + 1, inFunction) });
      else out.push({ id, op: 'if-visible', sprite: s, then: list(depth + 1, inFunction) });
    }
    return out;
  };
  const event = (): GameEvent => {
    const kind = rng.pick(GAME_EVENTS);
    switch (kind) {
      case 'start':
      case 'tick':
        return { kind };
      case 'key':
        return { kind, key: rng.pick(GAME_KEYS) };
      case 'tap':
        return { kind, sprite: sprite() };
      case 'touch': {
        const s = sprite();
        return sprites.length > 1 ? { kind, sprite: s, other: other(s) } : { kind: 'tick' };
      }
    }
  };
  const functions = names.map((name) => ({ name, body: list(1, true) }));
  const handlers = Array.from({ length: handlerCount }, () => ({ id: `h${nextId++}`, event: event(), body: list(1, false) }));
  // Every function is called at least once: from the last handler (there is one when there are functions).
  if (uncalled.size > 0 && handlers.length === 0) handlers.push({ id: `h${nextId++}`, event: { kind: 'start' }, body: [] });
  for (const name of uncalled) handlers.at(-1)!.body.push({ id: `b${nextId++}`, op: 'call', name });
  return functions.length > 0 ? { version: 3, kind: 'game', handlers, functions } : { version: 3, kind: 'game', handlers };
}

/** A random scene: 1 to MAX_SPRITES sprites anywhere, facing anywhere, some moving, a timer now and then. */
export function randomScene(rng: Rng): GameScene {
  const ids = SPRITE_IDS.filter(() => rng.next() < 0.5).slice(0, MAX_SPRITES);
  const sprites = (ids.length > 0 ? ids : [SPRITE_IDS[0]]).map((id) => ({
    id,
    costume: rng.pick(COSTUMES),
    x: rng.int(0, SCENE_SIZE),
    y: rng.int(0, SCENE_SIZE),
    direction: rng.int(0, 359),
    speed: rng.next() < 0.5 ? 0 : rng.int(0, 20),
    visible: rng.next() < 0.8,
  }));
  return rng.next() < 0.3
    ? { sprites, seed: rng.int(0, 2 ** 31), timerFrames: rng.int(1, MAX_FRAMES) }
    : { sprites, seed: rng.int(0, 2 ** 31) };
}

/** A random scripted player: keys and taps of the scene's sprites at frames before `frames`. */
export const randomScript = (rng: Rng, sprites: readonly SpriteId[], frames: number): ScriptedInput[] =>
  Array.from({ length: rng.int(0, 40) }, () =>
    rng.next() < 0.6 ? { frame: rng.int(0, frames - 1), key: rng.pick(GAME_KEYS) } : { frame: rng.int(0, frames - 1), tap: rng.pick(sprites) },
  );

/**
 * A random tune: the sound's blocks, repeats (nested up to the depth limit), togethers (never one
 * inside another) and up to 3 functions (each called from the body), within the limits of every
 * program (60 blocks, depth 5), so its schema takes it. Deep repeats make tunes far over 2,000
 * sounds too.
 */
export function randomTune(rng: Rng): TuneProgram {
  let nextId = 0;
  let budget = rng.int(0, PROGRAM_LIMITS.maxBlocks - 3);
  const names = TUNE_FUNCTION_NAMES.filter(() => rng.next() < 0.4).slice(0, 3);
  const uncalled = new Set(names);
  const list = (depth: number, inFunction: boolean, inTogether: boolean): Stmt[] => {
    const out: Stmt[] = [];
    const length = rng.int(0, depth === 1 ? 10 : 4);
    for (let i = 0; i < length && budget > 0; i++) {
      budget -= 1;
      const id = `b${nextId++}`;
      const canNest = depth < PROGRAM_LIMITS.maxDepth;
      const roll = rng.int(0, canNest ? 11 : 7);
      if (roll <= 2) out.push({ id, op: 'play-note', note: rng.pick(NOTES), length: rng.pick(LENGTHS) });
      else if (roll === 3) out.push({ id, op: 'play-drum', drum: rng.pick(DRUMS), length: rng.pick(LENGTHS) });
      else if (roll === 4) out.push({ id, op: 'rest', length: rng.pick(LENGTHS) });
      else if (roll === 5) out.push({ id, op: 'tempo', bpm: rng.pick(TEMPOS) });
      else if (roll === 6) out.push({ id, op: 'sound-say', phrase: rng.pick(SOUND_PHRASES) });
      else if (roll === 7 && !inFunction && callable(inTogether).length > 0) {
        const name = rng.pick(callable(inTogether));
        uncalled.delete(name);
        out.push({ id, op: 'call', name });
      } else if (roll >= 8 && roll <= 9)
        out.push({ id, op: 'repeat', times: rng.int(2, 10), body: list(depth + 1, inFunction, inTogether) });
      else if (roll >= 10 && !inTogether)
        out.push({
          id,
          op: 'together',
          first: list(depth + 1, inFunction, true),
          second: list(depth + 1, inFunction, true),
        });
      else out.push({ id, op: 'play-note', note: rng.pick(NOTES), length: 'quarter' });
    }
    return out;
  };
  const functions = names.map((name) => ({ name, body: list(1, true, false) }));
  // A function that plays together is never used inside a together (two voices at most).
  const together = new Set(
    functions.filter((f) => JSON.stringify(f.body).includes('"op":"together"')).map((f) => f.name),
  );
  function callable(inTogether: boolean) {
    return inTogether ? names.filter((name) => !together.has(name)) : names;
  }
  const body = list(1, false, false);
  for (const name of uncalled) body.push({ id: `b${nextId++}`, op: 'call', name });
  return functions.length > 0 ? { version: 4, kind: 'tune', functions, body } : { version: 4, kind: 'tune', body };
}

/**
 * A seeded random web page program the schema takes (docs/product/code-lab.md#web-lab): 1 to 3
 * pages, any colours, every block of the page's, texts from their lists, links to its pages.
 */
export function randomPageProgram(rng: Rng): PageProgram {
  let nextId = 0;
  let budget = rng.int(0, PROGRAM_LIMITS.maxBlocks - 3);
  const pages = rng.int(1, MAX_WEB_PAGES);
  const text = () => {
    const starter = rng.pick(WEB_STARTER_IDS);
    return { starter, word: rng.pick(WEB_WORD_LISTS[WEB_STARTERS[starter]] as readonly WebWord[]) };
  };
  const list = (depth: number): Stmt[] => {
    const out: Stmt[] = [];
    const length = rng.int(0, depth === 1 ? 8 : 4);
    for (let i = 0; i < length && budget > 0; i++) {
      budget -= 1;
      const id = `w${nextId++}`;
      const roll = rng.int(0, depth < PROGRAM_LIMITS.maxDepth - 1 ? 6 : 4);
      if (roll === 0) out.push({ id, op: 'web-heading', size: rng.pick(['big', 'small'] as const), ...text() });
      else if (roll === 1) out.push({ id, op: 'web-paragraph', ...text() });
      else if (roll === 2) out.push({ id, op: 'web-picture', picture: rng.pick(WEB_PICTURES) });
      else if (roll === 3) out.push({ id, op: 'web-link', ...text(), page: rng.int(1, pages) as WebPageNumber });
      else if (roll === 4) {
        const items: Stmt[] = [];
        for (let n = rng.int(0, MAX_LIST_ITEMS); n > 0 && budget > 0; n--, budget--)
          items.push({ id: `w${nextId++}`, op: 'web-item', ...text() });
        out.push({ id, op: 'web-list', items });
      } else out.push({ id, op: 'web-box', direction: rng.pick(['row', 'column'] as const), body: list(depth + 1) });
    }
    return out;
  };
  return {
    version: 5,
    kind: 'page',
    pages: Array.from({ length: pages }, () => ({
      ...(rng.next() < 0.7 ? { title: text() } : {}),
      background: rng.pick(WEB_COLOURS),
      color: rng.pick(WEB_COLOURS),
      body: list(1),
    })),
  };
}

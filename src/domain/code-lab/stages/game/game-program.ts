// A game's program (docs/product/code-lab.md#game-lab): its own shape, beside Ada's (program.ts,
// whose versions 1 and 2 stay as they are). `{version: 3, kind: 'game', sprites?, handlers,
// functions?}`: each handler is an event block with the blocks it runs; the functions are made
// and called as in version 2. The same limits as every program (60 blocks, the handlers
// counted, depth 5 with a handler's top at 1, 8 KB, ids unique, at most 3 functions, no call
// inside a function), at most 12 handlers and MAX_SPRITES sprites. One zod schema for the web
// and the server, marked pure like program.ts's. Unknown keys are an error: a program is code.
import { z } from 'zod';
import { blockLabel, kindOf, type BlockKind, type Stmt } from '../../blocks';
import {
  blockId,
  functionName,
  issueMessage,
  limitProblemOf,
  sizeProblem,
  stmtSchemaOf,
  walkLists,
  type FunctionDef,
  type LevelCheck,
  type ProgramUse,
  type StmtList,
  type WalkedStmt,
} from '../../program';
import { EVENT_BLOCKS, spritesOfEvent } from './game-events';
import type { GameLevel } from './game-level';
import {
  COSTUMES,
  GAME_KEYS,
  MAX_SPRITES,
  PROPERTY_RANGES,
  SPRITE_IDS,
  type GameEvent,
  type SpriteId,
  type SpriteStart,
} from './game-types';

/** `when <event>`: the blocks to run each time it fires. `id` is the event block's own id. */
export type GameHandler = { id: string; event: GameEvent; body: Stmt[] };

export type GameProgram = {
  version: 3;
  kind: 'game';
  /** The studio's own scene; on a level the scene is the level's, and a program has none. */
  sprites?: SpriteStart[];
  handlers: GameHandler[];
  functions?: FunctionDef[];
};

export const GAME_PROGRAM_LIMITS = {
  /** Event blocks a program may have. */
  maxHandlers: 12,
  maxSprites: MAX_SPRITES,
} as const;

/** A game's statement lists: each handler's body, then each function's. */
const gameLists = (program: GameProgram): StmtList[] => [
  ...program.handlers.map((h) => ({ list: h.body, handler: h.id })),
  ...(program.functions ?? []).map((f) => ({ list: f.body, fn: f.name })),
];

/** Every statement of a game with its depth (a handler's top is 1), handler by handler, then each function. */
export const walkGame = (program: GameProgram): Generator<WalkedStmt> => walkLists(gameLists(program));

/** Blocks of a game: each event block one, and every statement (a function's once, each call one). */
export function countGameBlocks(program: GameProgram): number {
  let n = program.handlers.length;
  for (const _ of walkGame(program)) n += 1;
  return n;
}

/** The functions a game makes and never calls. */
export function uncalledGameFunctions(program: GameProgram): FunctionDef['name'][] {
  const called = new Set<string>();
  for (const { stmt, fn } of walkGame(program)) if (stmt.op === 'call' && !fn) called.add(stmt.name);
  return (program.functions ?? []).map((f) => f.name).filter((name) => !called.has(name));
}

/** The game with no handler yet: a level's start, or the studio's with its sprites. */
export const emptyGameProgram = (sprites?: SpriteStart[]): GameProgram =>
  sprites ? { version: 3, kind: 'game', sprites, handlers: [] } : { version: 3, kind: 'game', handlers: [] };

/** The sprites a statement names (an action's, an if's). */
function spritesOfStmt(stmt: Stmt): SpriteId[] {
  const s = stmt as { sprite?: SpriteId; other?: SpriteId };
  return [...(s.sprite ? [s.sprite] : []), ...(s.other ? [s.other] : [])];
}

/** Every sprite the program names, with the block (event or statement) that names it. */
function* namedSprites(program: GameProgram): Generator<{ sprite: SpriteId; blockId: string }> {
  for (const h of program.handlers)
    for (const sprite of spritesOfEvent(h.event)) yield { sprite, blockId: h.id };
  for (const { stmt } of walkGame(program))
    for (const sprite of spritesOfStmt(stmt)) yield { sprite, blockId: stmt.id };
}

const whole = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const spriteId = /* @__PURE__ */ z.enum(SPRITE_IDS, {
  error: `a sprite is one of ${SPRITE_IDS.join(', ')}`,
});

const gameEventSchema = /* @__PURE__ */ z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('start') }),
    z.strictObject({
      kind: z.literal('key'),
      key: z.enum(GAME_KEYS, { error: `a key is one of ${GAME_KEYS.join(', ')}` }),
    }),
    z.strictObject({ kind: z.literal('tap'), sprite: spriteId }),
    z.strictObject({ kind: z.literal('touch'), sprite: spriteId, other: spriteId }),
    z.strictObject({ kind: z.literal('tick') }),
  ],
  { error: 'an event is start, key, tap, touch or tick' },
);

const range = (name: keyof typeof PROPERTY_RANGES) =>
  whole(
    PROPERTY_RANGES[name].min,
    PROPERTY_RANGES[name].max,
    `a sprite's ${name} is a whole number from ${PROPERTY_RANGES[name].min} to ${PROPERTY_RANGES[name].max}`,
  );

const spriteStartSchema = /* @__PURE__ */ z.strictObject({
  id: spriteId,
  costume: z.enum(COSTUMES, { error: `a costume is one of ${COSTUMES.join(', ')}` }),
  x: range('x'),
  y: range('y'),
  direction: range('direction'),
  speed: range('speed'),
  visible: z.boolean({ error: 'visible is true or false' }),
});

/** What is wrong with a well-formed game's size, ids, functions, sprites or numbers (null: nothing). */
function gameProblem(program: GameProgram, use: ProgramUse): string | null {
  const { maxHandlers, maxSprites } = GAME_PROGRAM_LIMITS;
  if (program.handlers.length > maxHandlers)
    return `"program" has ${program.handlers.length} event blocks; at most ${maxHandlers} are allowed.`;
  const sprites = program.sprites ?? [];
  if (sprites.length > maxSprites)
    return `"program" has ${sprites.length} sprites; at most ${maxSprites} are allowed.`;
  const ids = new Set<SpriteId>();
  for (const s of sprites) {
    if (ids.has(s.id)) return `"program" has two sprites called '${s.id}'.`;
    ids.add(s.id);
  }
  const limits = limitProblemOf(
    gameLists(program),
    program.functions ?? [],
    use,
    program.handlers.map((h) => h.id),
  );
  if (limits) return limits;
  for (const h of program.handlers)
    if (h.event.kind === 'touch' && h.event.sprite === h.event.other)
      return `"program": the event block "${h.id}" waits for the ${h.event.sprite} to touch itself.`;
  for (const { stmt } of walkGame(program)) {
    if (stmt.op === 'if-touching' && stmt.sprite === stmt.other)
      return `"program": the block "${stmt.id}" asks if the ${stmt.sprite} touches itself.`;
    if (stmt.op === 'sprite-set') {
      const { min, max } = PROPERTY_RANGES[stmt.property];
      if (stmt.value < min || stmt.value > max)
        return `"program": the block "${stmt.id}" sets the ${stmt.sprite}'s ${stmt.property} to ${stmt.value}; it is a whole number from ${min} to ${max}.`;
    }
  }
  // The studio's scene: every sprite the program names is in it.
  if (program.sprites) {
    for (const { sprite, blockId: id } of namedSprites(program))
      if (!ids.has(sprite))
        return `"program" names the ${sprite} ("${id}"), and its scene has no ${sprite}.`;
  }
  return null;
}

const gameProgramSchemaFor = (use: ProgramUse): z.ZodType<GameProgram> =>
  z
    .strictObject({
      version: z.literal(3, { error: 'a game program has version 3' }),
      kind: z.literal('game', { error: "a game program has kind 'game'" }),
      sprites: z.array(spriteStartSchema).optional(),
      handlers: z.array(
        z.strictObject({ id: blockId, event: gameEventSchema, body: z.array(stmtSchemaOf(3)) }),
      ),
      functions: z
        .array(z.strictObject({ name: functionName, body: z.array(stmtSchemaOf(3)) }))
        .optional(),
    })
    .superRefine((program, ctx) => {
      const problem = gameProblem(program as GameProgram, use);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }) as unknown as z.ZodType<GameProgram>;

/** A game to run or solve: every rule. */
export const gameProgramSchema = /* @__PURE__ */ gameProgramSchemaFor('run');
/** A game kept while it is written (a draft): a function may wait to be used. */
export const draftGameProgramSchema = /* @__PURE__ */ gameProgramSchemaFor('draft');

export type GameProgramCheck = { ok: true; program: GameProgram } | { ok: false; message: string };

/** Validates anything as a game program, the size first (as parseProgram does). */
export function parseGameProgram(value: unknown, use: ProgramUse = 'run'): GameProgramCheck {
  const tooBig = sizeProblem(value);
  if (tooBig) return { ok: false, message: tooBig };
  const parsed = (use === 'run' ? gameProgramSchema : draftGameProgramSchema).safeParse(value);
  return parsed.success
    ? { ok: true, program: parsed.data }
    : { ok: false, message: issueMessage(parsed.error) };
}

/**
 * A level's rules for a game: the level's scene (a program brings no sprites of its own, and
 * names only the scene's), only its event blocks and its toolbox's blocks, functions only where
 * the toolbox has "Use a function", at most its maxBlocks.
 */
export function checkGameForLevel(
  level: GameLevel,
  program: GameProgram,
  use: ProgramUse = 'run',
): LevelCheck {
  if (program.sprites)
    return {
      ok: false,
      message: `"program" brings its own "sprites"; on level ${level.id} the scene is the level's: leave them out.`,
    };
  const limits = gameProblem(program, use);
  if (limits) return { ok: false, message: limits };
  for (const h of program.handlers)
    if (!level.events.includes(h.event.kind))
      return {
        ok: false,
        message: `"program" uses a "${EVENT_BLOCKS[h.event.kind].label}" block ("${h.id}"), and level ${level.id} has no such block.`,
      };
  const allowed = new Set<BlockKind>(level.toolbox);
  if ((program.functions ?? []).length > 0 && !allowed.has('call'))
    return { ok: false, message: `"program" makes a function, and level ${level.id} has none.` };
  for (const { stmt } of walkGame(program)) {
    const kind = kindOf(stmt);
    if (!allowed.has(kind))
      return {
        ok: false,
        message: `"program" uses a "${blockLabel(kind)}" block ("${stmt.id}"), and level ${level.id} has no such block.`,
      };
  }
  const scene = new Set(level.scene.sprites.map((s) => s.id));
  for (const { sprite, blockId: id } of namedSprites(program))
    if (!scene.has(sprite))
      return {
        ok: false,
        message: `"program" names the ${sprite} ("${id}"), and level ${level.id} has no ${sprite} in its scene.`,
      };
  const blocks = countGameBlocks(program);
  if (blocks > level.maxBlocks)
    return {
      ok: false,
      message: `"program" has ${blocks} blocks; level ${level.id} allows at most ${level.maxBlocks}.`,
    };
  return { ok: true };
}

/**
 * The game studio's rules for a well-formed game (the page's zod-free reading of a game kept on
 * the device; the server's schema says the same): it brings its own scene, and keeps every game
 * limit. Null: nothing is wrong.
 */
export function studioGameProblem(program: GameProgram, use: ProgramUse = 'draft'): string | null {
  if (!program.sprites) return '"program" has no "sprites": a game from the studio brings its own scene.';
  return gameProblem(program, use);
}

/** Whether a value says it is a game program (its kind, or version 3 with handlers), for the words that refuse it. */
export function looksLikeGame(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { version?: unknown; kind?: unknown };
  return v.kind === 'game' || (v.version === 3 && 'handlers' in v);
}

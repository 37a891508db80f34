// A game's handlers in the editor (docs/decisions/402-the-game-lab.md#the-level-page), pure like
// the editor's model (editor/program-model.ts, which edits the blocks inside each handler's body):
// adding an event block the level offers, picking its key or sprites from the scene, moving and
// deleting it, and setting a game block's values from its lists. Nothing here mutates.
import { BLOCKS, childLists, type Stmt } from '../../../../../domain/code-lab/blocks';
import { EVENT_BLOCKS, sameEvent } from '../../../../../domain/code-lab/stages/game/game-events';
import {
  GAME_PROGRAM_LIMITS,
  type GameHandler,
  type GameProgram,
} from '../../../../../domain/code-lab/stages/game/game-program';
import {
  GAME_KEYS,
  PROPERTY_RANGES,
  type GameEvent,
  type GameEventKind,
  type SpriteId,
  type SpriteProperty,
} from '../../../../../domain/code-lab/stages/game/game-types';
import {
  countProgramBlocks,
  endSlot,
  freshId,
  handlerOfPath,
  handlerPath,
  updateBlock,
  type Edit,
  type EditRules,
  type Slot,
} from '../../editor/program-model';

/** A game's editing rules: the blocks', and the event blocks the level offers. */
export type GameEditRules = EditRules & { events: readonly GameEventKind[] };

export type HandlerCheck =
  { ok: true } | { ok: false; reason: 'not-in-level' | 'full' | 'too-many' | 'no-sprites' };

/** How many sprites an event names (a tap one, a touch two): the scene must have them. */
const spritesNeeded: Record<GameEventKind, number> = {
  start: 0,
  key: 0,
  tap: 1,
  touch: 2,
  tick: 0,
};

/** Whether an event block of this kind may be added (the area that adds them says why not). */
export function canAddHandler(
  program: GameProgram,
  kind: GameEventKind,
  rules: GameEditRules,
): HandlerCheck {
  if (!rules.events.includes(kind)) return { ok: false, reason: 'not-in-level' };
  if ((rules.sprites ?? []).length < spritesNeeded[kind])
    return { ok: false, reason: 'no-sprites' };
  if (program.handlers.length >= GAME_PROGRAM_LIMITS.maxHandlers)
    return { ok: false, reason: 'too-many' };
  if (countProgramBlocks(program) >= rules.maxBlocks) return { ok: false, reason: 'full' };
  return { ok: true };
}

/**
 * The event a new handler of this kind waits for: the first key, sprite or pair of the scene's
 * sprites that no handler waits for yet (else the first), so two taps of "When a key is pressed"
 * give the left and the right arrow.
 */
export function newEvent(
  program: GameProgram,
  kind: GameEventKind,
  sprites: readonly SpriteId[],
): GameEvent {
  const candidates: GameEvent[] =
    kind === 'key'
      ? GAME_KEYS.map((key) => ({ kind, key }))
      : kind === 'tap'
        ? sprites.map((sprite) => ({ kind, sprite }))
        : kind === 'touch'
          ? sprites.flatMap((sprite, i) =>
              sprites.slice(i + 1).map((other) => ({ kind, sprite, other })),
            )
          : [EVENT_BLOCKS[kind].make()];
  const free = candidates.find((event) => !program.handlers.some((h) => sameEvent(h.event, event)));
  return free ?? candidates[0] ?? EVENT_BLOCKS[kind].make();
}

/** How many blocks are under an event block (inside its repeats and ifs too). */
export function blocksUnder(handler: GameHandler): number {
  const count = (list: readonly Stmt[]): number =>
    list.reduce((n, s) => n + 1 + childLists(s).reduce((m, l) => m + count(l), 0), 0);
  return count(handler.body);
}

/** Adds an event block at the end; the insertion point goes under it, so the next blocks fill it. */
export function addHandler(
  program: GameProgram,
  slot: Slot,
  kind: GameEventKind,
  rules: GameEditRules,
): Edit<GameProgram> {
  if (!canAddHandler(program, kind, rules).ok) return { program, slot };
  const handler: GameHandler = {
    id: freshId(program),
    event: newEvent(program, kind, rules.sprites ?? []),
    body: [],
  };
  return {
    program: { ...program, handlers: [...program.handlers, handler] },
    slot: { path: handlerPath(handler.id), index: 0 },
    blockId: handler.id,
  };
}

/**
 * Takes an event block out with the blocks under it. The insertion point goes to the end of the
 * event block before it (else the one after, else nowhere), when it was inside.
 */
export function deleteHandler(program: GameProgram, slot: Slot, id: string): Edit<GameProgram> {
  const at = program.handlers.findIndex((h) => h.id === id);
  if (at === -1) return { program, slot };
  const handlers = program.handlers.filter((h) => h.id !== id);
  const next: GameProgram = { ...program, handlers };
  if (handlerOfPath(slot.path) !== id) return { program: next, slot };
  const near = handlers[at - 1] ?? handlers[at];
  return {
    program: next,
    slot: near ? { path: handlerPath(near.id), index: near.body.length } : endSlot(next),
  };
}

/** Moves an event block one place up or down among the event blocks (their order is the order a frame runs them in). */
export function moveHandler(
  program: GameProgram,
  id: string,
  direction: 'up' | 'down',
): Edit<GameProgram> | null {
  const at = program.handlers.findIndex((h) => h.id === id);
  const to = at + (direction === 'down' ? 1 : -1);
  if (at === -1 || to < 0 || to >= program.handlers.length) return null;
  const handlers = [...program.handlers];
  [handlers[at], handlers[to]] = [handlers[to]!, handlers[at]!];
  return {
    program: { ...program, handlers },
    slot: { path: handlerPath(id), index: 0 },
    blockId: id,
  };
}

/**
 * An event block's key or sprites. A sprite must be in the scene; a touch of a sprite and itself
 * takes the other sprite the first one had (the two swap).
 */
export function setHandlerEvent(
  program: GameProgram,
  id: string,
  event: GameEvent,
  sprites: readonly SpriteId[],
): GameProgram {
  const handler = program.handlers.find((h) => h.id === id);
  if (!handler || handler.event.kind !== event.kind) return program;
  let next = event;
  if (next.kind === 'tap' && !sprites.includes(next.sprite)) return program;
  if (next.kind === 'touch') {
    if (!sprites.includes(next.sprite) || !sprites.includes(next.other)) return program;
    const was = handler.event as Extract<GameEvent, { kind: 'touch' }>;
    if (next.sprite === next.other)
      next =
        next.sprite === was.sprite
          ? { ...next, sprite: was.other }
          : { ...next, other: was.sprite };
    if (next.sprite === next.other) return program;
  }
  return {
    ...program,
    handlers: program.handlers.map((h) => (h.id === id ? { ...h, event: next } : h)),
  };
}

/** The values a game block's setting can take, by the setting's name (its field in block-definitions.ts). */
export type SettingName =
  'sprite' | 'other' | 'steps' | 'degrees' | 'x' | 'y' | 'property' | 'value' | 'by' | 'phrase';

/** Each game block's settings, in the order a child reads them ("Set the cat's speed to 3"). */
export const SETTINGS: Partial<Record<Stmt['op'], readonly SettingName[]>> = {
  'sprite-move': ['sprite', 'steps'],
  'sprite-turn': ['sprite', 'degrees'],
  'sprite-go': ['sprite', 'x', 'y'],
  'sprite-random': ['sprite'],
  'sprite-set': ['sprite', 'property', 'value'],
  'sprite-change': ['sprite', 'property', 'by'],
  score: ['by'],
  say: ['sprite', 'phrase'],
  'sprite-show': ['sprite'],
  'if-touching': ['sprite', 'other'],
  'if-visible': ['sprite'],
};

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** A few useful values of a long range, picked from a list rather than typed (and always the current one). */
const PLACES = range(0, 400, 20);
const STEPS = [1, 2, 3, 4, 5, 10, 15, 20, 25, 30, 40, 50];
const CHANGES = [-50, -40, -30, -20, -10, -5, -3, -2, -1, 1, 2, 3, 5, 10, 20, 30, 40, 50];
const PROPERTY_VALUES: Record<SpriteProperty, readonly number[]> = {
  x: PLACES,
  y: PLACES,
  direction: range(0, 345, 15),
  speed: range(PROPERTY_RANGES.speed.min, PROPERTY_RANGES.speed.max, 1),
};

/** Within the block's own field (its choice or its whole-number range), as the program's check has it. */
function fieldAllows(op: Stmt['op'], name: SettingName, value: unknown): boolean {
  const field = (
    BLOCKS[op].fields as Record<
      string,
      { type: string; values?: readonly unknown[]; min?: number; max?: number } | undefined
    >
  )[name];
  if (!field) return false;
  if (field.type === 'choice') return field.values!.includes(value);
  if (field.type === 'whole')
    return (
      Number.isInteger(value) && (value as number) >= field.min! && (value as number) <= field.max!
    );
  return false;
}

/**
 * The values a setting offers, smallest first, with the block's own value among them: the
 * scene's sprites, a block's choices, or some whole numbers of its range.
 */
export function settingValues(
  stmt: Stmt,
  name: SettingName,
  sprites: readonly SpriteId[],
): readonly (string | number)[] {
  const s = stmt as unknown as Record<string, string | number>;
  const field = (
    BLOCKS[stmt.op].fields as Record<
      string,
      { type: string; values?: readonly (string | number)[] } | undefined
    >
  )[name];
  let values: readonly (string | number)[];
  if (name === 'sprite' || name === 'other') values = sprites;
  else if (name === 'steps') values = STEPS;
  else if (name === 'x' || name === 'y') values = PLACES;
  else if (name === 'value' && stmt.op === 'sprite-set') values = PROPERTY_VALUES[stmt.property];
  else if (name === 'by' && stmt.op === 'sprite-change') values = CHANGES;
  else if (field?.type === 'whole') {
    const { min, max } = field as unknown as { min: number; max: number };
    values = range(min, max, 1).filter((n) => n !== 0);
  } else values = field?.values ?? [];
  const own = s[name];
  if (own === undefined || values.includes(own)) return values;
  return typeof own === 'number'
    ? [...values, own].sort((a, b) => Number(a) - Number(b))
    : [...values, own];
}

/**
 * Sets one of a game block's settings to a value from its list. A sprite must be in the scene; a
 * block that asks whether a sprite touches itself swaps its two; a property set keeps its value
 * in the new property's range.
 */
export function setSetting(
  program: GameProgram,
  id: string,
  name: SettingName,
  value: string | number,
  sprites: readonly SpriteId[],
): GameProgram {
  return updateBlock(program, id, (stmt) => {
    if (!(SETTINGS[stmt.op] ?? []).includes(name) || !fieldAllows(stmt.op, name, value))
      return stmt;
    if ((name === 'sprite' || name === 'other') && !sprites.includes(value as SpriteId))
      return stmt;
    const s = stmt as unknown as Record<string, unknown>;
    if (s[name] === value) return stmt;
    const next: Record<string, unknown> = { ...s, [name]: value };
    if (name === 'sprite' && next.other === value) next.other = s.sprite;
    if (name === 'other' && next.sprite === value) next.sprite = s.other;
    if (name === 'value' && stmt.op === 'sprite-set') {
      const { min, max } = PROPERTY_RANGES[stmt.property];
      if ((value as number) < min || (value as number) > max) return stmt;
    }
    if (name === 'property' && stmt.op === 'sprite-set') {
      const { min, max } = PROPERTY_RANGES[value as SpriteProperty];
      next.value = Math.max(min, Math.min(max, stmt.value));
    }
    return next as unknown as Stmt;
  });
}

// The Code Lab editor's model, pure (docs/product/code-lab.md,
// docs/decisions/140-our-own-code-lab-editor.md): the program as a nested list, an insertion point
// ("slot") and every edit a child can make by tap, keyboard or drag. The view only draws it.
// Nothing here mutates: every edit returns a new program.
//
// A slot is a place between blocks: a body (the top level, a repeat's body, an if's then or
// else) and an index in it. Slots in reading order are what the arrow keys walk through; each
// one is a row on screen (the "Start" row, a block, a repeat's header or end, "Otherwise").
//
// A version 2 program's functions are bodies too: a path into one starts with the step
// {id: 'fn:square', branch: 'body'} (a colon is never in a block id). The main program's slots
// come first, then each function's, in the order they are shown.
//
// A game (version 3, docs/decisions/402-the-game-lab.md#the-level-page) has no main program: each
// handler's body is a list like a function's, its path starting with {id: 'on:<handler id>',
// branch: 'body'}. Its handlers' slots come first, then each function's. Handlers themselves
// (adding one, its event) are edited in stages/game/handler-model.ts.
import { isIfLike, kindSince, paletteBlock } from '../../../../domain/code-lab/blocks';
import {
  PROGRAM_LIMITS,
  type BlockKind,
  type FunctionDef,
  type FunctionName,
  type PenColor,
  type Program,
  type Stmt,
  type TurnDegrees,
} from '../../../../domain/code-lab/program';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import type { SpriteId } from '../../../../domain/code-lab/stages/game/game-types';
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';

export type Branch = 'body' | 'then' | 'else' | 'first' | 'second';
/** Which body: the top level is [], a repeat's body is [{id, branch: 'body'}], and so on. */
export type BodyPath = readonly { readonly id: string; readonly branch: Branch }[];
export type Slot = { readonly path: BodyPath; readonly index: number };

/**
 * The limits an edit must respect (a level's toolbox and maxBlocks, the program's depth). A game
 * also names its scene's sprites: a new block acts on the first of them (never on a sprite the
 * scene has not got).
 */
export type EditRules = {
  toolbox: readonly BlockKind[];
  maxBlocks: number;
  maxDepth: number;
  sprites?: readonly SpriteId[];
};

/** Ada's program (versions 1 and 2), a game (version 3) or a tune (version 4): what the editor edits. */
export type EditProgram = Program | GameProgram | TuneProgram;
export const isGameEdit = (program: EditProgram): program is GameProgram => program.version === 3;
export const isTuneEdit = (program: EditProgram): program is TuneProgram => program.version === 4;
/** What an edit of P gives: a game stays a game, a tune a tune; Ada's program may become version 2. */
export type KindOf<P extends EditProgram> = P extends GameProgram ? GameProgram : P extends TuneProgram ? TuneProgram : Program;

export const TOP_START: Slot = { path: [], index: 0 };

const FN_PREFIX = 'fn:';
const HANDLER_PREFIX = 'on:';
/** The path of a function's body. */
export const functionPath = (name: FunctionName): BodyPath => [{ id: `${FN_PREFIX}${name}`, branch: 'body' }];
/** The function a path is inside, or null for the main program. */
export function functionOfPath(path: BodyPath): FunctionName | null {
  const first = path[0];
  return first?.id.startsWith(FN_PREFIX) ? (first.id.slice(FN_PREFIX.length) as FunctionName) : null;
}
/** The path of a game handler's body. */
export const handlerPath = (id: string): BodyPath => [{ id: `${HANDLER_PREFIX}${id}`, branch: 'body' }];
/** The game handler a path is inside (its id), or null. */
export function handlerOfPath(path: BodyPath): string | null {
  const first = path[0];
  return first?.id.startsWith(HANDLER_PREFIX) ? first.id.slice(HANDLER_PREFIX.length) : null;
}
/** Whether a path starts at a function's or a handler's body (its first step names it). */
const rootStep = (path: BodyPath): boolean => functionOfPath(path) !== null || handlerOfPath(path) !== null;
/** How many blocks a new block at this path would be inside of (a function's or a handler's body is its top). */
const depthOf = (path: BodyPath): number => path.length - (rootStep(path) ? 1 : 0);

/** The functions a program makes (none for version 1). */
export const functionsIn = (program: EditProgram): readonly FunctionDef[] =>
  program.version === 1 ? [] : (program.functions ?? []);

/** Every list a block can be at the top of: the main program's (a game: each handler's), then each function's. */
function roots(program: EditProgram): { list: Stmt[]; path: BodyPath }[] {
  const tops = isGameEdit(program)
    ? program.handlers.map((h) => ({ list: h.body, path: handlerPath(h.id) }))
    : [{ list: program.body, path: [] as BodyPath }];
  return [...tops, ...functionsIn(program).map((f) => ({ list: f.body, path: functionPath(f.name) }))];
}

/** A version 2 program: the one a function, a pen block, a colour or a 45-degree turn needs (a game stays a game). */
function asVersion2(program: EditProgram): EditProgram {
  return program.version === 1 ? { version: 2, body: program.body } : program;
}

/** Where the insertion point goes when there is nowhere better: the end of the program (a game: of its last handler). */
export function endSlot(program: EditProgram): Slot {
  if (!isGameEdit(program)) return { path: [], index: program.body.length };
  const last = program.handlers.at(-1);
  return last ? { path: handlerPath(last.id), index: last.body.length } : TOP_START;
}
export const MIN_REPEAT = 2;
export const MAX_REPEAT = 10;

/**
 * The branches a container shows: an if (of any stage) always shows "then" and "otherwise"
 * (else); a tune's "Play together" its two voices.
 */
export function branchesOf(stmt: Stmt): Branch[] {
  if (stmt.op === 'repeat' || stmt.op === 'until-goal') return ['body'];
  if (isIfLike(stmt)) return ['then', 'else'];
  if (stmt.op === 'together') return ['first', 'second'];
  return [];
}

export function branchList(stmt: Stmt, branch: Branch): Stmt[] | null {
  if ((stmt.op === 'repeat' || stmt.op === 'until-goal') && branch === 'body') return stmt.body;
  if (isIfLike(stmt) && branch === 'then') return stmt.then;
  if (isIfLike(stmt) && branch === 'else') return stmt.else ?? [];
  if (stmt.op === 'together' && (branch === 'first' || branch === 'second')) return stmt[branch];
  return null;
}

/** The list at the top of a path: the main program, a function's body or a handler's. */
function rootList(program: EditProgram, path: BodyPath): Stmt[] | undefined {
  const fn = functionOfPath(path);
  if (fn) return functionsIn(program).find((f) => f.name === fn)?.body;
  const handler = handlerOfPath(path);
  if (!isGameEdit(program)) return handler ? undefined : program.body;
  return handler ? program.handlers.find((h) => h.id === handler)?.body : undefined;
}

/** The statement list a path names, or null when the path no longer exists. */
function listAt(program: EditProgram, path: BodyPath): Stmt[] | null {
  const root = rootList(program, path);
  if (!root) return null;
  let list: Stmt[] = root;
  for (const step of rootStep(path) ? path.slice(1) : path) {
    const stmt: Stmt | undefined = list.find((s) => s.id === step.id);
    const next: Stmt[] | null = stmt ? branchList(stmt, step.branch) : null;
    if (!next) return null;
    list = next;
  }
  return list;
}

function withBranch(stmt: Stmt, branch: Branch, list: Stmt[]): Stmt {
  if ((stmt.op === 'repeat' || stmt.op === 'until-goal') && branch === 'body') return { ...stmt, body: list };
  if (isIfLike(stmt) && branch === 'then') return { ...stmt, then: list };
  if (isIfLike(stmt) && branch === 'else') {
    // An empty "otherwise" is no else at all, so a program has one written form.
    const { else: _old, ...rest } = stmt;
    return list.length > 0 ? { ...rest, else: list } : rest;
  }
  if (stmt.op === 'together' && (branch === 'first' || branch === 'second')) return { ...stmt, [branch]: list };
  return stmt;
}

/** Replaces the list at `path` with `change(list)`; the program is unchanged when the path is gone. */
function updateList(program: EditProgram, path: BodyPath, change: (list: Stmt[]) => Stmt[]): EditProgram {
  const fn = functionOfPath(path);
  const handler = handlerOfPath(path);
  const go = (list: Stmt[], depth: number): Stmt[] => {
    if (depth === path.length) return change(list);
    const step = path[depth]!;
    return list.map((s) => {
      if (s.id !== step.id) return s;
      const inner = branchList(s, step.branch);
      return inner ? withBranch(s, step.branch, go(inner, depth + 1)) : s;
    });
  };
  if (handler) {
    if (!isGameEdit(program)) return program;
    return { ...program, handlers: program.handlers.map((h) => (h.id === handler ? { ...h, body: go(h.body, 1) } : h)) };
  }
  if (!fn) return isGameEdit(program) ? program : { ...program, body: go(program.body, 0) };
  if (program.version === 1 || !program.functions) return program;
  // Each kind keeps its own names: a function's body changes, never its name.
  return { ...program, functions: program.functions.map((f) => (f.name === fn ? { ...f, body: go(f.body, 1) } : f)) } as EditProgram;
}

/** Every statement of the program with its place, in reading order. */
export type Located = { stmt: Stmt; path: BodyPath; index: number };
function locateAll(program: EditProgram): Located[] {
  const out: Located[] = [];
  const visit = (list: Stmt[], path: BodyPath) =>
    list.forEach((stmt, index) => {
      out.push({ stmt, path, index });
      for (const branch of branchesOf(stmt)) visit(branchList(stmt, branch) ?? [], [...path, { id: stmt.id, branch }]);
    });
  for (const root of roots(program)) visit(root.list, root.path);
  return out;
}

export const findBlock = (program: EditProgram, id: string): Located | null =>
  locateAll(program).find((l) => l.stmt.id === id) ?? null;

/** Blocks as the counter counts them: every statement, and a game's event blocks too. */
export function countProgramBlocks(program: EditProgram): number {
  return locateAll(program).length + (isGameEdit(program) ? program.handlers.length : 0);
}

/** How many levels a block takes: 1 for a move, 2 for a repeat holding moves, ... */
function heightOf(stmt: Stmt): number {
  const inner = branchesOf(stmt).map((b) => Math.max(0, ...(branchList(stmt, b) ?? []).map(heightOf)));
  return 1 + Math.max(0, ...inner);
}

/** Every slot in reading order; slots inside `skipId` (a block being moved) are left out. */
export function slotsOf(program: EditProgram, skipId?: string): Slot[] {
  const out: Slot[] = [];
  const visit = (list: Stmt[], path: BodyPath) => {
    out.push({ path, index: 0 });
    list.forEach((stmt, i) => {
      if (stmt.id !== skipId)
        for (const branch of branchesOf(stmt)) visit(branchList(stmt, branch) ?? [], [...path, { id: stmt.id, branch }]);
      out.push({ path, index: i + 1 });
    });
  };
  for (const root of roots(program)) visit(root.list, root.path);
  return out;
}

export const sameSlot = (a: Slot, b: Slot): boolean =>
  a.index === b.index &&
  a.path.length === b.path.length &&
  a.path.every((step, i) => step.id === b.path[i]!.id && step.branch === b.path[i]!.branch);

/** The slot itself when it still exists, else the nearest one that does (never throws). */
export function validSlot(program: EditProgram, slot: Slot): Slot {
  for (let depth = slot.path.length; depth >= 0; depth--) {
    const path = slot.path.slice(0, depth);
    const list = listAt(program, path);
    if (!list) continue;
    if (depth === slot.path.length) return { path, index: Math.max(0, Math.min(slot.index, list.length)) };
    // The body the slot was in is gone: go to just after the block that held it.
    const holder = list.findIndex((s) => s.id === slot.path[depth]!.id);
    return { path, index: holder === -1 ? list.length : holder + 1 };
  }
  return endSlot(program);
}

/** Up or down through every slot (the arrow keys); stays put at either end. */
export function moveSlot(program: EditProgram, slot: Slot, direction: 'up' | 'down'): Slot {
  const slots = slotsOf(program);
  const at = slots.findIndex((s) => sameSlot(s, slot));
  if (at === -1) return validSlot(program, slot);
  return slots[Math.max(0, Math.min(slots.length - 1, at + (direction === 'down' ? 1 : -1)))]!;
}

/**
 * The smallest free id "b<n>", so ids stay short, unique and valid (^[a-z0-9-]{1,16}$). A game's
 * handlers share the blocks' ids.
 */
export function freshId(program: EditProgram): string {
  const used = new Set(locateAll(program).map((l) => l.stmt.id));
  if (isGameEdit(program)) for (const h of program.handlers) used.add(h.id);
  let n = 1;
  while (used.has(`b${n}`)) n++;
  return `b${n}`;
}

/**
 * A block's sprites fitted to a scene: a sprite the scene has not got becomes its first sprite,
 * and a second sprite its next one (a cat never touches itself).
 */
function withSceneSprites(stmt: Stmt, sprites: readonly SpriteId[] | undefined): Stmt {
  const first = sprites?.[0];
  if (!first || !('sprite' in stmt)) return stmt;
  const sprite = sprites.includes(stmt.sprite) ? stmt.sprite : first;
  if (!('other' in stmt)) return { ...stmt, sprite };
  const other = sprites.includes(stmt.other) && stmt.other !== sprite ? stmt.other : (sprites.find((s) => s !== sprite) ?? stmt.other);
  return { ...stmt, sprite, other };
}

/** A palette block as its block entry makes it (docs/product/code-lab.md#editor); a call names its function. */
function newBlock(kind: BlockKind, id: string, rules: EditRules, name?: FunctionName): Stmt {
  const stmt = withSceneSprites(paletteBlock(kind).make(id), rules.sprites);
  return stmt.op === 'call' && name ? { ...stmt, name } : stmt;
}

export type InsertCheck =
  | { ok: true }
  | {
      ok: false;
      reason: 'not-in-toolbox' | 'full' | 'too-deep' | 'call-in-function' | 'no-such-function' | 'no-handler' | 'together-in-together';
    };

/** Whether a path is inside a "Play together" (a tune has two voices at most: no together in there). */
const inTogether = (path: BodyPath): boolean => path.some((step) => step.branch === 'first' || step.branch === 'second');

/** The functions that play together somewhere in their blocks. */
const togetherFunctions = (program: EditProgram): Set<FunctionName> =>
  new Set(functionsIn(program).filter((f) => f.body.some((s) => playsTogether(s, new Set()))).map((f) => f.name));

/** The functions used inside a "Play together". */
const usedInTogether = (program: EditProgram): Set<FunctionName> =>
  new Set(locateAll(program).flatMap(({ stmt, path }) => (stmt.op === 'call' && inTogether(path) ? [stmt.name] : [])));

/** Whether a block plays together: it is one, holds one, or uses a function that plays together. */
function playsTogether(stmt: Stmt, functions: ReadonlySet<FunctionName>): boolean {
  if (stmt.op === 'together' || (stmt.op === 'call' && functions.has(stmt.name))) return true;
  return branchesOf(stmt).some((b) => (branchList(stmt, b) ?? []).some((s) => playsTogether(s, functions)));
}

/**
 * Whether a block that plays together would be inside another here: inside a "Play together", or
 * in a function that one uses (the schema refuses both: docs/decisions/406-the-sound-lab.md).
 */
function togetherInTogether(program: EditProgram, slot: Slot, stmt: Stmt): boolean {
  if (inTogether(slot.path) && playsTogether(stmt, togetherFunctions(program))) return true;
  const fn = functionOfPath(slot.path);
  return fn !== null && usedInTogether(program).has(fn) && playsTogether(stmt, new Set());
}

/** Whether a palette block may go at the slot (the palette shows why not). A call names its function. */
export function canInsert(program: EditProgram, slot: Slot, kind: BlockKind, rules: EditRules, name?: FunctionName): InsertCheck {
  if (!rules.toolbox.includes(kind)) return { ok: false, reason: 'not-in-toolbox' };
  // A game's blocks go under an event block (or into a function): there is no program around them.
  if (isGameEdit(program) && !listAt(program, slot.path)) return { ok: false, reason: 'no-handler' };
  if (kind === 'call' && !functionsIn(program).some((f) => f.name === name)) return { ok: false, reason: 'no-such-function' };
  if (kind === 'call' && functionOfPath(slot.path)) return { ok: false, reason: 'call-in-function' };
  if ((kind === 'together' || kind === 'call') && togetherInTogether(program, slot, newBlock(kind, 'x', rules, name)))
    return { ok: false, reason: 'together-in-together' };
  if (countProgramBlocks(program) >= rules.maxBlocks) return { ok: false, reason: 'full' };
  if (depthOf(slot.path) + 1 > rules.maxDepth) return { ok: false, reason: 'too-deep' };
  return { ok: true };
}

export type Edit<P extends EditProgram = Program> = { program: P; slot: Slot; blockId?: string };
type EditOf<P extends EditProgram> = Edit<KindOf<P>>;
/** An edit made on any program, typed as its caller's kind. */
const typed = <P extends EditProgram>(edit: Edit<EditProgram>): EditOf<P> => edit as EditOf<P>;

/**
 * Puts a palette block at the slot. The insertion point moves just after a simple block, so taps
 * build a program in reading order, and into a repeat's or an if's first body
 * (docs/decisions/140-our-own-code-lab-editor.md).
 */
export function insertBlock<P extends EditProgram>(program: P, slot: Slot, kind: BlockKind, rules: EditRules, name?: FunctionName): EditOf<P> {
  const at = validSlot(program, slot);
  if (!canInsert(program, at, kind, rules, name).ok) return typed<P>({ program, slot: at });
  const stmt = newBlock(kind, freshId(program), rules, name);
  const next = updateList(kindSince(kind) === 2 ? asVersion2(program) : program, at.path, (list) => [...list.slice(0, at.index), stmt, ...list.slice(at.index)]);
  const branch = branchesOf(stmt)[0];
  const after: Slot = branch
    ? { path: [...at.path, { id: stmt.id, branch }], index: 0 }
    : { path: at.path, index: at.index + 1 };
  return typed<P>({ program: next, slot: after, blockId: stmt.id });
}

function removeBlock(program: EditProgram, id: string): { program: EditProgram; stmt: Stmt; at: Slot } | null {
  const found = findBlock(program, id);
  if (!found) return null;
  const next = updateList(program, found.path, (list) => list.filter((s) => s.id !== id));
  return { program: next, stmt: found.stmt, at: { path: found.path, index: found.index } };
}

const pathHas = (path: BodyPath, id: string) => path.some((step) => step.id === id);

/**
 * Removes a block (and what is inside it). The insertion point goes where the block was, so the
 * next block a child adds takes its place, whether the delete came from the keys or the menu.
 */
export function deleteBlock<P extends EditProgram>(program: P, slot: Slot, id: string): EditOf<P> {
  const removed = removeBlock(program, id);
  if (!removed) return typed<P>({ program, slot: validSlot(program, slot) });
  return typed<P>({ program: removed.program, slot: removed.at });
}

/** The slot a block's own row stands for: after a simple block, inside at the start of a container. */
function rowSlotOf(program: EditProgram, id: string): Slot | null {
  const found = findBlock(program, id);
  if (!found) return null;
  const branch = branchesOf(found.stmt)[0];
  return branch ? { path: [...found.path, { id, branch }], index: 0 } : { path: found.path, index: found.index + 1 };
}

const hasCall = (stmt: Stmt): boolean =>
  stmt.op === 'call' || branchesOf(stmt).some((b) => (branchList(stmt, b) ?? []).some(hasCall));

/**
 * A block fits a slot when it is not too deep there, a call never goes into a function and a
 * "Play together" never into another (`program`: without the block).
 */
function fits(program: EditProgram, stmt: Stmt, slot: Slot, rules: Pick<EditRules, 'maxDepth'>): boolean {
  if (functionOfPath(slot.path) && hasCall(stmt)) return false;
  if (togetherInTogether(program, slot, stmt)) return false;
  return depthOf(slot.path) + heightOf(stmt) <= rules.maxDepth;
}

function placeAt(program: EditProgram, stmt: Stmt, slot: Slot): EditProgram {
  return updateList(program, slot.path, (list) => [...list.slice(0, slot.index), stmt, ...list.slice(slot.index)]);
}

/**
 * Moves a block one place up or down (the block's menu, Alt+arrow). It goes to the next slot
 * in reading order, so it steps into a repeat's body and out of it again, one place at a time.
 */
export function moveBlock<P extends EditProgram>(program: P, id: string, direction: 'up' | 'down', rules: Pick<EditRules, 'maxDepth'>): EditOf<P> | null {
  const removed = removeBlock(program, id);
  if (!removed) return null;
  const slots = slotsOf(removed.program).filter((s) => fits(removed.program, removed.stmt, s, rules));
  const at = slots.findIndex((s) => sameSlot(s, removed.at));
  const target = slots[at + (direction === 'down' ? 1 : -1)];
  if (at === -1 || !target) return null;
  const next = placeAt(removed.program, removed.stmt, target);
  return typed<P>({ program: next, slot: rowSlotOf(next, id)!, blockId: id });
}

/** Whether moveBlock would do anything (the menu disables "Move up" on the first block). */
export const canMoveBlock = (program: EditProgram, id: string, direction: 'up' | 'down', rules: Pick<EditRules, 'maxDepth'>) =>
  moveBlock(program, id, direction, rules) !== null;

/**
 * Drag and drop: moves a block to a slot named in the program as it is now (before the move).
 * A block cannot go inside itself. Returns null when the drop changes nothing or is not allowed.
 */
export function dropBlock<P extends EditProgram>(program: P, id: string, target: Slot, rules: Pick<EditRules, 'maxDepth'>): EditOf<P> | null {
  if (pathHas(target.path, id)) return null;
  const found = findBlock(program, id);
  if (!found || !listAt(program, target.path)) return null;
  const samePlace = sameSlot({ path: target.path, index: 0 }, { path: found.path, index: 0 });
  if (samePlace && (target.index === found.index || target.index === found.index + 1)) return null;
  const index = samePlace && target.index > found.index ? target.index - 1 : target.index;
  const removed = removeBlock(program, id)!;
  const slot = { path: target.path, index };
  if (!fits(removed.program, removed.stmt, slot, rules)) return null;
  const next = placeAt(removed.program, removed.stmt, slot);
  return typed<P>({ program: next, slot: rowSlotOf(next, id)!, blockId: id });
}

/** Changes one block where it is (its settings); the program is unchanged when it is not there. */
export function updateBlock<P extends EditProgram>(program: P, id: string, change: (stmt: Stmt) => Stmt): KindOf<P> {
  const found = findBlock(program, id);
  const changed = found && change(found.stmt);
  if (!found || changed === found.stmt) return program as unknown as KindOf<P>;
  return updateList(program, found.path, (list) => list.map((s) => (s.id === id ? changed! : s))) as KindOf<P>;
}

/** A repeat's count, kept within 2..10. */
export function setRepeatTimes<P extends EditProgram>(program: P, id: string, times: number): KindOf<P> {
  if (!Number.isFinite(times)) return program as unknown as KindOf<P>;
  const clamped = Math.max(MIN_REPEAT, Math.min(MAX_REPEAT, Math.round(times)));
  return updateBlock(program, id, (s) => (s.op === 'repeat' ? { ...s, times: clamped } : s));
}

/** A turn's angle (45, 90 or 135; 90 is written as no `degrees`, as a version 1 turn is). */
export function setTurnDegrees<P extends EditProgram>(program: P, id: string, degrees: TurnDegrees): KindOf<P> {
  const found = findBlock(program, id);
  if (!found || found.stmt.op !== 'turn') return program as unknown as KindOf<P>;
  const base = degrees === 90 ? program : asVersion2(program);
  return updateBlock(base, id, (s) => {
    if (s.op !== 'turn') return s;
    const { degrees: _old, ...rest } = s;
    return degrees === 90 ? rest : { ...rest, degrees };
  }) as KindOf<P>;
}

/** A colour block's colour. */
export function setPenColor<P extends EditProgram>(program: P, id: string, color: PenColor): KindOf<P> {
  return updateBlock(program, id, (s) => (s.op === 'color' ? { ...s, color } : s));
}

export type FunctionCheck = { ok: true } | { ok: false; reason: 'too-many' | 'taken' | 'in-use' | 'not-there' };

/** Whether a function with this name can be made (at most 3, each name once). */
export function canMakeFunction(program: EditProgram, name: FunctionName): FunctionCheck {
  const defined = functionsIn(program);
  if (defined.some((f) => f.name === name)) return { ok: false, reason: 'taken' };
  if (defined.length >= PROGRAM_LIMITS.maxFunctions) return { ok: false, reason: 'too-many' };
  return { ok: true };
}

/** Makes an empty function; the insertion point goes into it, so the next blocks fill it. */
export function makeFunction<P extends EditProgram>(program: P, slot: Slot, name: FunctionName): EditOf<P> {
  if (!canMakeFunction(program, name).ok) return typed<P>({ program, slot });
  const v2 = asVersion2(program);
  const functions = [...functionsIn(v2), { name, body: [] }];
  return typed<P>({ program: { ...v2, functions } as EditProgram, slot: { path: functionPath(name), index: 0 } });
}

/** How many blocks use the function. */
export const callsOf = (program: EditProgram, name: FunctionName): number =>
  locateAll(program).filter((l) => l.stmt.op === 'call' && l.stmt.name === name).length;

/** Whether the function can go: only once no block uses it (like Scratch), so no call is left without its function. */
export function canDeleteFunction(program: EditProgram, name: FunctionName): FunctionCheck {
  if (!functionsIn(program).some((f) => f.name === name)) return { ok: false, reason: 'not-there' };
  return callsOf(program, name) > 0 ? { ok: false, reason: 'in-use' } : { ok: true };
}

/** Takes a function (and its blocks) out; the insertion point goes back to the end of the main program when it was inside. */
export function deleteFunction<P extends EditProgram>(program: P, slot: Slot, name: FunctionName): EditOf<P> {
  const whole: EditProgram = program;
  if (!canDeleteFunction(whole, name).ok || whole.version === 1) return typed<P>({ program, slot });
  const functions = functionsIn(whole).filter((f) => f.name !== name);
  const { functions: _old, ...rest } = whole;
  const next = (functions.length > 0 ? { ...rest, functions } : rest) as EditProgram;
  const inside = functionOfPath(slot.path) === name;
  return typed<P>({ program: next, slot: inside ? endSlot(next) : slot });
}

/** The program without ids, to compare two programs by what they do. */
export function withoutIds(list: readonly Stmt[]): unknown[] {
  return list.map((stmt) => {
    const { id: _id, ...rest } = stmt;
    const out: Record<string, unknown> = { ...rest };
    for (const key of ['body', 'then', 'else', 'first', 'second'] as const)
      if (Array.isArray(out[key])) out[key] = withoutIds(out[key] as Stmt[]);
    // An empty or missing "otherwise" are the same program.
    if (isIfLike(stmt) && (out.else === undefined || (Array.isArray(out.else) && out.else.length === 0))) delete out.else;
    return out;
  });
}


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
import { kindSince, paletteBlock } from '../../../../domain/code-lab/blocks';
import {
  functionsOf,
  PROGRAM_LIMITS,
  type BlockKind,
  type FunctionName,
  type PenColor,
  type Program,
  type Stmt,
  type TurnDegrees,
} from '../../../../domain/code-lab/program';

export type Branch = 'body' | 'then' | 'else';
/** Which body: the top level is [], a repeat's body is [{id, branch: 'body'}], and so on. */
export type BodyPath = readonly { readonly id: string; readonly branch: Branch }[];
export type Slot = { readonly path: BodyPath; readonly index: number };

/** The limits an edit must respect (a level's toolbox and maxBlocks, the program's depth). */
export type EditRules = { toolbox: readonly BlockKind[]; maxBlocks: number; maxDepth: number };

export const TOP_START: Slot = { path: [], index: 0 };

const FN_PREFIX = 'fn:';
/** The path of a function's body. */
export const functionPath = (name: FunctionName): BodyPath => [{ id: `${FN_PREFIX}${name}`, branch: 'body' }];
/** The function a path is inside, or null for the main program. */
export function functionOfPath(path: BodyPath): FunctionName | null {
  const first = path[0];
  return first?.id.startsWith(FN_PREFIX) ? (first.id.slice(FN_PREFIX.length) as FunctionName) : null;
}
/** How many blocks a new block at this path would be inside of (a function's body is its top). */
const depthOf = (path: BodyPath): number => path.length - (functionOfPath(path) ? 1 : 0);

/** Every list a block can be at the top of: the main program's, then each function's. */
function roots(program: Program): { list: Stmt[]; path: BodyPath }[] {
  return [{ list: program.body, path: [] }, ...functionsOf(program).map((f) => ({ list: f.body, path: functionPath(f.name) }))];
}

/** A version 2 program: the one a function, a pen block, a colour or a 45-degree turn needs. */
function asVersion2(program: Program): Program {
  return program.version === 2 ? program : { version: 2, body: program.body };
}
export const MIN_REPEAT = 2;
export const MAX_REPEAT = 10;

/** The branches a container shows: an if always shows "then" and "otherwise" (else). */
export function branchesOf(stmt: Stmt): Branch[] {
  if (stmt.op === 'repeat' || stmt.op === 'until-goal') return ['body'];
  if (stmt.op === 'if') return ['then', 'else'];
  return [];
}

function branchList(stmt: Stmt, branch: Branch): Stmt[] | null {
  if ((stmt.op === 'repeat' || stmt.op === 'until-goal') && branch === 'body') return stmt.body;
  if (stmt.op === 'if' && branch === 'then') return stmt.then;
  if (stmt.op === 'if' && branch === 'else') return stmt.else ?? [];
  return null;
}

/** The statement list a path names, or null when the path no longer exists. */
function listAt(program: Program, path: BodyPath): Stmt[] | null {
  const fn = functionOfPath(path);
  const root = fn ? functionsOf(program).find((f) => f.name === fn)?.body : program.body;
  if (!root) return null;
  let list: Stmt[] = root;
  for (const step of fn ? path.slice(1) : path) {
    const stmt: Stmt | undefined = list.find((s) => s.id === step.id);
    const next: Stmt[] | null = stmt ? branchList(stmt, step.branch) : null;
    if (!next) return null;
    list = next;
  }
  return list;
}

function withBranch(stmt: Stmt, branch: Branch, list: Stmt[]): Stmt {
  if ((stmt.op === 'repeat' || stmt.op === 'until-goal') && branch === 'body') return { ...stmt, body: list };
  if (stmt.op === 'if' && branch === 'then') return { ...stmt, then: list };
  if (stmt.op === 'if' && branch === 'else') {
    // An empty "otherwise" is no else at all, so a program has one written form.
    const { else: _old, ...rest } = stmt;
    return list.length > 0 ? { ...rest, else: list } : rest;
  }
  return stmt;
}

/** Replaces the list at `path` with `change(list)`; the program is unchanged when the path is gone. */
function updateList(program: Program, path: BodyPath, change: (list: Stmt[]) => Stmt[]): Program {
  const fn = functionOfPath(path);
  const go = (list: Stmt[], depth: number): Stmt[] => {
    if (depth === path.length) return change(list);
    const step = path[depth]!;
    return list.map((s) => {
      if (s.id !== step.id) return s;
      const inner = branchList(s, step.branch);
      return inner ? withBranch(s, step.branch, go(inner, depth + 1)) : s;
    });
  };
  if (!fn) return { ...program, body: go(program.body, 0) };
  if (program.version !== 2 || !program.functions) return program;
  return { ...program, functions: program.functions.map((f) => (f.name === fn ? { ...f, body: go(f.body, 1) } : f)) };
}

/** Every statement of the program with its place, in reading order. */
export type Located = { stmt: Stmt; path: BodyPath; index: number };
function locateAll(program: Program): Located[] {
  const out: Located[] = [];
  const visit = (list: Stmt[], path: BodyPath) =>
    list.forEach((stmt, index) => {
      out.push({ stmt, path, index });
      for (const branch of branchesOf(stmt)) visit(branchList(stmt, branch) ?? [], [...path, { id: stmt.id, branch }]);
    });
  for (const root of roots(program)) visit(root.list, root.path);
  return out;
}

export const findBlock = (program: Program, id: string): Located | null =>
  locateAll(program).find((l) => l.stmt.id === id) ?? null;

export function countProgramBlocks(program: Program): number {
  return locateAll(program).length;
}

/** How many levels a block takes: 1 for a move, 2 for a repeat holding moves, ... */
function heightOf(stmt: Stmt): number {
  const inner = branchesOf(stmt).map((b) => Math.max(0, ...(branchList(stmt, b) ?? []).map(heightOf)));
  return 1 + Math.max(0, ...inner);
}

/** Every slot in reading order; slots inside `skipId` (a block being moved) are left out. */
export function slotsOf(program: Program, skipId?: string): Slot[] {
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
export function validSlot(program: Program, slot: Slot): Slot {
  for (let depth = slot.path.length; depth >= 0; depth--) {
    const path = slot.path.slice(0, depth);
    const list = listAt(program, path);
    if (!list) continue;
    if (depth === slot.path.length) return { path, index: Math.max(0, Math.min(slot.index, list.length)) };
    // The body the slot was in is gone: go to just after the block that held it.
    const holder = list.findIndex((s) => s.id === slot.path[depth]!.id);
    return { path, index: holder === -1 ? list.length : holder + 1 };
  }
  return { path: [], index: program.body.length };
}

/** Up or down through every slot (the arrow keys); stays put at either end. */
export function moveSlot(program: Program, slot: Slot, direction: 'up' | 'down'): Slot {
  const slots = slotsOf(program);
  const at = slots.findIndex((s) => sameSlot(s, slot));
  if (at === -1) return validSlot(program, slot);
  return slots[Math.max(0, Math.min(slots.length - 1, at + (direction === 'down' ? 1 : -1)))]!;
}

/** The smallest free id "b<n>", so ids stay short, unique and valid (^[a-z0-9-]{1,16}$). */
function freshId(program: Program): string {
  const used = new Set(locateAll(program).map((l) => l.stmt.id));
  let n = 1;
  while (used.has(`b${n}`)) n++;
  return `b${n}`;
}

/** A palette block as its block entry makes it (docs/product/code-lab.md#editor); a call names its function. */
function newBlock(kind: BlockKind, id: string, name?: FunctionName): Stmt {
  const stmt = paletteBlock(kind).make(id);
  return stmt.op === 'call' && name ? { ...stmt, name } : stmt;
}

export type InsertCheck =
  | { ok: true }
  | { ok: false; reason: 'not-in-toolbox' | 'full' | 'too-deep' | 'call-in-function' | 'no-such-function' };

/** Whether a palette block may go at the slot (the palette shows why not). A call names its function. */
export function canInsert(program: Program, slot: Slot, kind: BlockKind, rules: EditRules, name?: FunctionName): InsertCheck {
  if (!rules.toolbox.includes(kind)) return { ok: false, reason: 'not-in-toolbox' };
  if (kind === 'call' && !functionsOf(program).some((f) => f.name === name)) return { ok: false, reason: 'no-such-function' };
  if (kind === 'call' && functionOfPath(slot.path)) return { ok: false, reason: 'call-in-function' };
  if (countProgramBlocks(program) >= rules.maxBlocks) return { ok: false, reason: 'full' };
  if (depthOf(slot.path) + 1 > rules.maxDepth) return { ok: false, reason: 'too-deep' };
  return { ok: true };
}

export type Edit = { program: Program; slot: Slot; blockId?: string };

/**
 * Puts a palette block at the slot. The insertion point moves just after a simple block, so taps
 * build a program in reading order, and into a repeat's or an if's first body
 * (docs/decisions/140-our-own-code-lab-editor.md).
 */
export function insertBlock(program: Program, slot: Slot, kind: BlockKind, rules: EditRules, name?: FunctionName): Edit {
  const at = validSlot(program, slot);
  if (!canInsert(program, at, kind, rules, name).ok) return { program, slot: at };
  const stmt = newBlock(kind, freshId(program), name);
  const next = updateList(kindSince(kind) === 2 ? asVersion2(program) : program, at.path, (list) => [...list.slice(0, at.index), stmt, ...list.slice(at.index)]);
  const branch = branchesOf(stmt)[0];
  const after: Slot = branch
    ? { path: [...at.path, { id: stmt.id, branch }], index: 0 }
    : { path: at.path, index: at.index + 1 };
  return { program: next, slot: after, blockId: stmt.id };
}

function removeBlock(program: Program, id: string): { program: Program; stmt: Stmt; at: Slot } | null {
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
export function deleteBlock(program: Program, slot: Slot, id: string): Edit {
  const removed = removeBlock(program, id);
  if (!removed) return { program, slot: validSlot(program, slot) };
  return { program: removed.program, slot: removed.at };
}

/** The slot a block's own row stands for: after a simple block, inside at the start of a container. */
function rowSlotOf(program: Program, id: string): Slot | null {
  const found = findBlock(program, id);
  if (!found) return null;
  const branch = branchesOf(found.stmt)[0];
  return branch ? { path: [...found.path, { id, branch }], index: 0 } : { path: found.path, index: found.index + 1 };
}

const hasCall = (stmt: Stmt): boolean =>
  stmt.op === 'call' || branchesOf(stmt).some((b) => (branchList(stmt, b) ?? []).some(hasCall));

/** A block fits a slot when it is not too deep there, and a call never goes into a function. */
function fits(stmt: Stmt, slot: Slot, rules: Pick<EditRules, 'maxDepth'>): boolean {
  if (functionOfPath(slot.path) && hasCall(stmt)) return false;
  return depthOf(slot.path) + heightOf(stmt) <= rules.maxDepth;
}

function placeAt(program: Program, stmt: Stmt, slot: Slot): Program {
  return updateList(program, slot.path, (list) => [...list.slice(0, slot.index), stmt, ...list.slice(slot.index)]);
}

/**
 * Moves a block one place up or down (the block's menu, Alt+arrow). It goes to the next slot
 * in reading order, so it steps into a repeat's body and out of it again, one place at a time.
 */
export function moveBlock(program: Program, id: string, direction: 'up' | 'down', rules: Pick<EditRules, 'maxDepth'>): Edit | null {
  const removed = removeBlock(program, id);
  if (!removed) return null;
  const slots = slotsOf(removed.program).filter((s) => fits(removed.stmt, s, rules));
  const at = slots.findIndex((s) => sameSlot(s, removed.at));
  const target = slots[at + (direction === 'down' ? 1 : -1)];
  if (at === -1 || !target) return null;
  const next = placeAt(removed.program, removed.stmt, target);
  return { program: next, slot: rowSlotOf(next, id)!, blockId: id };
}

/** Whether moveBlock would do anything (the menu disables "Move up" on the first block). */
export const canMoveBlock = (program: Program, id: string, direction: 'up' | 'down', rules: Pick<EditRules, 'maxDepth'>) =>
  moveBlock(program, id, direction, rules) !== null;

/**
 * Drag and drop: moves a block to a slot named in the program as it is now (before the move).
 * A block cannot go inside itself. Returns null when the drop changes nothing or is not allowed.
 */
export function dropBlock(program: Program, id: string, target: Slot, rules: Pick<EditRules, 'maxDepth'>): Edit | null {
  if (pathHas(target.path, id)) return null;
  const found = findBlock(program, id);
  if (!found || !listAt(program, target.path)) return null;
  const samePlace = sameSlot({ path: target.path, index: 0 }, { path: found.path, index: 0 });
  if (samePlace && (target.index === found.index || target.index === found.index + 1)) return null;
  const index = samePlace && target.index > found.index ? target.index - 1 : target.index;
  const removed = removeBlock(program, id)!;
  const slot = { path: target.path, index };
  if (!fits(removed.stmt, slot, rules)) return null;
  const next = placeAt(removed.program, removed.stmt, slot);
  return { program: next, slot: rowSlotOf(next, id)!, blockId: id };
}

/** A repeat's count, kept within 2..10. */
export function setRepeatTimes(program: Program, id: string, times: number): Program {
  const found = findBlock(program, id);
  if (!found || found.stmt.op !== 'repeat' || !Number.isFinite(times)) return program;
  const clamped = Math.max(MIN_REPEAT, Math.min(MAX_REPEAT, Math.round(times)));
  return updateList(program, found.path, (list) =>
    list.map((s) => (s.id === id && s.op === 'repeat' ? { ...s, times: clamped } : s)),
  );
}

/** A turn's angle (45, 90 or 135; 90 is written as no `degrees`, as a version 1 turn is). */
export function setTurnDegrees(program: Program, id: string, degrees: TurnDegrees): Program {
  const found = findBlock(program, id);
  if (!found || found.stmt.op !== 'turn') return program;
  const base = degrees === 90 ? program : asVersion2(program);
  return updateList(base, found.path, (list) =>
    list.map((s) => {
      if (s.id !== id || s.op !== 'turn') return s;
      const { degrees: _old, ...rest } = s;
      return degrees === 90 ? rest : { ...rest, degrees };
    }),
  );
}

/** A colour block's colour. */
export function setPenColor(program: Program, id: string, color: PenColor): Program {
  const found = findBlock(program, id);
  if (!found || found.stmt.op !== 'color') return program;
  return updateList(program, found.path, (list) => list.map((s) => (s.id === id && s.op === 'color' ? { ...s, color } : s)));
}

export type FunctionCheck = { ok: true } | { ok: false; reason: 'too-many' | 'taken' | 'in-use' | 'not-there' };

/** Whether a function with this name can be made (at most 3, each name once). */
export function canMakeFunction(program: Program, name: FunctionName): FunctionCheck {
  const defined = functionsOf(program);
  if (defined.some((f) => f.name === name)) return { ok: false, reason: 'taken' };
  if (defined.length >= PROGRAM_LIMITS.maxFunctions) return { ok: false, reason: 'too-many' };
  return { ok: true };
}

/** Makes an empty function; the insertion point goes into it, so the next blocks fill it. */
export function makeFunction(program: Program, slot: Slot, name: FunctionName): Edit {
  if (!canMakeFunction(program, name).ok) return { program, slot };
  const v2 = asVersion2(program);
  const functions = [...functionsOf(v2), { name, body: [] }];
  return { program: { ...v2, version: 2, functions }, slot: { path: functionPath(name), index: 0 } };
}

/** How many blocks use the function. */
export const callsOf = (program: Program, name: FunctionName): number =>
  locateAll(program).filter((l) => l.stmt.op === 'call' && l.stmt.name === name).length;

/** Whether the function can go: only once no block uses it (like Scratch), so no call is left without its function. */
export function canDeleteFunction(program: Program, name: FunctionName): FunctionCheck {
  if (!functionsOf(program).some((f) => f.name === name)) return { ok: false, reason: 'not-there' };
  return callsOf(program, name) > 0 ? { ok: false, reason: 'in-use' } : { ok: true };
}

/** Takes a function (and its blocks) out; the insertion point goes back to the end of the main program when it was inside. */
export function deleteFunction(program: Program, slot: Slot, name: FunctionName): Edit {
  if (!canDeleteFunction(program, name).ok || program.version !== 2) return { program, slot };
  const functions = functionsOf(program).filter((f) => f.name !== name);
  const { functions: _old, ...rest } = program;
  const next: Program = functions.length > 0 ? { ...rest, functions } : rest;
  const inside = functionOfPath(slot.path) === name;
  return { program: next, slot: inside ? { path: [], index: next.body.length } : slot };
}

/** The program without ids, to compare two programs by what they do. */
export function withoutIds(list: readonly Stmt[]): unknown[] {
  return list.map((stmt) => {
    const { id: _id, ...rest } = stmt;
    const out: Record<string, unknown> = { ...rest };
    for (const key of ['body', 'then', 'else'] as const)
      if (Array.isArray(out[key])) out[key] = withoutIds(out[key] as Stmt[]);
    // An empty or missing "otherwise" are the same program.
    if (out.op === 'if' && (out.else === undefined || (Array.isArray(out.else) && out.else.length === 0))) delete out.else;
    return out;
  });
}


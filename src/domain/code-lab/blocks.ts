// What the Code Lab reads from the blocks' one definition each (block-definitions.ts,
// docs/decisions/389-a-block-is-one-definition.md): the palette's kinds and words, `kindOf`, the
// fields each version has (the zod schema in program.ts and the zod-free check of stored programs,
// features/code-lab/program-check.ts), the lists inside a statement, the step words, the ticks in
// which Ada moves (the run state), a plain action's effect (the interpreter), Show the code's
// lines, the stages (the studio's blocks and a drawing's) and each block's version (the editor).
// No zod here: the Code Lab page imports this.
import type { MessageKey } from '../../i18n/translate';
import {
  BLOCK_ENTRIES,
  BLOCK_ID_PATTERN,
  type BlockKind,
  type IfLikeStmt,
  type Stmt,
  type TraceEvent,
} from './block-definitions';
import type {
  BlockCode,
  BlockEntry,
  BlockFamily,
  BlockField,
  PaletteBlock,
  ProgramVersion,
  Stage,
} from './block-shape';
import type { ActionDone, ActionWorld, SensingWorld } from './interpreter';

export * from './block-definitions';
export * from './block-shape';

const byOp = new Map(BLOCK_ENTRIES.map((e) => [e.op, e]));
const byKind = new Map(BLOCK_ENTRIES.flatMap((e) => e.blocks.map((b) => [b.kind, b] as const)));
const kindEntry = new Map(BLOCK_ENTRIES.flatMap((e) => e.blocks.map((b) => [b.kind, e] as const)));

/** The entry of an op (undefined for an op no block has). */
const blockEntry = (op: unknown): BlockEntry | undefined =>
  typeof op === 'string' ? byOp.get(op as Stmt['op']) : undefined;

/** Every palette block kind, in the order of the entries. */
export const BLOCK_KINDS: readonly BlockKind[] = BLOCK_ENTRIES.flatMap((e) =>
  e.blocks.map((b) => b.kind),
);

/** The palette block of a kind. @public for the web's palette, built beside this module. */
export const paletteBlock = (kind: BlockKind): PaletteBlock => byKind.get(kind)!;

/** The English words on a palette block (the API's messages say them). */
export const blockLabel = (kind: BlockKind): string => paletteBlock(kind).label;

/** The catalogue key of a palette block's words ("Step 2: Move forward" shows them). */
export const blockLabelKey = (kind: BlockKind): MessageKey => paletteBlock(kind).labelKey;

/** Which family a block's look follows. @public for the editor's block looks, built beside this module. */
export const blockFamily = (kind: BlockKind): BlockFamily => paletteBlock(kind).family;

/** The palette block a statement was made from. */
export function kindOf(stmt: Stmt): BlockKind {
  const entry = byOp.get(stmt.op)!;
  const [first] = entry.blocks;
  if (entry.blocks.length === 1) return first!.kind;
  return (entry.blocks.find((b) => b.is?.(stmt)) ?? first!).kind;
}

/**
 * Whether a version's programs have an op: version 1 the grid's, version 2 every block of Ada's
 * (a game's or a tune's block is in neither), version 3 (a game) the blocks whose stages have
 * the game, version 4 (a tune) those whose stages have the sound, version 5 (a web page or a
 * network) those whose stages have the web or the network.
 */
export const isInVersion = (entry: BlockEntry, version: ProgramVersion): boolean =>
  version === 3
    ? entry.stages.includes('game')
    : version === 4
      ? entry.stages.includes('sound')
      : version === 5
        ? entry.stages.includes('web') || entry.stages.includes('network')
        : entry.since <= version;

/** Fields a version has for an op: version 1 never has a version 2 field. */
export const fieldsFor = (entry: BlockEntry, version: ProgramVersion): [string, BlockField][] =>
  Object.entries(entry.fields).filter(([, f]) => !('since' in f) || (f.since ?? 1) <= version);

/** The ops a version has, in words for an error ("forward, turn, collect, ..."). */
export const opsFor = (version: ProgramVersion): string[] =>
  BLOCK_ENTRIES.filter((e) => isInVersion(e, version)).map((e) => e.op);

/** The keys of an op's lists of blocks (a repeat's body, an if's then and else), in order. */
const listKeys = new Map(
  BLOCK_ENTRIES.map((e) => [e.op, Object.keys(e.fields).filter((k) => e.fields[k]!.type === 'blocks')]),
);

/** Every key that holds a list of blocks in some statement (body, then, else). */
export const BLOCK_LIST_KEYS: readonly string[] = [...new Set([...listKeys.values()].flat())];

/** The statement lists inside a statement (a repeat's body, an if's then and else). */
export function childLists(stmt: Stmt): Stmt[][] {
  const keys = listKeys.get(stmt.op)!;
  if (keys.length === 0) return [];
  const s = stmt as unknown as Record<string, Stmt[] | undefined>;
  return keys.flatMap((k) => (s[k] ? [s[k]] : []));
}

/** The catalogue key of a tick's words, by the entry that makes it (undefined: no words). */
const stepWords = new Map<TraceEvent, MessageKey>(
  BLOCK_ENTRIES.flatMap((e) => Object.entries(e.ticks).map(([event, tick]) => [event as TraceEvent, tick.words] as const)),
);
export const wordsKeyForEvent = (event: TraceEvent): MessageKey | undefined => stepWords.get(event);

/** The ticks in which the child sees Ada do something (a Stop or Reset after one is a try). */
const movingTicks = new Set<TraceEvent>(
  BLOCK_ENTRIES.flatMap((e) => Object.entries(e.ticks).flatMap(([event, tick]) => (tick.adaMoves ? [event as TraceEvent] : []))),
);
export const adaMovesIn = (event: TraceEvent): boolean => movingTicks.has(event);

/**
 * Runs a plain action block in the world (one tick: its effect and its event), or null for
 * control flow (a loop, an if, a call), which the interpreter's frames are.
 */
export function runAction(world: ActionWorld, stmt: Stmt): ActionDone | null {
  const run = byOp.get(stmt.op)!.run;
  return 'act' in run ? run.act(world, stmt) : null;
}

/** Whether a statement is an if (of any stage): a question, a `then` and an optional `else`. */
export function isIfLike(stmt: Stmt): stmt is IfLikeStmt {
  const run = byOp.get(stmt.op)!.run;
  return 'control' in run && run.control === 'if';
}

/** The answer to an if's question in the world (its definition's `test`); false for another block. */
export function conditionHolds(world: SensingWorld, stmt: Stmt): boolean {
  const run = byOp.get(stmt.op)!.run;
  return 'test' in run ? run.test(world, stmt) : false;
}

/** A statement's Show-the-code definition. */
export const codeOf = (stmt: Stmt): BlockCode<Stmt> => byOp.get(stmt.op)!.code;

/** The palette kinds of a stage, in the palette's order. */
export const kindsOfStage = (stage: Stage): BlockKind[] =>
  BLOCK_ENTRIES.filter((e) => e.stages.includes(stage)).flatMap((e) => e.blocks.map((b) => b.kind));

/** Whether a block belongs to a stage. */
export const isOfStage = (kind: BlockKind, stage: Stage): boolean => kindEntry.get(kind)!.stages.includes(stage);

/** The first program version with a palette block (the editor writes version 2 for one of 2). */
export const kindSince = (kind: BlockKind): ProgramVersion => kindEntry.get(kind)!.since;

/**
 * A stored statement's shape, without zod: its op, its keys and each field's value for the
 * version (lists only as arrays: the caller walks them). The same entries as the schema.
 */
export function isStmtShape(value: unknown, version: ProgramVersion): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !BLOCK_ID_PATTERN.test(v.id)) return false;
  const entry = blockEntry(v.op);
  if (!entry || !isInVersion(entry, version)) return false;
  const fields = fieldsFor(entry, version);
  const allowed = new Set(['id', 'op', ...fields.map(([k]) => k)]);
  if (!Object.keys(v).every((k) => allowed.has(k))) return false;
  return fields.every(([key, field]) => {
    const x = v[key];
    if (x === undefined) return 'optional' in field && field.optional === true;
    switch (field.type) {
      case 'choice':
        return field.values.includes(x as string | number);
      case 'whole':
        return Number.isInteger(x) && (x as number) >= field.min && (x as number) <= field.max;
      case 'flag':
        return typeof x === 'boolean';
      case 'blocks':
        return Array.isArray(x);
    }
  });
}

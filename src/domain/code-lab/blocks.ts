// One definition per block (docs/product/code-lab.md#engine, decision 200): each statement op is one entry
// here, with its fields, the program version that has it, the palette blocks it makes (kind,
// label, family) and the words its ticks are said with. The zod schema (program.ts), the
// zod-free check of stored programs (features/code-lab/program-check.ts), the palette's kinds
// and labels and the stage's step words all derive from this list, so a new block is one entry
// here and its run in the interpreter. No zod here: the Code Lab page imports this.
import type { MessageKey } from '../../i18n/translate';
import type { Condition, PenColor, Stmt, TurnDegrees } from './program';

/** A palette block: what a child picks. A turn, an if and the pen come in several kinds. */
export type BlockKind =
  | 'forward'
  | 'turn-left'
  | 'turn-right'
  | 'collect'
  | 'repeat'
  | 'until-goal'
  | 'if-path-ahead'
  | 'if-path-left'
  | 'if-path-right'
  | 'if-on-item'
  | 'call'
  | 'pen-down'
  | 'pen-up'
  | 'color';

/**
 * Blocks of one family look alike (moves, picking up, loops, questions, the pen, functions).
 * @public for the editor's block looks, built beside this module.
 */
export type BlockFamily = 'move' | 'pick' | 'loop' | 'check' | 'pen' | 'function';

/**
 * A field of a statement besides `id` and `op`. `since: 2`: only version 2 programs have it.
 * `message`: what a wrong value is told (the schema's words).
 */
export type BlockField =
  | {
      type: 'choice';
      values: readonly (string | number)[];
      optional?: true;
      since?: 2;
      message: string;
    }
  | { type: 'whole'; min: number; max: number; message: string }
  | { type: 'flag'; message: string }
  | { type: 'blocks'; optional?: true };

/** What a tick did; each op's entry says which of these it makes and their words. */
export type TraceEvent =
  | 'move'
  | 'draw'
  | 'turn'
  | 'collect'
  | 'collect-nothing'
  | 'check-true'
  | 'check-false'
  | 'repeat'
  | 'call'
  | 'pen-down'
  | 'pen-up'
  | 'color'
  | 'crash'
  | 'goal';

/** A block of the palette. `make(id)` is the statement it puts in a program. `label` is its
 * English words (the API's messages); `labelKey` its words in the message catalogue. */
export type PaletteBlock = {
  kind: BlockKind;
  label: string;
  labelKey: MessageKey;
  family: BlockFamily;
  make: (id: string) => Stmt;
};

export type BlockEntry = {
  op: Stmt['op'];
  /** The first program version with this op. */
  since: 1 | 2;
  fields: Readonly<Record<string, BlockField>>;
  /** Its palette blocks; `kindOf` picks among them by `is` when there are several. */
  blocks: readonly (PaletteBlock & { is?: (stmt: Stmt) => boolean })[];
  /** The words of each tick this op makes, for the stage and the polite announcement (a key of
   * the message catalogue; outcome-words.ts gives a turn, a colour and a call their facts). */
  words: Partial<Record<TraceEvent, MessageKey>>;
};

export const REPEAT_TIMES = { min: 2, max: 10 } as const;
const CONDITIONS: readonly Condition[] = ['path-ahead', 'path-left', 'path-right', 'on-item'];
const CONDITION_LABELS: Record<Condition, [string, MessageKey]> = {
  'path-ahead': ['If path ahead', 'codeLab.block.ifPathAhead'],
  'path-left': ['If path to the left', 'codeLab.block.ifPathLeft'],
  'path-right': ['If path to the right', 'codeLab.block.ifPathRight'],
  'on-item': ['If on a balloon', 'codeLab.block.ifOnItem'],
};
/** The angles a turn can go (no `degrees` is 90). */
export const TURN_DEGREES = [45, 90, 135] as const satisfies readonly TurnDegrees[];

/** The names a child picks for a function (never typed). */
export const FUNCTION_NAMES = ['square', 'hop', 'stairs', 'petal', 'zigzag', 'wiggle'] as const;
/** The pen's colours, each at least 3:1 against the white paper (PEN_COLOR_HEX). */
export const PEN_COLORS = ['blue', 'red', 'green', 'purple', 'orange', 'black'] as const;
export const PEN_COLOR_HEX: Record<PenColor, string> = {
  blue: '#1d4ed8',
  red: '#dc2626',
  green: '#15803d',
  purple: '#7e22ce',
  orange: '#c2410c',
  black: '#1f2937',
};

export const BLOCK_ID_PATTERN = /^[a-z0-9-]{1,16}$/;

const blocks = { type: 'blocks' } as const;

export const BLOCK_ENTRIES: readonly BlockEntry[] = [
  {
    op: 'forward',
    since: 1,
    fields: {},
    blocks: [
      {
        kind: 'forward',
        label: 'Move forward',
        labelKey: 'codeLab.block.forward',
        family: 'move',
        make: (id) => ({ id, op: 'forward' }),
      },
    ],
    words: {
      move: 'codeLab.step.move',
      draw: 'codeLab.step.draw',
      crash: 'codeLab.step.crash',
      goal: 'codeLab.step.goal',
    },
  },
  {
    op: 'turn',
    since: 1,
    fields: {
      dir: { type: 'choice', values: ['left', 'right'], message: 'a turn goes left or right' },
      degrees: {
        type: 'choice',
        values: TURN_DEGREES,
        optional: true,
        since: 2,
        message: 'a turn goes 45, 90 or 135 degrees',
      },
    },
    blocks: [
      {
        kind: 'turn-left',
        label: 'Turn left',
        labelKey: 'codeLab.block.turnLeft',
        family: 'move',
        make: (id) => ({ id, op: 'turn', dir: 'left' }),
        is: (s) => s.op === 'turn' && s.dir === 'left',
      },
      {
        kind: 'turn-right',
        label: 'Turn right',
        labelKey: 'codeLab.block.turnRight',
        family: 'move',
        make: (id) => ({ id, op: 'turn', dir: 'right' }),
        is: (s) => s.op === 'turn' && s.dir === 'right',
      },
    ],
    words: { turn: 'codeLab.step.turn' },
  },
  {
    op: 'collect',
    since: 1,
    fields: {},
    blocks: [
      { kind: 'collect', label: 'Pick up', labelKey: 'codeLab.block.collect', family: 'pick', make: (id) => ({ id, op: 'collect' }) },
    ],
    words: { collect: 'codeLab.step.collect', 'collect-nothing': 'codeLab.step.collectNothing' },
  },
  {
    op: 'repeat',
    since: 1,
    fields: {
      times: {
        type: 'whole',
        ...REPEAT_TIMES,
        message: `repeat times must be a whole number from ${REPEAT_TIMES.min} to ${REPEAT_TIMES.max}`,
      },
      body: blocks,
    },
    blocks: [
      {
        kind: 'repeat',
        label: 'Repeat',
        labelKey: 'codeLab.block.repeat',
        family: 'loop',
        make: (id) => ({ id, op: 'repeat', times: REPEAT_TIMES.min, body: [] }),
      },
    ],
    words: { repeat: 'codeLab.step.repeat' },
  },
  {
    op: 'until-goal',
    since: 1,
    fields: { body: blocks },
    blocks: [
      {
        kind: 'until-goal',
        label: 'Repeat until the flag',
        labelKey: 'codeLab.block.untilGoal',
        family: 'loop',
        make: (id) => ({ id, op: 'until-goal', body: [] }),
      },
    ],
    words: { repeat: 'codeLab.step.repeat' },
  },
  {
    op: 'if',
    since: 1,
    fields: {
      cond: {
        type: 'choice',
        values: CONDITIONS,
        message: 'a condition is path-ahead, path-left, path-right or on-item',
      },
      then: blocks,
      else: { type: 'blocks', optional: true },
    },
    blocks: CONDITIONS.map((cond) => ({
      kind: `if-${cond}` as const,
      label: CONDITION_LABELS[cond][0],
      labelKey: CONDITION_LABELS[cond][1],
      family: 'check' as const,
      make: (id: string): Stmt => ({ id, op: 'if', cond, then: [] }),
      is: (s: Stmt) => s.op === 'if' && s.cond === cond,
    })),
    words: { 'check-true': 'codeLab.step.checkTrue', 'check-false': 'codeLab.step.checkFalse' },
  },
  {
    op: 'call',
    since: 2,
    fields: {
      name: {
        type: 'choice',
        values: FUNCTION_NAMES,
        message: `a function's name is one of ${FUNCTION_NAMES.join(', ')}`,
      },
    },
    // The palette shows one block per function the program makes; `make` gives the first name,
    // the editor sets the name it was picked for.
    blocks: [
      {
        kind: 'call',
        label: 'Use a function',
        labelKey: 'codeLab.block.call',
        family: 'function',
        make: (id) => ({ id, op: 'call', name: FUNCTION_NAMES[0] }),
      },
    ],
    words: { call: 'codeLab.step.call' },
  },
  {
    op: 'pen',
    since: 2,
    fields: { down: { type: 'flag', message: 'a pen block says down: true or false' } },
    blocks: [
      {
        kind: 'pen-down',
        label: 'Pen down',
        labelKey: 'codeLab.block.penDown',
        family: 'pen',
        make: (id) => ({ id, op: 'pen', down: true }),
        is: (s) => s.op === 'pen' && s.down,
      },
      {
        kind: 'pen-up',
        label: 'Pen up',
        labelKey: 'codeLab.block.penUp',
        family: 'pen',
        make: (id) => ({ id, op: 'pen', down: false }),
        is: (s) => s.op === 'pen' && !s.down,
      },
    ],
    words: {
      'pen-down': 'codeLab.step.penDown',
      'pen-up': 'codeLab.step.penUp',
    },
  },
  {
    op: 'color',
    since: 2,
    fields: {
      color: {
        type: 'choice',
        values: PEN_COLORS,
        message: `a pen colour is one of ${PEN_COLORS.join(', ')}`,
      },
    },
    blocks: [
      {
        kind: 'color',
        label: 'Pen colour',
        labelKey: 'codeLab.block.color',
        family: 'pen',
        make: (id) => ({ id, op: 'color', color: 'blue' }),
      },
    ],
    words: { color: 'codeLab.step.color' },
  },
];

const byOp = new Map(BLOCK_ENTRIES.map((e) => [e.op, e]));
const byKind = new Map(BLOCK_ENTRIES.flatMap((e) => e.blocks.map((b) => [b.kind, b] as const)));

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

/** Fields a version has for an op: version 1 never has a version 2 field. */
export const fieldsFor = (entry: BlockEntry, version: 1 | 2): [string, BlockField][] =>
  Object.entries(entry.fields).filter(([, f]) => !('since' in f) || (f.since ?? 1) <= version);

/** The ops a version has, in words for an error ("forward, turn, collect, ..."). */
export const opsFor = (version: 1 | 2): string[] =>
  BLOCK_ENTRIES.filter((e) => e.since <= version).map((e) => e.op);

/** The statement lists inside a statement (a repeat's body, an if's then and else). */
export function childLists(stmt: Stmt): Stmt[][] {
  switch (stmt.op) {
    case 'repeat':
    case 'until-goal':
      return [stmt.body];
    case 'if':
      return stmt.else ? [stmt.then, stmt.else] : [stmt.then];
    default:
      return [];
  }
}

/** The catalogue key of a tick's words, by the entry that makes it (undefined: no words). */
const stepWords = new Map<TraceEvent, MessageKey>(
  BLOCK_ENTRIES.flatMap((e) => Object.entries(e.words) as [TraceEvent, MessageKey][]),
);
export const wordsKeyForEvent = (event: TraceEvent): MessageKey | undefined => stepWords.get(event);

/**
 * A stored statement's shape, without zod: its op, its keys and each field's value for the
 * version (lists only as arrays: the caller walks them). The same entries as the schema.
 */
export function isStmtShape(value: unknown, version: 1 | 2): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !BLOCK_ID_PATTERN.test(v.id)) return false;
  const entry = blockEntry(v.op);
  if (!entry || entry.since > version) return false;
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

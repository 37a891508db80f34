// A Code Lab program: the blocks a child puts together, as data (docs/product/code-lab.md).
// One zod schema for the web and the server. The schemas are marked pure, so a page that only
// uses the helpers below (the Code Lab editor) does not bundle zod. A program is code, not a form: unknown keys are
// an error here, unlike the request bodies around it.
import { z } from 'zod';
import { isPenLevel, type Level } from './level-types';

type Direction = 'left' | 'right';
export type Condition = 'path-ahead' | 'path-left' | 'path-right' | 'on-item';

/** The names a child picks for a function (never typed). */
export const FUNCTION_NAMES = ['square', 'hop', 'stairs', 'petal', 'zigzag', 'wiggle'] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

/** The pen's colours, each at least 3:1 against the white paper (PEN_COLOR_HEX). */
export const PEN_COLORS = ['blue', 'red', 'green', 'purple', 'orange', 'black'] as const;
export type PenColor = (typeof PEN_COLORS)[number];
export const PEN_COLOR_HEX: Record<PenColor, string> = {
  blue: '#1d4ed8',
  red: '#dc2626',
  green: '#15803d',
  purple: '#7e22ce',
  orange: '#c2410c',
  black: '#1f2937',
};

/** How far a turn goes; a turn without `degrees` turns 90. */
export const TURN_DEGREES = [45, 90, 135] as const;
export type TurnDegrees = (typeof TURN_DEGREES)[number];

type ForwardStmt = { id: string; op: 'forward' };
export type TurnStmt = { id: string; op: 'turn'; dir: Direction; degrees?: TurnDegrees };
type CollectStmt = { id: string; op: 'collect' };
export type RepeatStmt = { id: string; op: 'repeat'; times: number; body: Stmt[] };
export type UntilGoalStmt = { id: string; op: 'until-goal'; body: Stmt[] };
type IfStmt = { id: string; op: 'if'; cond: Condition; then: Stmt[]; else?: Stmt[] };
/** Version 2: runs the body of the function with this name. */
export type CallStmt = { id: string; op: 'call'; name: FunctionName };
/** Version 2: the pen goes down (Ada draws as she moves) or up. */
export type PenStmt = { id: string; op: 'pen'; down: boolean };
/** Version 2: the pen's colour from now on. */
export type ColorStmt = { id: string; op: 'color'; color: PenColor };
export type Stmt =
  | ForwardStmt
  | TurnStmt
  | CollectStmt
  | RepeatStmt
  | UntilGoalStmt
  | IfStmt
  | CallStmt
  | PenStmt
  | ColorStmt;
/** A function a version 2 program defines: a name from FUNCTION_NAMES and its blocks. */
export type FunctionDef = { name: FunctionName; body: Stmt[] };
/**
 * Version 1 has only the grid's blocks (no call, pen, color, nor turn degrees); version 2 adds
 * them and up to 3 functions. A version 1 program means the same as ever.
 */
export type Program =
  | { version: 1; body: Stmt[] }
  | { version: 2; functions?: FunctionDef[]; body: Stmt[] };

export const PROGRAM_LIMITS = {
  /**
   * Every statement counts one block, the ones inside repeats and ifs too; a function's blocks
   * count once (where it is defined) and each call one.
   */
  maxBlocks: 60,
  /** A top-level block is at depth 1; a block inside one repeat is at depth 2. */
  maxDepth: 5,
  /** Bytes of the program's JSON (UTF-8). */
  maxJsonBytes: 8 * 1024,
  minRepeat: 2,
  maxRepeat: 10,
  /** Version 2: functions a program may define. */
  maxFunctions: 3,
} as const;

const BLOCK_ID_PATTERN = /^[a-z0-9-]{1,16}$/;

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

export const BLOCK_KINDS: readonly BlockKind[] = [
  'forward',
  'turn-left',
  'turn-right',
  'collect',
  'repeat',
  'until-goal',
  'if-path-ahead',
  'if-path-left',
  'if-path-right',
  'if-on-item',
  'call',
  'pen-down',
  'pen-up',
  'color',
];

const LABELS: Record<BlockKind, string> = {
  forward: 'Move forward',
  'turn-left': 'Turn left',
  'turn-right': 'Turn right',
  collect: 'Pick up',
  repeat: 'Repeat',
  'until-goal': 'Repeat until the flag',
  'if-path-ahead': 'If path ahead',
  'if-path-left': 'If path to the left',
  'if-path-right': 'If path to the right',
  'if-on-item': 'If on a balloon',
  call: 'Use a function',
  'pen-down': 'Pen down',
  'pen-up': 'Pen up',
  color: 'Pen colour',
};

/** The words on a palette block and on a placed block ("Step 2: Move forward"). */
export const blockLabel = (kind: BlockKind): string => LABELS[kind];

export function kindOf(stmt: Stmt): BlockKind {
  switch (stmt.op) {
    case 'turn':
      return stmt.dir === 'left' ? 'turn-left' : 'turn-right';
    case 'if':
      return `if-${stmt.cond}`;
    case 'pen':
      return stmt.down ? 'pen-down' : 'pen-up';
    default:
      return stmt.op;
  }
}

/** The statement lists directly inside a statement (a repeat's body, an if's then and else). */
function childLists(stmt: Stmt): Stmt[][] {
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

/** A version 2 program's functions (none for version 1). */
export const functionsOf = (program: Program): readonly FunctionDef[] =>
  program.version === 2 ? (program.functions ?? []) : [];

/** One statement of a program: its depth (a list's top = 1) and the function it is in, if any. */
export type WalkedStmt = { stmt: Stmt; depth: number; fn?: FunctionName };

/**
 * Every statement with its depth (top level = 1), in program order, without recursion: the
 * main program first, then each function's body (its top level is depth 1 as well).
 */
export function* walkProgram(program: Program): Generator<WalkedStmt> {
  const lists: { list: Stmt[]; fn?: FunctionName }[] = [{ list: program.body }];
  for (const f of functionsOf(program)) lists.push({ list: f.body, fn: f.name });
  for (const { list, fn } of lists) {
    const stack: { list: Stmt[]; index: number; depth: number }[] = [{ list, index: 0, depth: 1 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const stmt = top.list[top.index];
      if (!stmt) {
        stack.pop();
        continue;
      }
      top.index += 1;
      yield fn ? { stmt, depth: top.depth, fn } : { stmt, depth: top.depth };
      const inner = childLists(stmt);
      for (let i = inner.length - 1; i >= 0; i--)
        stack.push({ list: inner[i]!, index: 0, depth: top.depth + 1 });
    }
  }
}

/** Blocks of a program: a function's blocks once, each call one. */
export function countBlocks(program: Program): number {
  let n = 0;
  for (const _ of walkProgram(program)) n += 1;
  return n;
}

export function programDepth(program: Program): number {
  let depth = 0;
  for (const item of walkProgram(program)) depth = Math.max(depth, item.depth);
  return depth;
}

const id = /* @__PURE__ */ z.string().regex(BLOCK_ID_PATTERN, {
  error: 'a block id must be 1 to 16 small letters, digits or dashes',
});
const timesMessage = `repeat times must be a whole number from ${PROGRAM_LIMITS.minRepeat} to ${PROGRAM_LIMITS.maxRepeat}`;
const times = /* @__PURE__ */ z
  .number()
  .int()
  .min(PROGRAM_LIMITS.minRepeat)
  .max(PROGRAM_LIMITS.maxRepeat, { error: timesMessage });
const list1 = (): z.ZodType<Stmt[]> => z.array(stmtSchema1);
const list2 = (): z.ZodType<Stmt[]> => z.array(stmtSchema2);
const conds = ['path-ahead', 'path-left', 'path-right', 'on-item'] as const;

/** Version 1's blocks: the grid's, each exactly as it was. */
const stmtSchema1: z.ZodType<Stmt> = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion(
    'op',
    [
      z.strictObject({ id, op: z.literal('forward') }),
      z.strictObject({ id, op: z.literal('turn'), dir: z.enum(['left', 'right']) }),
      z.strictObject({ id, op: z.literal('collect') }),
      z.strictObject({ id, op: z.literal('repeat'), times, body: list1() }),
      z.strictObject({ id, op: z.literal('until-goal'), body: list1() }),
      z.strictObject({
        id,
        op: z.literal('if'),
        cond: z.enum(conds),
        then: list1(),
        else: list1().optional(),
      }),
    ],
    { error: 'unknown block op (forward, turn, collect, repeat, until-goal or if)' },
  ),
);

/** Version 2's blocks: version 1's, turn by 45/90/135, call, pen and color. */
const stmtSchema2: z.ZodType<Stmt> = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion(
    'op',
    [
      z.strictObject({ id, op: z.literal('forward') }),
      z.strictObject({
        id,
        op: z.literal('turn'),
        dir: z.enum(['left', 'right']),
        degrees: z
          .union([z.literal(45), z.literal(90), z.literal(135)], {
            error: 'a turn goes 45, 90 or 135 degrees',
          })
          .optional(),
      }),
      z.strictObject({ id, op: z.literal('collect') }),
      z.strictObject({ id, op: z.literal('repeat'), times, body: list2() }),
      z.strictObject({ id, op: z.literal('until-goal'), body: list2() }),
      z.strictObject({
        id,
        op: z.literal('if'),
        cond: z.enum(conds),
        then: list2(),
        else: list2().optional(),
      }),
      z.strictObject({ id, op: z.literal('call'), name: functionName }),
      z.strictObject({
        id,
        op: z.literal('pen'),
        down: z.boolean({ error: 'a pen block says down: true or false' }),
      }),
      z.strictObject({
        id,
        op: z.literal('color'),
        color: z.enum(PEN_COLORS, { error: `a pen colour is one of ${PEN_COLORS.join(', ')}` }),
      }),
    ],
    {
      error:
        'unknown block op (forward, turn, collect, repeat, until-goal, if, call, pen or color)',
    },
  ),
);

const functionName = /* @__PURE__ */ z.enum(FUNCTION_NAMES, {
  error: `a function's name is one of ${FUNCTION_NAMES.join(', ')}`,
});

/** The program's size in bytes of JSON; Infinity when it cannot be written as JSON. */
function programJsonBytes(value: unknown): number {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? 0 : new TextEncoder().encode(json).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** What is wrong with a version 2 program's functions (null: nothing). */
function functionProblem(program: Program): string | null {
  const defined = functionsOf(program);
  if (defined.length > PROGRAM_LIMITS.maxFunctions)
    return `"program" has ${defined.length} functions; at most ${PROGRAM_LIMITS.maxFunctions} are allowed.`;
  const names = new Set<FunctionName>();
  for (const f of defined) {
    if (names.has(f.name)) return `"program" makes the function '${f.name}' twice.`;
    names.add(f.name);
  }
  const called = new Set<FunctionName>();
  for (const { stmt, fn } of walkProgram(program)) {
    if (stmt.op !== 'call') continue;
    if (fn)
      return stmt.name === fn
        ? `"program": a function cannot call itself ('${fn}' calls '${fn}').`
        : `"program": a function cannot call another function ('${fn}' calls '${stmt.name}').`;
    if (!names.has(stmt.name))
      return `"program" calls the function '${stmt.name}', and it has no function by that name.`;
    called.add(stmt.name);
  }
  for (const f of defined)
    if (!called.has(f.name)) return `"program": function '${f.name}' is never called.`;
  return null;
}

/** What is wrong with a well-formed program's size, depth, ids or functions (null: nothing). */
function programLimitProblem(program: Program): string | null {
  const seen = new Set<string>();
  let blocks = 0;
  for (const { stmt, depth } of walkProgram(program)) {
    blocks += 1;
    if (depth > PROGRAM_LIMITS.maxDepth)
      return `"program" is nested too deep: at most ${PROGRAM_LIMITS.maxDepth} blocks inside each other.`;
    if (seen.has(stmt.id)) return `"program" has two blocks with the same id "${stmt.id}".`;
    seen.add(stmt.id);
  }
  if (blocks > PROGRAM_LIMITS.maxBlocks)
    return `"program" has ${blocks} blocks; at most ${PROGRAM_LIMITS.maxBlocks} are allowed.`;
  return functionProblem(program);
}

const refineLimits = (program: Program, ctx: z.RefinementCtx) => {
  const problem = programLimitProblem(program);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};

export const programSchema: z.ZodType<Program> = /* @__PURE__ */ z
  .discriminatedUnion(
    'version',
    [
      z.strictObject({ version: z.literal(1), body: list1() }),
      z.strictObject({
        version: z.literal(2),
        functions: z
          .array(z.strictObject({ name: functionName, body: list2() }))
          .optional(),
        body: list2(),
      }),
    ],
    { error: 'the version must be 1 or 2' },
  )
  .superRefine(refineLimits);

export type ProgramCheck = { ok: true; program: Program } | { ok: false; message: string };

const pathText = (path: PropertyKey[]): string => `"${['program', ...path.map(String)].join('.')}"`;

/**
 * Validates anything (a request body's `program`, guest storage) as a program. The size is
 * checked first, so a huge or deeply nested value is refused before the schema walks it.
 */
export function parseProgram(value: unknown): ProgramCheck {
  if (programJsonBytes(value) > PROGRAM_LIMITS.maxJsonBytes)
    return {
      ok: false,
      message: `"program" is too big: at most ${PROGRAM_LIMITS.maxJsonBytes} bytes of JSON.`,
    };
  const parsed = programSchema.safeParse(value);
  if (parsed.success) return { ok: true, program: parsed.data };
  const issue = parsed.error.issues[0];
  if (!issue) return { ok: false, message: '"program" is not a valid program.' };
  if (issue.code === 'custom') return { ok: false, message: issue.message };
  const where = pathText(issue.path);
  if (issue.code === 'unrecognized_keys')
    return { ok: false, message: `${where} has unknown keys: ${issue.keys.join(', ')}.` };
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.path.at(-1) === 'times')
    return { ok: false, message: `${where}: ${timesMessage}.` };
  return { ok: false, message: `${where}: ${issue.message}.` };
}

export type LevelCheck = { ok: true } | { ok: false; message: string };

/**
 * The level's rules for a valid program: only its toolbox's blocks, at most its maxBlocks,
 * functions only where the toolbox has "Use a function", turns other than 90 degrees only on
 * the pen's paper.
 */
export function checkProgramForLevel(level: Level, program: Program): LevelCheck {
  const limits = programLimitProblem(program);
  if (limits) return { ok: false, message: limits };
  const allowed = new Set<BlockKind>(level.toolbox);
  if (functionsOf(program).length > 0 && !allowed.has('call'))
    return { ok: false, message: `"program" makes a function, and level ${level.id} has none.` };
  const pen = isPenLevel(level);
  let blocks = 0;
  for (const { stmt } of walkProgram(program)) {
    blocks += 1;
    const kind = kindOf(stmt);
    if (!allowed.has(kind))
      return {
        ok: false,
        message: `"program" uses a "${blockLabel(kind)}" block ("${stmt.id}"), and level ${level.id} has no such block.`,
      };
    if (stmt.op === 'turn' && !pen && (stmt.degrees ?? 90) !== 90)
      return {
        ok: false,
        message: `"program" turns ${stmt.degrees} degrees ("${stmt.id}"); on level ${level.id} Ada turns 90.`,
      };
  }
  if (blocks > level.maxBlocks)
    return {
      ok: false,
      message: `"program" has ${blocks} blocks; level ${level.id} allows at most ${level.maxBlocks}.`,
    };
  return { ok: true };
}

/** The empty program a level starts with when it has no startProgram. */
export const emptyProgram = (): Program => ({ version: 1, body: [] });

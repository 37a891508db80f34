// A Code Lab program: the blocks a child puts together, as data (docs/product/code-lab.md).
// One zod schema for the web and the server. The schemas are marked pure, so a page that only
// uses the helpers below (the Code Lab editor) does not bundle zod. A program is code, not a form: unknown keys are
// an error here, unlike the request bodies around it.
import { z } from 'zod';
import {
  BLOCK_ENTRIES,
  BLOCK_ID_PATTERN,
  blockLabel,
  childLists,
  fieldsFor,
  FUNCTION_NAMES,
  isInVersion,
  kindOf,
  opsFor,
  REPEAT_TIMES,
  type BlockField,
  type BlockKind,
  type FunctionName,
  type ProgramVersion,
  type Stmt,
} from './blocks';
import { isPenLevel } from './stages/pen/pen-level';
import { type Level } from './level-types';

// The blocks' one definition each lives in block-definitions.ts (read through blocks.ts); these
// names stay importable from here.
export {
  BLOCK_KINDS,
  blockLabel,
  FUNCTION_NAMES,
  kindOf,
  PEN_COLOR_HEX,
  PEN_COLORS,
  TURN_DEGREES,
  type BlockKind,
  type Condition,
  type FunctionName,
  type PenColor,
  type RepeatStmt,
  type Stmt,
  type TurnDegrees,
  type UntilGoalStmt,
} from './blocks';

/** A function a version 2 program defines: a name from FUNCTION_NAMES and its blocks. */
export type FunctionDef = { name: FunctionName; body: Stmt[] };
/**
 * Version 1 has only the grid's blocks (no call, pen, color, nor turn degrees); version 2 adds
 * them and up to 3 functions. A version 1 program means the same as ever.
 */
export type Program =
  { version: 1; body: Stmt[] } | { version: 2; functions?: FunctionDef[]; body: Stmt[] };

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
  minRepeat: REPEAT_TIMES.min,
  maxRepeat: REPEAT_TIMES.max,
  /** Version 2: functions a program may define. */
  maxFunctions: 3,
} as const;

/** A version 2 program's functions (none for version 1). */
export const functionsOf = (program: Program): readonly FunctionDef[] =>
  program.version === 2 ? (program.functions ?? []) : [];

/**
 * One statement of a program: its depth (a list's top = 1), the function it is in, if any, and
 * in a game the handler it is in.
 */
export type WalkedStmt = { stmt: Stmt; depth: number; fn?: FunctionName; handler?: string };

/** A list of statements at the top of a program: its body, a game's handler, a function's body. */
export type StmtList = { list: readonly Stmt[]; fn?: FunctionName; handler?: string };

/**
 * Every statement of the lists with its depth (each list's top level = 1), in order, without
 * recursion.
 */
export function* walkLists(lists: readonly StmtList[]): Generator<WalkedStmt> {
  for (const { list, fn, handler } of lists) {
    const stack: { list: readonly Stmt[]; index: number; depth: number }[] = [
      { list, index: 0, depth: 1 },
    ];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const stmt = top.list[top.index];
      if (!stmt) {
        stack.pop();
        continue;
      }
      top.index += 1;
      yield {
        stmt,
        depth: top.depth,
        ...(fn ? { fn } : {}),
        ...(handler !== undefined ? { handler } : {}),
      };
      const inner = childLists(stmt);
      for (let i = inner.length - 1; i >= 0; i--)
        stack.push({ list: inner[i]!, index: 0, depth: top.depth + 1 });
    }
  }
}

/**
 * Every statement with its depth (top level = 1), in program order, without recursion: the
 * main program first, then each function's body (its top level is depth 1 as well).
 */
export const walkProgram = (program: Program): Generator<WalkedStmt> =>
  walkLists([
    { list: program.body },
    ...functionsOf(program).map((f) => ({ list: f.body, fn: f.name })),
  ]);

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

export const blockId = /* @__PURE__ */ z.string().regex(BLOCK_ID_PATTERN, {
  error: 'a block id must be 1 to 16 small letters, digits or dashes',
});
const timesMessage = `repeat times must be a whole number from ${PROGRAM_LIMITS.minRepeat} to ${PROGRAM_LIMITS.maxRepeat}`;

/** A field of a block's definition as zod, for a version (its lists hold that version's statements). */
function fieldSchema(field: BlockField, version: ProgramVersion): z.ZodType {
  switch (field.type) {
    case 'choice': {
      const schema = z.union(
        field.values.map((v) => z.literal(v)),
        { error: field.message },
      );
      return field.optional ? schema.optional() : schema;
    }
    case 'whole': {
      const whole = z
        .number({ error: field.message })
        .int({ error: field.message })
        .min(field.min, { error: field.message })
        .max(field.max, { error: field.message });
      return field.optional ? whole.optional() : whole;
    }
    case 'flag':
      return z.boolean({ error: field.message });
    case 'blocks': {
      const list = z.array(stmtSchemas[version]);
      return field.optional ? list.optional() : list;
    }
  }
}

/** A version's statements: one strict object per block definition the version has. */
function stmtSchema(version: ProgramVersion): z.ZodType<Stmt> {
  const options = BLOCK_ENTRIES.filter((e) => isInVersion(e, version)).map((entry) =>
    z.strictObject({
      id: blockId,
      op: z.literal(entry.op),
      ...Object.fromEntries(
        fieldsFor(entry, version).map(([k, f]) => [k, fieldSchema(f, version)]),
      ),
    }),
  );
  return z.discriminatedUnion('op', options as never, {
    error: `unknown block op (${opsFor(version)
      .join(', ')
      .replace(/, ([a-z-]+)$/, ' or $1')})`,
  }) as unknown as z.ZodType<Stmt>;
}

const stmtSchemas: Record<ProgramVersion, z.ZodType<Stmt>> = {
  1: /* @__PURE__ */ z.lazy(() => stmtSchema(1)),
  2: /* @__PURE__ */ z.lazy(() => stmtSchema(2)),
  3: /* @__PURE__ */ z.lazy(() => stmtSchema(3)),
  4: /* @__PURE__ */ z.lazy(() => stmtSchema(4)),
  5: /* @__PURE__ */ z.lazy(() => stmtSchema(5)),
};

/** A version's statement as zod (a game's handlers hold version 3's: game-program.ts; a tune version 4's). */
export const stmtSchemaOf = (version: ProgramVersion): z.ZodType<Stmt> => stmtSchemas[version];

/** A function's name as zod. */
export const functionName = /* @__PURE__ */ z.enum(FUNCTION_NAMES, {
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

/**
 * A program being written (a draft kept on the device or the server, a saved drawing) may hold
 * a function not used yet; a run that solves must use each one (docs/product/code-lab.md#engine).
 */
export type ProgramUse = 'run' | 'draft';

/** The functions a program makes and never uses (a call inside a function does not count). */
export function uncalledFunctions(program: Program): FunctionName[] {
  const called = new Set<FunctionName>();
  for (const { stmt, fn } of walkProgram(program)) if (stmt.op === 'call' && !fn) called.add(stmt.name);
  return functionsOf(program).map((f) => f.name).filter((name) => !called.has(name));
}

/**
 * What is wrong with the functions a program makes and the calls in its statements (`walked`,
 * the program's and the functions' own), or null: at most 3, each name once, no call inside a
 * function, no call of a function it does not make, and (to run) each one called.
 */
function functionProblemOf(
  defined: readonly FunctionDef[],
  walked: Iterable<WalkedStmt>,
  use: ProgramUse,
): string | null {
  if (defined.length > PROGRAM_LIMITS.maxFunctions)
    return `"program" has ${defined.length} functions; at most ${PROGRAM_LIMITS.maxFunctions} are allowed.`;
  const names = new Set<FunctionName>();
  for (const f of defined) {
    if (names.has(f.name)) return `"program" makes the function '${f.name}' twice.`;
    names.add(f.name);
  }
  const called = new Set<FunctionName>();
  for (const { stmt, fn } of walked) {
    if (stmt.op !== 'call') continue;
    if (fn)
      return stmt.name === fn
        ? `"program": a function cannot call itself ('${fn}' calls '${fn}').`
        : `"program": a function cannot call another function ('${fn}' calls '${stmt.name}').`;
    if (!names.has(stmt.name))
      return `"program" calls the function '${stmt.name}', and it has no function by that name.`;
    called.add(stmt.name);
  }
  if (use === 'draft') return null;
  for (const f of defined)
    if (!called.has(f.name)) return `"program": function '${f.name}' is never called.`;
  return null;
}

/**
 * What is wrong with a well-formed program's size, depth, ids or functions (null: nothing).
 * `heads` are blocks that hold a list at the top of a program (a game's handlers): each is one
 * block, and their ids are unique with the statements'.
 */
export function limitProblemOf(
  lists: readonly StmtList[],
  functions: readonly FunctionDef[],
  use: ProgramUse,
  heads: readonly string[] = [],
): string | null {
  const seen = new Set<string>();
  for (const id of heads) {
    if (seen.has(id)) return `"program" has two blocks with the same id "${id}".`;
    seen.add(id);
  }
  const walked = [...walkLists(lists)];
  for (const { stmt, depth } of walked) {
    if (depth > PROGRAM_LIMITS.maxDepth)
      return `"program" is nested too deep: at most ${PROGRAM_LIMITS.maxDepth} blocks inside each other.`;
    if (seen.has(stmt.id)) return `"program" has two blocks with the same id "${stmt.id}".`;
    seen.add(stmt.id);
  }
  const blocks = heads.length + walked.length;
  if (blocks > PROGRAM_LIMITS.maxBlocks)
    return `"program" has ${blocks} blocks; at most ${PROGRAM_LIMITS.maxBlocks} are allowed.`;
  return functionProblemOf(functions, walked, use);
}

/** What is wrong with a well-formed program's size, depth, ids or functions (null: nothing). */
const programLimitProblem = (program: Program, use: ProgramUse): string | null =>
  limitProblemOf(
    [{ list: program.body }, ...functionsOf(program).map((f) => ({ list: f.body, fn: f.name }))],
    functionsOf(program),
    use,
  );

const programSchemaFor = (use: ProgramUse): z.ZodType<Program> => z
  .discriminatedUnion(
    'version',
    [
      z.strictObject({ version: z.literal(1), body: z.array(stmtSchemas[1]) }),
      z.strictObject({
        version: z.literal(2),
        functions: z
          .array(z.strictObject({ name: functionName, body: z.array(stmtSchemas[2]) }))
          .optional(),
        body: z.array(stmtSchemas[2]),
      }),
    ],
    { error: 'the version must be 1 or 2' },
  )
  .superRefine((program, ctx) => {
    const problem = programLimitProblem(program, use);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A program to run or solve: every rule. */
export const programSchema = /* @__PURE__ */ programSchemaFor('run');
/** A program kept while it is written (a draft, a drawing): a function may wait to be used. */
export const draftProgramSchema = /* @__PURE__ */ programSchemaFor('draft');

export type ProgramCheck = { ok: true; program: Program } | { ok: false; message: string };

const pathText = (path: PropertyKey[]): string => `"${['program', ...path.map(String)].join('.')}"`;

/** A schema's first issue in words naming where it is (`"program.body.2": ...`). */
export function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '"program" is not a valid program.';
  if (issue.code === 'custom') return issue.message;
  const where = pathText(issue.path);
  if (issue.code === 'unrecognized_keys') return `${where} has unknown keys: ${issue.keys.join(', ')}.`;
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.path.at(-1) === 'times')
    return `${where}: ${timesMessage}.`;
  return `${where}: ${issue.message}.`;
}

/** A program too big to check, in words (null: it is small enough). */
export const sizeProblem = (value: unknown): string | null =>
  programJsonBytes(value) > PROGRAM_LIMITS.maxJsonBytes
    ? `"program" is too big: at most ${PROGRAM_LIMITS.maxJsonBytes} bytes of JSON.`
    : null;

/**
 * Validates anything (a request body's `program`, guest storage) as a program. The size is
 * checked first, so a huge or deeply nested value is refused before the schema walks it.
 */
export function parseProgram(value: unknown, use: ProgramUse = 'run'): ProgramCheck {
  const tooBig = sizeProblem(value);
  if (tooBig) return { ok: false, message: tooBig };
  const parsed = (use === 'run' ? programSchema : draftProgramSchema).safeParse(value);
  return parsed.success
    ? { ok: true, program: parsed.data }
    : { ok: false, message: issueMessage(parsed.error) };
}

export type LevelCheck = { ok: true } | { ok: false; message: string };

/**
 * The level's rules for a valid program: only its toolbox's blocks, at most its maxBlocks,
 * functions only where the toolbox has "Use a function", turns other than 90 degrees only on
 * the pen's paper.
 */
export function checkProgramForLevel(
  level: Level,
  program: Program,
  use: ProgramUse = 'run',
): LevelCheck {
  const limits = programLimitProblem(program, use);
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

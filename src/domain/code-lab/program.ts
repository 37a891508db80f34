// A Code Lab program: the blocks a child puts together, as data (docs/product/code-lab.md).
// One zod schema for the web and the server. The schemas are marked pure, so a page that only
// uses the helpers below (the Code Lab editor) does not bundle zod. A program is code, not a form: unknown keys are
// an error here, unlike the request bodies around it.
import { z } from 'zod';
import type { Level } from './level-types';

type Direction = 'left' | 'right';
export type Condition = 'path-ahead' | 'path-left' | 'path-right' | 'on-item';

type ForwardStmt = { id: string; op: 'forward' };
type TurnStmt = { id: string; op: 'turn'; dir: Direction };
type CollectStmt = { id: string; op: 'collect' };
export type RepeatStmt = { id: string; op: 'repeat'; times: number; body: Stmt[] };
export type UntilGoalStmt = { id: string; op: 'until-goal'; body: Stmt[] };
type IfStmt = { id: string; op: 'if'; cond: Condition; then: Stmt[]; else?: Stmt[] };
export type Stmt = ForwardStmt | TurnStmt | CollectStmt | RepeatStmt | UntilGoalStmt | IfStmt;
export type Program = { version: 1; body: Stmt[] };

export const PROGRAM_LIMITS = {
  /** Every statement counts one block, the ones inside repeats and ifs too. */
  maxBlocks: 60,
  /** A top-level block is at depth 1; a block inside one repeat is at depth 2. */
  maxDepth: 5,
  /** Bytes of the program's JSON (UTF-8). */
  maxJsonBytes: 8 * 1024,
  minRepeat: 2,
  maxRepeat: 10,
} as const;

const BLOCK_ID_PATTERN = /^[a-z0-9-]{1,16}$/;

/** A palette block: what a child picks. A turn and an if come in several kinds. */
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
  | 'if-on-item';

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
};

/** The words on a palette block and on a placed block ("Step 2: Move forward"). */
export const blockLabel = (kind: BlockKind): string => LABELS[kind];

export function kindOf(stmt: Stmt): BlockKind {
  switch (stmt.op) {
    case 'turn':
      return stmt.dir === 'left' ? 'turn-left' : 'turn-right';
    case 'if':
      return `if-${stmt.cond}`;
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

/** Every statement with its depth (top level = 1), in program order, without recursion. */
export function* walkProgram(program: Program): Generator<{ stmt: Stmt; depth: number }> {
  const stack: { list: Stmt[]; index: number; depth: number }[] = [
    { list: program.body, index: 0, depth: 1 },
  ];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const stmt = top.list[top.index];
    if (!stmt) {
      stack.pop();
      continue;
    }
    top.index += 1;
    yield { stmt, depth: top.depth };
    const lists = childLists(stmt);
    for (let i = lists.length - 1; i >= 0; i--)
      stack.push({ list: lists[i]!, index: 0, depth: top.depth + 1 });
  }
}

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
const list = (): z.ZodType<Stmt[]> => z.array(stmtSchema);

const stmtSchema: z.ZodType<Stmt> = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion(
    'op',
    [
      z.strictObject({ id, op: z.literal('forward') }),
      z.strictObject({ id, op: z.literal('turn'), dir: z.enum(['left', 'right']) }),
      z.strictObject({ id, op: z.literal('collect') }),
      z.strictObject({
        id,
        op: z.literal('repeat'),
        times: z
          .number()
          .int()
          .min(PROGRAM_LIMITS.minRepeat)
          .max(PROGRAM_LIMITS.maxRepeat, {
            error: `repeat times must be a whole number from ${PROGRAM_LIMITS.minRepeat} to ${PROGRAM_LIMITS.maxRepeat}`,
          }),
        body: list(),
      }),
      z.strictObject({ id, op: z.literal('until-goal'), body: list() }),
      z.strictObject({
        id,
        op: z.literal('if'),
        cond: z.enum(['path-ahead', 'path-left', 'path-right', 'on-item']),
        then: list(),
        else: list().optional(),
      }),
    ],
    { error: 'unknown block op (forward, turn, collect, repeat, until-goal or if)' },
  ),
);

// `times` below the minimum gets the same words as above the maximum.
const timesMessage = `repeat times must be a whole number from ${PROGRAM_LIMITS.minRepeat} to ${PROGRAM_LIMITS.maxRepeat}`;

/** The program's size in bytes of JSON; Infinity when it cannot be written as JSON. */
function programJsonBytes(value: unknown): number {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? 0 : new TextEncoder().encode(json).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** What is wrong with a well-formed program's size, depth or ids (null: nothing). */
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
  return null;
}

export const programSchema: z.ZodType<Program> = /* @__PURE__ */ z
  .strictObject({ version: z.literal(1), body: list() })
  .superRefine((program, ctx) => {
    const problem = programLimitProblem(program);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

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

/** The level's rules for a valid program: only its toolbox's blocks, at most its maxBlocks. */
export function checkProgramForLevel(level: Level, program: Program): LevelCheck {
  const limits = programLimitProblem(program);
  if (limits) return { ok: false, message: limits };
  const allowed = new Set<BlockKind>(level.toolbox);
  let blocks = 0;
  for (const { stmt } of walkProgram(program)) {
    blocks += 1;
    const kind = kindOf(stmt);
    if (!allowed.has(kind))
      return {
        ok: false,
        message: `"program" uses a "${blockLabel(kind)}" block ("${stmt.id}"), and level ${level.id} has no such block.`,
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

// A tune's program (docs/product/code-lab.md#sound-lab): its own shape, beside Ada's (program.ts)
// and a game's (game-program.ts), which stay as they are. `{version: 4, kind: 'tune', body,
// functions?}`: a sequence of the sound's blocks, with repeat, functions and together. The same
// limits as every program (60 blocks, depth 5, 8 KB, ids unique, at most 3 functions named from
// TUNE_FUNCTION_NAMES, no call inside a function) and no together inside a together. One zod
// schema for the web and the server, marked pure like program.ts's. Unknown keys are an error.
import { z } from 'zod';
import { blockLabel, kindOf, TUNE_FUNCTION_NAMES, type BlockKind, type FunctionName, type Stmt } from '../../blocks';
import {
  issueMessage,
  limitProblemOf,
  sizeProblem,
  stmtSchemaOf,
  walkLists,
  type LevelCheck,
  type ProgramUse,
  type StmtList,
  type WalkedStmt,
} from '../../program';
import type { SoundLevel } from './sound-level';

/** A tune's function: a name from TUNE_FUNCTION_NAMES ("chorus") and its blocks. */
type TuneFunction = { name: (typeof TUNE_FUNCTION_NAMES)[number]; body: Stmt[] };

export type TuneProgram = {
  version: 4;
  kind: 'tune';
  body: Stmt[];
  functions?: TuneFunction[];
};

/** A tune's statement lists: its body, then each function's. */
const tuneLists = (program: TuneProgram): StmtList[] => [
  { list: program.body },
  ...(program.functions ?? []).map((f) => ({ list: f.body, fn: f.name as FunctionName })),
];

/** Every statement of a tune with its depth (a list's top is 1): the body, then each function. */
export const walkTune = (program: TuneProgram): Generator<WalkedStmt> => walkLists(tuneLists(program));

/** Blocks of a tune: every statement (a function's once, each call one). */
export function countTuneBlocks(program: TuneProgram): number {
  let n = 0;
  for (const _ of walkTune(program)) n += 1;
  return n;
}

/** The functions a tune makes and never calls (from its body). */
export function uncalledTuneFunctions(program: TuneProgram): FunctionName[] {
  const called = new Set<string>();
  for (const { stmt, fn } of walkTune(program)) if (stmt.op === 'call' && !fn) called.add(stmt.name);
  return (program.functions ?? []).map((f) => f.name).filter((name) => !called.has(name));
}

/** The tune with no block yet: every level's start and the studio's. */
export const emptyTuneProgram = (): TuneProgram => ({ version: 4, kind: 'tune', body: [] });

/**
 * A together inside a together's list, found without recursion (null: none): written there, or
 * a call there of a function that plays together.
 */
function nestedTogether(program: TuneProgram): Stmt | null {
  const playsTogether = new Set<string>();
  for (const { stmt, fn } of walkTune(program)) if (fn && stmt.op === 'together') playsTogether.add(fn);
  const stack: { list: readonly Stmt[]; inside: boolean }[] = tuneLists(program).map((l) => ({
    list: l.list,
    inside: false,
  }));
  while (stack.length > 0) {
    const { list, inside } = stack.pop()!;
    for (const stmt of list) {
      if (stmt.op === 'together') {
        if (inside) return stmt;
        stack.push({ list: stmt.first, inside: true }, { list: stmt.second, inside: true });
      } else if (stmt.op === 'repeat') stack.push({ list: stmt.body, inside });
      else if (stmt.op === 'call' && inside && playsTogether.has(stmt.name)) return stmt;
    }
  }
  return null;
}

/** What is wrong with a well-formed tune's size, ids, functions or togethers (null: nothing). */
function tuneProblem(program: TuneProgram, use: ProgramUse): string | null {
  const limits = limitProblemOf(tuneLists(program), program.functions ?? [], use);
  if (limits) return limits;
  const nested = nestedTogether(program);
  if (nested)
    return nested.op === 'call'
      ? `"program": the block "${nested.id}" uses ${nested.name}, which plays together, inside a together; a tune has two voices at most.`
      : `"program": the block "${nested.id}" plays together inside a together; a tune has two voices at most.`;
  return null;
}

const tuneFunctionName = /* @__PURE__ */ z.enum(TUNE_FUNCTION_NAMES, {
  error: `a tune's function is called ${TUNE_FUNCTION_NAMES.join(', ').replace(/, ([a-z]+)$/, ' or $1')}`,
});

const tuneProgramSchemaFor = (use: ProgramUse): z.ZodType<TuneProgram> =>
  z
    .strictObject({
      version: z.literal(4, { error: 'a tune has version 4' }),
      kind: z.literal('tune', { error: "a tune has kind 'tune'" }),
      body: z.array(stmtSchemaOf(4)),
      functions: z.array(z.strictObject({ name: tuneFunctionName, body: z.array(stmtSchemaOf(4)) })).optional(),
    })
    .superRefine((program, ctx) => {
      const problem = tuneProblem(program as TuneProgram, use);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }) as unknown as z.ZodType<TuneProgram>;

/** A tune to run or solve: every rule. */
export const tuneProgramSchema = /* @__PURE__ */ tuneProgramSchemaFor('run');
/** A tune kept while it is written (a draft): a function may wait to be used. */
export const draftTuneProgramSchema = /* @__PURE__ */ tuneProgramSchemaFor('draft');

export type TuneProgramCheck = { ok: true; program: TuneProgram } | { ok: false; message: string };

/** Validates anything as a tune, the size first (as parseProgram does). */
export function parseTuneProgram(value: unknown, use: ProgramUse = 'run'): TuneProgramCheck {
  const tooBig = sizeProblem(value);
  if (tooBig) return { ok: false, message: tooBig };
  const parsed = (use === 'run' ? tuneProgramSchema : draftTuneProgramSchema).safeParse(value);
  return parsed.success ? { ok: true, program: parsed.data } : { ok: false, message: issueMessage(parsed.error) };
}

/**
 * A level's rules for a tune: only its toolbox's blocks, functions only where the toolbox has
 * "Use a function", at most its maxBlocks.
 */
export function checkTuneForLevel(level: SoundLevel, program: TuneProgram, use: ProgramUse = 'run'): LevelCheck {
  const limits = tuneProblem(program, use);
  if (limits) return { ok: false, message: limits };
  const allowed = new Set<BlockKind>(level.toolbox);
  if ((program.functions ?? []).length > 0 && !allowed.has('call'))
    return { ok: false, message: `"program" makes a function, and level ${level.id} has none.` };
  for (const { stmt } of walkTune(program)) {
    const kind = kindOf(stmt);
    if (!allowed.has(kind))
      return {
        ok: false,
        message: `"program" uses a "${blockLabel(kind)}" block ("${stmt.id}"), and level ${level.id} has no such block.`,
      };
  }
  const blocks = countTuneBlocks(program);
  if (blocks > level.maxBlocks)
    return { ok: false, message: `"program" has ${blocks} blocks; level ${level.id} allows at most ${level.maxBlocks}.` };
  return { ok: true };
}

/** Whether a value says it is a tune (its kind, or version 4), for the words that refuse it. */
export function looksLikeTune(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { version?: unknown; kind?: unknown };
  return v.kind === 'tune' || v.version === 4;
}

/** What is wrong with a well-formed tune of the tune studio, kept as a draft (null: nothing): the server's rules. */
export const tuneStudioProblem = (program: TuneProgram): string | null => tuneProblem(program, 'draft');

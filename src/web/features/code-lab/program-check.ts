// Reads a stored program (a draft in this browser, a program from the server) without zod: its
// shape by the same block entries as the schema (domain/code-lab/blocks.ts), then the level's
// rules (toolbox, maxBlocks, depth, ids, functions). Anything else is ignored, so a hand-edited
// draft can never break the page.
import { BLOCK_LIST_KEYS, isStmtShape } from '../../../domain/code-lab/blocks';
import type { Level } from '../../../domain/code-lab/level-types';
import { checkProgramForLevel, FUNCTION_NAMES, type Program } from '../../../domain/code-lab/program';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysWithin = (v: Record<string, unknown>, allowed: string[]) => Object.keys(v).every((k) => allowed.includes(k));

/** The statement lists at the top of a stored program (its body, each function's body), or null. */
function topLists(value: unknown): { version: 1 | 2; lists: unknown[][] } | null {
  if (!isRecord(value) || !Array.isArray(value.body)) return null;
  if (value.version === 1) return keysWithin(value, ['version', 'body']) ? { version: 1, lists: [value.body] } : null;
  if (value.version !== 2 || !keysWithin(value, ['version', 'functions', 'body'])) return null;
  const lists: unknown[][] = [value.body];
  if (value.functions !== undefined) {
    if (!Array.isArray(value.functions)) return null;
    for (const f of value.functions) {
      if (!isRecord(f) || !keysWithin(f, ['name', 'body']) || !FUNCTION_NAMES.includes(f.name as never) || !Array.isArray(f.body)) return null;
      lists.push(f.body);
    }
  }
  return { version: 2, lists };
}

/** The value as a program that fits the level (a draft: a function may wait to be used), or null. Walks with a stack and gives up past 200 statements. */
export function asLevelProgram(level: Level, value: unknown): Program | null {
  const top = topLists(value);
  if (!top) return null;
  const stack = [...top.lists];
  let seen = 0;
  while (stack.length > 0) {
    for (const stmt of stack.pop()!) {
      if (++seen > 200 || !isStmtShape(stmt, top.version)) return null;
      const s = stmt as Record<string, unknown>;
      for (const key of BLOCK_LIST_KEYS) if (Array.isArray(s[key])) stack.push(s[key] as unknown[]);
    }
  }
  const program = value as Program;
  return checkProgramForLevel(level, program, 'draft').ok ? program : null;
}

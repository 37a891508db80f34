// Reads a stored program (a draft in this browser, a program from the server) without zod: its
// shape, then the level's rules (toolbox, maxBlocks, depth, ids). Anything else is ignored, so
// a hand-edited draft can never break the page.
import type { Level } from '../../../domain/code-lab/level-types';
import { checkProgramForLevel, type Program } from '../../../domain/code-lab/program';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysWithin = (v: Record<string, unknown>, allowed: string[]) => Object.keys(v).every((k) => allowed.includes(k));

function isStmtShape(v: unknown): boolean {
  if (!isRecord(v) || typeof v.id !== 'string') return false;
  switch (v.op) {
    case 'forward':
    case 'collect':
      return keysWithin(v, ['id', 'op']);
    case 'turn':
      return keysWithin(v, ['id', 'op', 'dir']) && (v.dir === 'left' || v.dir === 'right');
    case 'repeat':
      return keysWithin(v, ['id', 'op', 'times', 'body']) && Number.isInteger(v.times) && (v.times as number) >= 2 && (v.times as number) <= 10 && Array.isArray(v.body);
    case 'until-goal':
      return keysWithin(v, ['id', 'op', 'body']) && Array.isArray(v.body);
    case 'if':
      return (
        keysWithin(v, ['id', 'op', 'cond', 'then', 'else']) &&
        ['path-ahead', 'path-left', 'path-right', 'on-item'].includes(String(v.cond)) &&
        Array.isArray(v.then) &&
        (v.else === undefined || Array.isArray(v.else))
      );
    default:
      return false;
  }
}

/** The value as a program that fits the level, or null. Walks with a stack and gives up past 200 statements. */
export function asLevelProgram(level: Level, value: unknown): Program | null {
  if (!isRecord(value) || value.version !== 1 || !Array.isArray(value.body) || !keysWithin(value, ['version', 'body'])) return null;
  const stack: unknown[][] = [value.body];
  let seen = 0;
  while (stack.length > 0) {
    for (const stmt of stack.pop()!) {
      if (++seen > 200 || !isStmtShape(stmt)) return null;
      const s = stmt as Record<string, unknown>;
      for (const key of ['body', 'then', 'else']) if (Array.isArray(s[key])) stack.push(s[key] as unknown[]);
    }
  }
  const program = value as Program;
  return checkProgramForLevel(level, program).ok ? program : null;
}

// Checking a solve: the rules the server applies to `POST /api/code-lab/solves` and to a guest's
// transferred solves (docs/product/code-lab.md#points), pure so the web can use them too.
import { runProgram, type RunResult } from './interpreter';
import type { Level } from './level-types';
import { checkProgramForLevel, parseProgram, type Program } from './program';
import { starsFor, type Stars } from './stars';

export type SolveCheck =
  | { kind: 'invalid'; message: string }
  | { kind: 'not-solved'; program: Program; result: RunResult }
  | { kind: 'solved'; program: Program; stars: Stars; result: RunResult };

/** Validates `program` for `level`, runs it and says whether it solves the level. */
export function checkSolve(level: Level, program: unknown): SolveCheck {
  const parsed = parseProgram(program);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  const fits = checkProgramForLevel(level, parsed.program);
  if (!fits.ok) return { kind: 'invalid', message: fits.message };
  const result = runProgram(level, parsed.program);
  if (result.outcome !== 'solved') return { kind: 'not-solved', program: parsed.program, result };
  return {
    kind: 'solved',
    program: parsed.program,
    stars: starsFor(level, parsed.program),
    result,
  };
}

// The Code Lab's server calls, each fetcher next to its query options (docs/product/code-lab.md#api).
// Types come from the API's schemas with `import type`, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { CodeLabSavedProgram, CodeLabSolution, ReportedRunOutcome, SolveResponse } from '../../../domain/api/code-lab-api';
import type { LabProgram } from '../../../domain/code-lab/level-program';
import { apiGet, apiRequest } from '../../lib/api';
import type { PersonKey } from '../../lib/person-store';

// The solved levels (GET /api/code-lab/progress) are shared with the badges: src/web/lib/code-lab-progress.ts.
export const CODE_LAB_PROGRAMS_KEY = ['/api/code-lab/programs'] as const;

/**
 * Signed in only: the programs a child was working on, so they come back to them. Cached per
 * person, so a switch or a sign-in never shows the one before's (docs/product.md#what-a-device-keeps).
 */
export const codeLabProgramsQuery = (person: PersonKey | null) =>
  queryOptions({
    queryKey: [...CODE_LAB_PROGRAMS_KEY, person],
    queryFn: () => apiGet<CodeLabSavedProgram[]>(CODE_LAB_PROGRAMS_KEY[0]),
  });

/** The server runs the program again and awards the points (200), or says 422 / 400. */
export const postSolve = (levelId: string, program: LabProgram) =>
  apiRequest<SolveResponse>('POST', '/api/code-lab/solves', { levelId, program });

export const putProgram = (levelId: string, program: LabProgram) =>
  apiRequest<null>('PUT', `/api/code-lab/programs/${encodeURIComponent(levelId)}`, { program });

/** A run that did not solve (the server keeps counters for grown-ups' "needs help"). */
export const postRun = (levelId: string, outcome: ReportedRunOutcome) =>
  apiRequest<null>('POST', '/api/code-lab/runs', { levelId, outcome });

/**
 * A level's reference solution: a teacher's only (present mode,
 * docs/decisions/261-who-may-fetch-a-solution.md). A game level's is a game (the API's schema
 * takes both kinds).
 */
export const getSolution = <P extends LabProgram = CodeLabSolution['program']>(levelId: string) =>
  apiGet<{ program: P }>(`/api/code-lab/solutions/${encodeURIComponent(levelId)}`);

// Where a level's work goes (docs/product/code-lab.md#points): signed in, the server checks and
// awards every solve, keeps the program being worked on (a debounced PUT) and counts failed
// runs; a guest keeps solves in guest storage (points by the same rule) and drafts locally.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ReportedRunOutcome } from '../../../../domain/code-lab-api';
import type { Level } from '../../../../domain/code-lab/level-types';
import type { Program } from '../../../../domain/code-lab/program';
import { useAuth } from '../../../lib/auth';
import { setUserPoints } from '../../../lib/current-user';
import { guestStorage } from '../../../lib/guest-storage';
import { CODE_LAB_PROGRESS_KEY } from '../../../lib/code-lab-progress';
import { CODE_LAB_PROGRAMS_KEY, postRun, postSolve, putProgram } from '../code-lab-api';
import { drafts } from '../drafts';
import { guestSolveAward } from '../guest-award';

const SAVE_DELAY_MS = 1000;

type World = { levelIds: readonly string[]; pointsReward: number };
/** null: the solve could not be saved (offline, server trouble). worldCompleted: this solve
 * finished the world, and its game's reward is in pointsAwarded. */
export type SolveSaved = { pointsAwarded: number; worldCompleted: boolean } | null;

export function useLevelSaves(level: Level, world: World) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; program: Program } | null>(null);

  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    putProgram(level.id, job.program)
      .then(() => queryClient.invalidateQueries({ queryKey: CODE_LAB_PROGRAMS_KEY }))
      .catch((error) => console.warn('code lab: could not save the program', error));
  }, [level.id, queryClient]);

  // Leaving the level sends what is still waiting.
  useEffect(() => flush, [flush]);

  const saveDraft = useCallback(
    (program: Program) => {
      drafts.write(level.id, program);
      if (!signedIn) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { program, timer: setTimeout(flush, SAVE_DELAY_MS) };
    },
    [level.id, signedIn, flush],
  );

  const recordFail = useCallback(
    (outcome: ReportedRunOutcome) => {
      if (signedIn) postRun(level.id, outcome).catch((error) => console.warn('code lab: could not count the run', error));
    },
    [level.id, signedIn],
  );

  const solve = useCallback(
    async (program: Program, stars: 2 | 3): Promise<SolveSaved> => {
      if (!signedIn) {
        const award = guestSolveAward(guestStorage.read().codeLab, level.id, stars, world);
        guestStorage.addCodeLabSolve({ levelId: level.id, program, stars }, award.points);
        return { pointsAwarded: award.points, worldCompleted: award.worldCompleted };
      }
      try {
        const answer = await postSolve(level.id, program);
        setUserPoints(queryClient, answer.points, answer.level);
        void queryClient.invalidateQueries({ queryKey: CODE_LAB_PROGRESS_KEY });
        return { pointsAwarded: answer.pointsAwarded, worldCompleted: answer.worldCompleted };
      } catch (error) {
        console.warn('code lab: could not save the solve', error);
        return null;
      }
    },
    [level.id, signedIn, world, queryClient],
  );

  return { saveDraft, recordFail, solve };
}

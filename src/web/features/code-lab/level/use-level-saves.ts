// Where a level's work goes (docs/product/code-lab.md#points): signed in, the server checks and
// awards every solve, keeps the program being worked on (a debounced PUT) and counts failed
// runs; a guest keeps solves in guest storage (points by the same rule). Drafts and the insertion
// point are kept on the device under the person's key (docs/product.md#what-a-device-keeps).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ReportedRunOutcome } from '../../../../domain/api/code-lab-api';
import type { Level } from '../../../../domain/code-lab/level-types';
import type { LabProgram } from '../../../../domain/code-lab/level-program';
import { useAuth, USER_QUERY_KEY } from '../../../lib/auth';
import { setUserPoints } from '../../../lib/current-user';
import { guestStorage } from '../../../lib/guest-storage';
import { keepCodeLabWork } from '../../../lib/pending-solves';
import { personKeyOf, type PersonKey } from '../../../lib/person-store';
import { leaveEndedSession, sessionEndedOf } from '../../../lib/session-ended';
import type { User } from '../../../lib/user';
import { CODE_LAB_PROGRESS_KEY } from '../../../lib/code-lab-progress';
import { CODE_LAB_PROGRAMS_KEY, postRun, postSolve, putProgram } from '../code-lab-api';
import { drafts } from '../drafts';
import type { Slot } from '../editor/program-model';
import { insertionPoints } from '../insertion-points';
import { guestSolveAward } from '../guest-award';

const SAVE_DELAY_MS = 1000;

type World = { levelIds: readonly string[]; pointsReward: number };
/** null: the solve could not be saved (offline, server trouble). worldCompleted: this solve
 * finished the world, and its game's reward is in pointsAwarded. `stars`: the server's, when it
 * answered. */
export type SolveSaved = { pointsAwarded: number; worldCompleted: boolean; stars?: 2 | 3 } | null;

export function useLevelSaves(level: Level, world: World) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const person = personKeyOf(user);
  const queryClient = useQueryClient();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; program: LabProgram; person: PersonKey } | null>(null);

  const flush = useCallback(() => {
    const job = pending.current;
    if (!job) return;
    clearTimeout(job.timer);
    pending.current = null;
    // After a switch or a sign-out the session is someone else's: the draft stays on the device.
    const now = queryClient.getQueryData<User | null>(USER_QUERY_KEY) ?? null;
    if (personKeyOf(now) !== job.person) return;
    putProgram(level.id, job.program)
      .then(() => queryClient.invalidateQueries({ queryKey: CODE_LAB_PROGRAMS_KEY }))
      .catch((error: unknown) => {
        console.warn('code lab: could not save the program', error);
        // docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md: kept for this
        // person's next sign-in on this device; they are told why.
        const ended = sessionEndedOf(error);
        if (!ended) return;
        keepCodeLabWork(job.person, 'pendingPrograms', level.id, job.program);
        leaveEndedSession(ended, now);
      });
  }, [level.id, queryClient]);

  // Leaving the level sends what is still waiting.
  useEffect(() => flush, [flush]);

  const saveDraft = useCallback(
    (program: LabProgram) => {
      drafts.write(person, level.id, program);
      if (!signedIn) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { program, person, timer: setTimeout(flush, SAVE_DELAY_MS) };
    },
    [level.id, signedIn, person, flush],
  );

  /**
   * Where the next block goes, for this person's next visit
   * (docs/decisions/352-the-insertion-point-is-kept-per-person.md).
   */
  const keepSlot = useCallback((slot: Slot) => insertionPoints.write(person, level.id, slot), [person, level.id]);

  const recordFail = useCallback(
    (outcome: ReportedRunOutcome) => {
      if (signedIn)
        postRun(level.id, outcome).catch((error: unknown) => {
          console.warn('code lab: could not count the run', error);
          const ended = sessionEndedOf(error);
          if (ended) leaveEndedSession(ended, user);
        });
    },
    [level.id, signedIn, user],
  );

  const solve = useCallback(
    async (program: LabProgram, stars: 2 | 3): Promise<SolveSaved> => {
      if (!signedIn) {
        const award = guestSolveAward(guestStorage.read().codeLab, level.id, stars, world);
        guestStorage.addCodeLabSolve({ levelId: level.id, program, stars }, award.points);
        return { pointsAwarded: award.points, worldCompleted: award.worldCompleted };
      }
      try {
        const answer = await postSolve(level.id, program);
        setUserPoints(queryClient, answer.points, answer.level);
        void queryClient.invalidateQueries({ queryKey: CODE_LAB_PROGRESS_KEY });
        return { pointsAwarded: answer.pointsAwarded, worldCompleted: answer.worldCompleted, stars: answer.stars };
      } catch (error) {
        console.warn('code lab: could not save the solve', error);
        // docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md: a session that ended
        // keeps the solve for this person's next sign-in here.
        const ended = sessionEndedOf(error);
        if (ended) {
          keepCodeLabWork(person, 'pendingSolves', level.id, program);
          leaveEndedSession(ended, user);
        }
        return null;
      }
    },
    [level.id, signedIn, world, queryClient, person, user],
  );

  return { saveDraft, keepSlot, recordFail, solve };
}

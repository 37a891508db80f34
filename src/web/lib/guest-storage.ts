// docs/product.md#guest-mode-and-transfer: the guest's data in the browser, read (guest-data-read.ts, in every first
// load) and written (here, loaded only with what writes: lessons, games, the Code Lab, sign-up;
// docs/decisions/105-first-load-room-for-what-comes-next.md).
import {
  GUEST_DATA_KEY,
  GUEST_PROGRESS_KEY,
  guestDataReader,
  notifyGuestDataChanged,
  type ActivityEvidence,
  type GuestCodeLabSolve,
  type GuestData,
  type LessonWork,
} from './guest-data-read';

export {
  GUEST_DATA_KEY,
  GUEST_PROGRESS_KEY,
  type ActivityEvidence,
  type GuestCodeLabSolve,
  type GuestData,
  type LessonWork,
} from './guest-data-read';

function write(data: GuestData): void {
  try {
    window.localStorage.setItem(GUEST_DATA_KEY, JSON.stringify(data));
    window.localStorage.setItem(GUEST_PROGRESS_KEY, JSON.stringify(data.progress));
  } catch (error) {
    console.warn('guest storage: could not save', error);
  }
  notifyGuestDataChanged();
}

export const guestStorage = {
  ...guestDataReader,

  /**
   * docs/product.md#guest-mode-and-transfer: progress is added only if that module/lesson is not
   * already recorded, with the quiz's answers and the activity's evidence, which the server grades
   * again at sign-up (a record kept before without them gets them now).
   */
  addProgress(moduleId: string, lessonId: string, work: LessonWork, now = new Date()): boolean {
    const data = guestStorage.read();
    const before = data.progress.find((p) => p.moduleId === moduleId && p.lessonId === lessonId);
    if (before) {
      if (!before.answers) {
        Object.assign(before, work);
        write(data);
      }
      return false;
    }
    data.progress.push({ moduleId, lessonId, completed: true, completedAt: now.toISOString(), ...work });
    write(data);
    return true;
  },

  addPoints(points: number): void {
    const data = guestStorage.read();
    data.points += Math.max(0, Math.floor(points));
    write(data);
  },

  /** Records an activity's first completion with its evidence; false when it was already done. */
  addActivity(activityId: string, evidence: ActivityEvidence): boolean {
    const data = guestStorage.read();
    const firstTime = !data.activities.includes(activityId);
    if (!firstTime && data.activityEvidence[activityId]) return false;
    if (firstTime) data.activities.push(activityId);
    data.activityEvidence[activityId] = evidence;
    write(data);
    return firstTime;
  },

  addGameScore(gameId: string, score: number, now = new Date()): void {
    const data = guestStorage.read();
    data.gameScores.push({ gameId, score, completedAt: now.toISOString() });
    write(data);
  },

  /**
   * Keeps a Code Lab solve: one record per level, the best stars (the newest program among
   * equals), and adds the points the caller worked out with the server's rule.
   */
  addCodeLabSolve(
    solve: Omit<GuestCodeLabSolve, 'solvedAt'>,
    pointsAwarded: number,
    now = new Date(),
  ): void {
    const data = guestStorage.read();
    const before = data.codeLab.find((r) => r.levelId === solve.levelId);
    if (!before || solve.stars >= before.stars) {
      data.codeLab = [
        ...data.codeLab.filter((r) => r.levelId !== solve.levelId),
        { ...solve, solvedAt: now.toISOString() },
      ];
    }
    data.points += Math.max(0, Math.floor(pointsAwarded));
    write(data);
  },

  hasData(): boolean {
    const data = guestStorage.read();
    return (
      data.points > 0 ||
      data.progress.length > 0 ||
      data.gameScores.length > 0 ||
      data.activities.length > 0 ||
      data.codeLab.length > 0
    );
  },

  clear(): void {
    try {
      window.localStorage.removeItem(GUEST_DATA_KEY);
      window.localStorage.removeItem(GUEST_PROGRESS_KEY);
    } catch (error) {
      console.warn('guest storage: could not clear', error);
    }
    notifyGuestDataChanged();
  },
};

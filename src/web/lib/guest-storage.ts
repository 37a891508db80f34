// docs/product.md#guest-mode-and-transfer: the guest's data in the browser, read (guest-data-read.ts, in every first
// load) and written (here, loaded only with what writes: lessons, games, the Code Lab, sign-up; decision 105).
import {
  GUEST_DATA_KEY,
  GUEST_PROGRESS_KEY,
  guestDataReader,
  notifyGuestDataChanged,
  type GuestCodeLabSolve,
  type GuestData,
} from './guest-data-read';

export {
  GUEST_DATA_KEY,
  GUEST_PROGRESS_KEY,
  type GuestCodeLabSolve,
  type GuestData,
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

  /** docs/product.md#guest-mode-and-transfer: progress is added only if that module/lesson is not already recorded. */
  addProgress(moduleId: string, lessonId: string, now = new Date()): boolean {
    const data = guestStorage.read();
    if (data.progress.some((p) => p.moduleId === moduleId && p.lessonId === lessonId)) return false;
    data.progress.push({ moduleId, lessonId, completed: true, completedAt: now.toISOString() });
    write(data);
    return true;
  },

  addPoints(points: number): void {
    const data = guestStorage.read();
    data.points += Math.max(0, Math.floor(points));
    write(data);
  },

  /** Records an activity's first completion; false when it was already done. */
  addActivity(activityId: string): boolean {
    const data = guestStorage.read();
    if (data.activities.includes(activityId)) return false;
    data.activities.push(activityId);
    write(data);
    return true;
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

// docs/product.md#points-levels-and-badges: badges are earned from real progress and game scores, never fixed.
import type { Curriculum } from '../lessons/curriculum-types';
import { isOpen, openLessons } from '../lessons/curriculum';
import type { World } from '../code-lab/level-types';
import { completedWorldGameIds } from '../code-lab/points-rule';

type BadgeRule =
  | { kind: 'any-lesson' } // a first lesson completed
  | { kind: 'lesson'; lessonId: string } // that lesson completed
  | { kind: 'game'; gameId: string } // that game completed at least once
  | { kind: 'distinct-games'; count: number }; // that many different games completed

export type BadgeDefinition = {
  id: string;
  title: string;
  description: string;
  icon: string;
  rule: BadgeRule;
};

export type BadgeState = 'earned' | 'in-progress' | 'locked';
export type BadgeStatus = {
  badge: BadgeDefinition;
  state: BadgeState;
  progress?: { have: number; need: number };
};

export type Achievements = {
  /** Main ids of completed open lessons (completedLessonIds). */
  completedLessons: ReadonlySet<string>;
  /** The game id of every completed game, one entry per completion (`completedGameIds`). */
  gameIds: readonly string[];
};

/**
 * The completed games Game Maker counts, one entry per completion: every game score, and every
 * Code Lab world whose levels are all solved (docs/product/code-lab.md#points). Signed in, the
 * scores and solves are the server's; a guest's are the ones kept on the device
 * (docs/decisions/141-code-lab-progress-on-this-device.md).
 */
export function completedGameIds(
  scoreGameIds: readonly string[],
  worlds: readonly World[],
  solvedLevelIds: Iterable<string>,
): string[] {
  return [...scoreGameIds, ...completedWorldGameIds(worlds, solvedLevelIds)];
}

/**
 * The state of every badge (docs/decisions/030-learning-rules.md):
 * - a lesson badge is earned when its lesson is done; in progress once a lesson before it on
 *   the learning path is done; locked otherwise, and always when its lesson is not open
 *   (Function Pro once Function Factory is done);
 * - Game Maker counts different games: in progress from the first one;
 * - Coding Starter and single-game badges are simply earned or not.
 */
export function badgeStates(
  curriculum: Curriculum,
  badges: readonly BadgeDefinition[],
  achieved: Achievements,
): BadgeStatus[] {
  const path = openLessons(curriculum).map((lesson) => lesson.id);
  const games = new Set(achieved.gameIds);
  return badges.map((badge): BadgeStatus => {
    const { rule } = badge;
    switch (rule.kind) {
      case 'any-lesson':
        return { badge, state: achieved.completedLessons.size > 0 ? 'earned' : 'locked' };
      case 'game':
        return { badge, state: games.has(rule.gameId) ? 'earned' : 'locked' };
      case 'distinct-games': {
        const have = Math.min(games.size, rule.count);
        const state = have >= rule.count ? 'earned' : have > 0 ? 'in-progress' : 'locked';
        return { badge, state, progress: { have, need: rule.count } };
      }
      case 'lesson': {
        const lesson = curriculum.lessons.find((l) => l.id === rule.lessonId);
        if (!lesson || !isOpen(lesson)) return { badge, state: 'locked' };
        if (achieved.completedLessons.has(lesson.id)) return { badge, state: 'earned' };
        const before = path.slice(0, path.indexOf(lesson.id));
        return {
          badge,
          state: before.some((id) => achieved.completedLessons.has(id)) ? 'in-progress' : 'locked',
        };
      }
    }
  });
}

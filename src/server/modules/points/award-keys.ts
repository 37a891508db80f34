import { sql, type Placeholder, type SQL } from 'drizzle-orm';

// The ledger's source keys, one function per source (docs/product.md#points-levels-and-badges). A key is unique
// per user in point_events, so the same key never pays twice. Stored keys must never change:
// a new spelling would pay every award again.

/** A lesson completed, its first time: `lesson:<module>/<lesson>` (main ids, never aliases). */
export const lessonKey = (moduleId: string, lessonId: string): string =>
  `lesson:${moduleId}/${lessonId}`;

/** An activity completed, its first time: `activity:<activityId>`. */
export const activityKey = (activityId: string): string => `activity:${activityId}`;

/** One stored game play: `game:<gameId>:<scoreId>` (each play is its own award). */
export const gameKey = (gameId: string, scoreId: number): string => `game:${gameId}:${scoreId}`;

/**
 * `gameKey` inside a statement that learns the play's id as it runs (the one-statement game
 * play, docs/decisions/089-a-game-play-is-one-statement.md). Gives the same text as `gameKey`.
 */
export const gameKeySql = (gameId: SQL | Placeholder, scoreId: SQL): SQL =>
  sql`'game:' || ${gameId}::text || ':' || ${scoreId}`;

/**
 * A Code Lab level solved, its first time: `codelab:<levelId>`.
 * @public for the Code Lab module (being built beside this one), which awards with it.
 */
export const codeLabKey = (levelId: string): string => `codelab:${levelId}`;

/**
 * A Code Lab level solved with 3 stars, its first time: `codelab-stars:<levelId>`.
 * @public for the Code Lab module, as codeLabKey.
 */
export const codeLabStarsKey = (levelId: string): string => `codelab-stars:${levelId}`;

/**
 * Every level of a Code Lab world solved, once: `codelab-world:<gameId>`.
 * @public for the Code Lab module, as codeLabKey.
 */
export const codeLabWorldKey = (gameId: string): string => `codelab-world:${gameId}`;

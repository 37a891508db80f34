// What a grown-up or a teacher sees of a child's work (docs/product.md#what-grown-ups-see,
// docs/decisions/152-one-progress-view-for-grown-ups-and-teachers.md): GET
// /api/family/children/:id/progress and GET /api/classes/:id/progress have this one shape. The
// server builds it in one query for all the children of a view.
import { z } from 'zod';

/** A Code Lab level the child has run or solved. `stars` is 0 while it is unsolved. */
const codeLabLevelWork = z.object({
  levelId: z.string(),
  stars: z.number().int().min(0).max(3),
  /** Runs counted on this level (at most one a second). */
  runs: z.number().int().min(0),
  /** Runs that did not solve since the level was last solved. */
  fails: z.number().int().min(0),
});

/** @public the response schema of the family and class progress routes (issues 15 and 16). */
export const childProgress = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatarId: z.number().int(),
  /** Main ids of the open lessons completed, in the order they were done. */
  lessons: z.array(z.string()),
  codeLab: z.array(codeLabLevelWork),
  /** Ids of the badges earned. */
  badges: z.array(z.string()),
  points: z.number().int(),
  level: z.number().int(),
  lastActiveAt: z.string().nullable(),
  /** Levels failed 3 times or more since they were last solved (NEEDS_HELP_FAILS). */
  needsHelp: z.array(z.string()),
  /**
   * Time on task in minutes (docs/product.md#time-on-task, docs/decisions/270-time-on-task.md): the
   * gaps of at most ACTIVE_GAP_MINUTES between the child's recorded actions, today and in the last
   * 7 days (today included), days starting at midnight in the time zone the page sends (UTC without
   * one).
   */
  activeMinutes: z.object({ today: z.number().int().min(0), week: z.number().int().min(0) }),
});
/** @public for the web's family and class views, built beside this module. */
export type ChildProgress = z.infer<typeof childProgress>;

/** @public the response schema of the family and class progress routes (issues 15 and 16). */
export const childrenProgressResponse = z.object({ children: z.array(childProgress) });
/** @public for the web's family and class views, built beside this module. */
export type ChildrenProgressResponse = z.infer<typeof childrenProgressResponse>;

/** A level a child has failed this many times since last solving it "needs help". */
export const NEEDS_HELP_FAILS = 3;

/** Actions further apart than this are two sittings: the time between them is not counted. */
export const ACTIVE_GAP_MINUTES = 5;

// The Code Lab API (docs/product/code-lab.md#api): request and response shapes, one definition
// for the server's routes and the web's calls (the web imports types only, so zod stays out of
// the first load). A program inside a request is checked with `parseProgram`, which names
// what is wrong; the request around it ignores fields it does not use.
import { z } from 'zod';
import { draftLabProgramSchema, labProgramSchema } from '../code-lab/level-program';
import type { Program } from '../code-lab/program';

const levelId = z.string().trim().min(1).max(64);
const isoDate = z.string();

/**
 * Runs that ended by themselves without solving: each is a fail, toward a grown-up's "needs
 * help". A solve is reported through POST /api/code-lab/solves. A game's check that did not
 * solve is `not-yet` (a criterion not met), `timeout` (a frame over its steps) or a function's; a
 * tune's is `not-yet` (it differs from its goal), `too-long` (over 2,000 sounds) or a function's.
 */
const FAILED_RUN_OUTCOMES = [
  'crashed',
  'ended-short',
  'missed-items',
  'timeout',
  'loop',
  'wrong-drawing',
  'needs-function',
  'unused-function',
  'not-yet',
  'too-long',
] as const;
/** @public for the web's Code Lab (it reports failed runs), built beside this module. */
export type FailedRunOutcome = (typeof FAILED_RUN_OUTCOMES)[number];
/**
 * Every run the web reports: a fail, or `stopped` (the child pressed Stop or Reset after Ada
 * moved): a try, never a fail (docs/decisions/170-ended-short-and-stopped.md).
 */
const REPORTED_RUN_OUTCOMES = [...FAILED_RUN_OUTCOMES, 'stopped'] as const;
/** @public for the web's Code Lab (it reports every run that counts), built beside this module. */
export type ReportedRunOutcome = (typeof REPORTED_RUN_OUTCOMES)[number];
/** A fail counts toward "needs help"; a stopped run is only a try. */
export const isFailedRun = (outcome: ReportedRunOutcome): outcome is FailedRunOutcome =>
  outcome !== 'stopped';

// POST /api/code-lab/solves
export const solveBody = z.object({ levelId, program: z.unknown() });
export const solveResponse = z.object({
  solved: z.literal(true),
  stars: z.union([z.literal(2), z.literal(3)]),
  /** Points this solve earned: first solve, first 3 stars and a finished world's bonus. */
  pointsAwarded: z.number().int().min(0),
  /** The account's total after the solve. */
  points: z.number().int(),
  level: z.number().int(),
  /** True when this solve finished the sixth level of its world for the first time. */
  worldCompleted: z.boolean(),
});
/** @public for the web's Code Lab, built beside this module. */
export type SolveResponse = z.infer<typeof solveResponse>;

// GET /api/code-lab/progress: solved levels only, best stars, the last solving program.
const levelProgress = z.object({
  levelId: z.string(),
  stars: z.union([z.literal(2), z.literal(3)]),
  program: labProgramSchema,
  solvedAt: isoDate,
});
export const progressResponse = z.array(levelProgress);
/** @public for the web's Code Lab, built beside this module. */
export type CodeLabLevelProgress = z.infer<typeof levelProgress>;

// PUT /api/code-lab/programs/:levelId -> 204; GET /api/code-lab/programs
export const programParams = z.object({ levelId });
export const putProgramBody = z.object({ program: z.unknown() });
const savedProgram = z.object({
  levelId: z.string(),
  program: draftLabProgramSchema,
  updatedAt: isoDate,
});
export const savedProgramsResponse = z.array(savedProgram);

// GET /api/code-lab/solutions/:levelId -> {program}: a level's reference solution, for a teacher
// (docs/product/code-lab.md#where-solutions-live).
export const solutionResponse = z.object({ program: labProgramSchema });
/**
 * What present mode gets for a puzzle of Ada's. A game level's solution is a GameProgram (the
 * schema above takes both); present mode widens this when it shows games
 * (docs/decisions/402-the-game-lab.md).
 */
export type CodeLabSolution = { program: Program };
/** @public for the web's Code Lab, built beside this module. */
export type CodeLabSavedProgram = z.infer<typeof savedProgram>;

// POST /api/code-lab/runs -> 204 (counted at most once a second per account and level)
export const runBody = z.object({ levelId, outcome: z.enum(REPORTED_RUN_OUTCOMES) });

// POST /api/transfer-guest-progress also takes `codeLab` (one entry per level; more than one
// for a level: the first counts). Each program is run again; an invalid entry earns nothing.
export const guestCodeLabRecord = z.object({ levelId, program: z.unknown() });

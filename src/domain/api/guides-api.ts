// The lesson guides API (docs/product/guides.md): what a grown-up's guide page receives. The
// guides themselves (content/guides/) and everything with an answer in it (quiz answers, the
// levels' reference solutions) stay on the server; the web imports only types from here.
import { z } from 'zod';
import { draftLabProgramSchema, type LabProgram } from '../code-lab/level-program';

/**
 * The CSTA K-12 standards for grades 3-5 that a guide may claim: Algorithms and Programming
 * (1B-AP-08 to 1B-AP-15), and the Web Lab's Impacts of Computing (1B-IC-19, 1B-IC-20) and Networks
 * and the Internet (1B-NI-04, 1B-NI-05) (docs/decisions/410-web-creator-lesson.md#the-guide), and
 * the Vision Lab's Data and Analysis (1B-DA-06) and Impacts of Computing (1B-IC-18)
 * (docs/decisions/414-computer-vision-lesson.md#the-guides).
 */
export const CSTA_CODES = [
  '1B-AP-08',
  '1B-AP-09',
  '1B-AP-10',
  '1B-AP-11',
  '1B-AP-12',
  '1B-AP-13',
  '1B-AP-14',
  '1B-AP-15',
  '1B-DA-06',
  '1B-IC-18',
  '1B-IC-19',
  '1B-IC-20',
  '1B-NI-04',
  '1B-NI-05',
] as const;
export type CstaCode = (typeof CSTA_CODES)[number];

/**
 * A guide's id: a real lesson's id (`loops`) for `/teach/loops`, or `code-lab-` and a Code Lab
 * world's id (`code-lab-tech-lab`) for `/teach/code-lab/tech-lab`. No lesson id starts with
 * `code-lab-` (the content test checks it).
 */
export const guideParams = z.object({ id: z.string().max(64) });
export const WORLD_GUIDE_PREFIX = 'code-lab-';

const guideKind = z.enum(['lesson', 'world']);

// GET /api/guides -> every guide, in the path's order: the lessons, then the worlds.
const guideSummary = z.strictObject({
  id: z.string(),
  kind: guideKind,
  /** The lesson's or world's id. */
  subjectId: z.string(),
  title: z.string(),
  /** The objective in one sentence. */
  objective: z.string(),
});
export const guideListResponse = z.strictObject({ guides: z.array(guideSummary) });
/** @public for the web's guide pages, built beside this module. */
export type GuideSummary = z.infer<typeof guideSummary>;

// GET /api/guides/:id -> the whole guide (401 no session, 403 a child's session or a grown-up
// whose email is not confirmed, 404 an unknown id). Sent with no-store like every answer.
export const guideResponse = z.strictObject({
  ...guideSummary.shape,
  vocabulary: z.array(z.strictObject({ term: z.string(), meaning: z.string() })),
  warmUp: z.strictObject({
    title: z.string(),
    minutes: z.number().int(),
    materials: z.array(z.string()),
    steps: z.array(z.string()),
  }),
  /** Exactly three. */
  discussion: z.array(z.string()),
  /** Each claimed standard with our own one-sentence summary of it, and how the guide meets it. */
  standards: z.array(
    z.strictObject({ code: z.enum(CSTA_CODES), summary: z.string(), how: z.string() }),
  ),
  /** A lesson guide's quiz, each question with its right answer's words and why; null for a world. */
  quiz: z
    .array(
      z.strictObject({ id: z.string(), prompt: z.string(), answer: z.string(), why: z.string() }),
    )
    .nullable(),
  /** A lesson guide's hands-on activity: what it asks and what a finished one looks like. */
  activity: z.strictObject({ summary: z.string(), answer: z.string() }).nullable(),
  /**
   * A world guide's levels, in the world's order: the reference solution (drawn as blocks and as
   * Show the code on the page) and the mistakes children make there; empty for a lesson.
   */
  levels: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      solution: draftLabProgramSchema,
      mistakes: z.array(z.string()),
    }),
  ),
  /** How many runs without a solve mark a child "needs help" on the dashboard. */
  needsHelpFails: z.number().int(),
  /** Guides to go on with: a lesson's Code Lab worlds, a world's lessons. */
  related: z.array(z.strictObject({ id: z.string(), title: z.string() })),
});
/** @public for the web's guide pages, built beside this module. */
export type Guide = Omit<z.input<typeof guideResponse>, 'levels'> & {
  levels: Array<Omit<z.input<typeof guideResponse>['levels'][number], 'solution'> & { solution: LabProgram }>;
};

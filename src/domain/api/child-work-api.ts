// What a grown-up or a teacher sees of a child's Code Lab work, level by level
// (docs/product.md#a-childs-work, docs/decisions/271-a-childs-code-lab-work.md): GET
// /api/classes/:id/children/:childId/code-lab and GET /api/family/children/:id/code-lab have this
// one shape. Loaded when a child's detail opens, never with the dashboard.
import { z } from 'zod';
import { draftLabProgramSchema } from '../code-lab/level-program';
import { isoDateTime } from './common-api';

/** One Code Lab level the child has run, solved or started writing. */
const levelWork = z.object({
  levelId: z.string(),
  /** The child's last program there (Ada's or a game's): the one kept as they worked, or their last solve's. */
  program: draftLabProgramSchema.nullable(),
  /** 0 while it is unsolved. */
  stars: z.number().int().min(0).max(3),
  /** Runs counted (at most one a second), solves included. */
  runs: z.number().int().min(0),
  /** Runs that failed, all of them (not only since the last solve). */
  fails: z.number().int().min(0),
  /** The last time they ran it, solved it or changed its program. */
  lastTriedAt: isoDateTime,
});

/** @public the response schema of both routes. */
export const childCodeLabResponse = z.object({ levels: z.array(levelWork) });
/** @public for the web's child detail, built beside this module: the JSON, its time a string. */
export type ChildCodeLab = {
  levels: (Omit<z.output<typeof levelWork>, 'lastTriedAt'> & { lastTriedAt: string })[];
};

/** GET /api/classes/:id/progress?tz= and the family's: "today" begins at midnight there. */
export const progressQuery = z.object({ tz: z.string().max(100).optional() });

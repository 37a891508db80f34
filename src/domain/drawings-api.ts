// The studio's drawings API (docs/product/api.md#code-lab-drawings): request and response
// shapes for the server's routes and, as types only, the web's calls. The program inside a
// request is checked with `parseProgram` in the route, which names what is wrong.
import { z } from 'zod';
import { draftProgramSchema, type Program } from './code-lab/program';
import { isoDateTime } from './common-api';
import { drawingMessages, drawingTitleProblem } from './drawings';
import { GALLERY_STATUSES } from './gallery-api';

/** 1 to 40 characters after trimming, nothing invisible (drawingTitleProblem). */
const title = z
  .string({ error: drawingMessages.titleMissing })
  .trim()
  .superRefine((value, ctx) => {
    const problem = drawingTitleProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// POST /api/code-lab/drawings {program, title} -> 201 drawing (409 past DRAWINGS_MAX)
export const createDrawingBody = z.object({ title, program: z.unknown() });
// PATCH /api/code-lab/drawings/:id {title} -> 200 drawing; DELETE -> 204
// Ids are PostgreSQL integers: a bigger one is a 400 naming the field, never a database error.
export const drawingParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const renameDrawingBody = z.object({ title });

export const drawing = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  program: draftProgramSchema,
  createdAt: isoDateTime,
  /**
   * Its share with the class gallery (docs/product/classes.md#class-gallery), or null: only a
   * class child's drawings are ever shared.
   */
  share: z
    .strictObject({ itemId: z.number().int(), status: z.enum(GALLERY_STATUSES) })
    .nullable(),
});
/** @public for the web's studio, built beside this module. A drawing as it travels in JSON. */
export type Drawing = Omit<z.input<typeof drawing>, 'program'> & { program: Program };
// GET /api/code-lab/drawings -> the person's drawings, newest first
export const drawingsResponse = z.array(drawing);

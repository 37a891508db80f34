// The studio's drawings API (docs/product/api.md#code-lab-drawings): request and response
// shapes for the server's routes and, as types only, the web's calls. The program inside a
// request is checked with `parseProgram` in the route, which names what is wrong.
import { z } from 'zod';
import type { Program } from '../code-lab/program';
import { draftLabProgramSchema } from '../code-lab/level-program';
import type { GameProgram } from '../code-lab/stages/game/game-program';
import { idParam, isoDateTime } from './common-api';
import { messageKey } from '../../i18n/message-key';
import { hasFormatCharacter } from '../accounts/child-profile';
import { DRAWING_TITLE_MAX_LENGTH } from '../drawings';
import { CREATION_KINDS } from '../creations';
import { GALLERY_STATUSES } from './gallery-api';

// Messages are keys of the server's catalogue, said in the request's language
// (docs/decisions/315-the-server-says-words-not-text.md).
const m = {
  titleMissing: messageKey('server.drawings.titleMissing'),
  titleTooLong: messageKey('server.drawings.titleTooLong', { max: DRAWING_TITLE_MAX_LENGTH }),
  titleControl: messageKey('server.drawings.titleControl'),
};

/** What is wrong with a title, as a key (the rule of drawings.ts drawingTitleProblem), or null. */
function drawingTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed.length < 1) return m.titleMissing;
  if ([...trimmed].length > DRAWING_TITLE_MAX_LENGTH) return m.titleTooLong;
  if (/\p{Cc}/u.test(trimmed) || hasFormatCharacter(trimmed)) return m.titleControl;
  return null;
}

/** 1 to 40 characters after trimming, nothing invisible (drawingTitleProblem). */
const title = z
  .string({ error: m.titleMissing })
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
  id: idParam(),
});
export const renameDrawingBody = z.object({ title });

// Creations by kind (docs/decisions/393-creations-by-kind.md): the same routes with the kind in
// the path, /api/code-lab/creations/:kind[/:id[/share]]; /api/code-lab/drawings is the kind
// `drawing`. An unknown kind is a 400 naming the field; a kind whose lab is not open yet, 400.
const kind = z.enum(CREATION_KINDS, {
  error: `Must be one of the kinds: ${CREATION_KINDS.join(', ')}.`,
});
export const creationKindParams = z.object({ kind });
export const creationParams = z.object({ kind, id: idParam() });
// PATCH /api/code-lab/creations/:kind/:id {title?, program?}: at least one -> 200 the creation.
// A new program of a creation the class is shown waits as a new version for the teacher.
export const changeCreationBody = z
  .object({ title: title.optional(), program: z.unknown().optional() })
  .refine((body) => body.title !== undefined || body.program !== undefined, {
    error: 'Send a new "title", a new "program" or both.',
  });

export const drawing = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** A drawing's is Ada's program; a game's a game program with its sprites (creation-programs.ts). */
  program: draftLabProgramSchema,
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
/** @public for the web's game studio. A kept game as it travels in JSON (kind `game`). */
export type GameCreation = Omit<z.input<typeof drawing>, 'program'> & { program: GameProgram };
// GET /api/code-lab/drawings -> the person's drawings, newest first
export const drawingsResponse = z.array(drawing);

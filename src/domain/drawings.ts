// Free drawings from the Code Lab's studio (docs/product/code-lab.md#free-drawing): the rules
// one definition serves to the server's checks and the studio's form (no zod here, so the
// studio's chunk stays small; the schemas are in drawings-api.ts).
import { hasFormatCharacter } from './accounts/child-profile';
import { blockLabel, kindOf, walkProgram, type Program } from './code-lab/program';
import { isStudioBlock } from './code-lab/studio-paper';
import { CREATIONS_MAX_PER_KIND } from './creations';

/** How many drawings one person (an account or a child profile) keeps: a kind's limit. */
export const DRAWINGS_MAX = CREATIONS_MAX_PER_KIND;
export const DRAWING_TITLE_MAX_LENGTH = 40;

/**
 * Saves, renames and deletes of drawings per person per hour
 * (docs/decisions/220-drawings-thirty-a-person.md).
 */
export const DRAWING_WRITES_PER_HOUR = 120;

export const drawingMessages = {
  titleMissing: 'Please give your drawing a title.',
  titleTooLong: `A title has at most ${DRAWING_TITLE_MAX_LENGTH} characters.`,
  titleControl: 'A title cannot contain line breaks or invisible characters.',
  tooMany: `You have kept ${DRAWINGS_MAX} drawings, the most there is room for. Delete one to keep a new one.`,
  notFound: 'We could not find that drawing.',
  tooManyWrites: 'You saved a lot of drawings this hour! Please take a break and try again later.',
  empty: 'There is nothing to save yet: this program draws no lines. Put in a Move forward with the pen down, then save.',
} as const;

const CONTROL_CHARACTERS = /\p{Cc}/u;

/** What is wrong with a title (after trimming), or null: 1 to 40 characters, nothing invisible. */
export function drawingTitleProblem(title: string): string | null {
  const trimmed = title.trim();
  if (trimmed.length < 1) return drawingMessages.titleMissing;
  if ([...trimmed].length > DRAWING_TITLE_MAX_LENGTH) return drawingMessages.titleTooLong;
  if (CONTROL_CHARACTERS.test(trimmed) || hasFormatCharacter(trimmed))
    return drawingMessages.titleControl;
  return null;
}

/**
 * What is wrong with a valid program as a drawing's, or null: a block of the grid only (the
 * studio's blocks are a drawing's, docs/decisions/221-blocks-a-drawing-may-hold.md).
 */
export function drawingProgramProblem(program: Program): string | null {
  for (const { stmt } of walkProgram(program)) {
    const kind = kindOf(stmt);
    if (!isStudioBlock(kind))
      return `"program" uses a "${blockLabel(kind)}" block ("${stmt.id}"), and a drawing has no such block.`;
  }
  return null;
}

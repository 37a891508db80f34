// What the editor says after an edit, in its polite live region
// (docs/decisions/183-code-lab-names-and-announcements.md): "Added Move forward as step 5",
// "Deleted step 3", "Moved into Repeat", "Moved up to step 2.1" (the numbers the rows show,
// docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md). A child who cannot see the
// program hears where each block went; the focused row says the rest.
// A game's blocks are placed under their event block: "Added Move the cat forward 10 steps as step
// 1 under When the game starts".
import type { Translate } from '../../../../i18n/translate';
import { functionWords } from '../../../../domain/code-lab/outcome-words';
import { eventWords } from '../../../../domain/code-lab/stages/game/game-words';
import { branchesOf, findBlock, functionOfPath, handlerOfPath, isGameEdit, isTuneEdit, type BodyPath, type EditProgram } from './program-model';
import { blockWords, containerName, kindWords, placesOf } from './rows';

/** The name of the body a path ends in ("Repeat", "Otherwise", a function's, an event block's), or null for the top level. */
function containerAt(program: EditProgram, path: BodyPath, t: Translate): string | null {
  const last = path.at(-1);
  if (!last) return null;
  if (path.length === 1) {
    const fn = functionOfPath(path);
    if (fn) return functionWords(fn, t);
    const handler = handlerOfPath(path);
    const event = handler && isGameEdit(program) ? program.handlers.find((h) => h.id === handler)?.event : undefined;
    if (event) return eventWords(event, t);
  }
  const holder = findBlock(program, last.id);
  return holder ? containerName(holder.stmt, last.branch, t) : null;
}

/** A block's place inside a sentence: "step 5", "step 2.1, inside Repeat", "step 1 of square", "step 1 under When the game starts". */
function placeIn(program: EditProgram, id: string, t: Translate): string {
  const found = findBlock(program, id);
  const place = placesOf(program).get(id);
  if (!found || !place) return '';
  // A function's (or an event block's) own body is said by its name ("of square"), a body inside it as elsewhere.
  const container = found.path.length > (place.fn || place.event ? 1 : 0) ? containerAt(program, found.path, t) : null;
  const n = place.number;
  if (place.event) {
    const event = eventWords(place.event, t);
    return container ? t('gameLevel.said.placeInside', { n, event, container }) : t('gameLevel.said.place', { n, event });
  }
  if (place.fn === null) return container ? t('codeLab.said.placeInside', { n, container }) : t('codeLab.said.place', { n });
  const name = functionWords(place.fn, t);
  return container ? t('codeLab.said.placeOfInside', { n, name, container }) : t('codeLab.said.placeOf', { n, name });
}

const samePath = (a: BodyPath, b: BodyPath) =>
  a.length === b.length && a.every((step, i) => step.id === b[i]!.id && step.branch === b[i]!.branch);
const startsWith = (path: BodyPath, start: BodyPath) => path.length > start.length && samePath(path.slice(0, start.length), start);

/** After a palette block went in (`program` is the program with it). */
export function addedWords(program: EditProgram, id: string, t: Translate): string {
  const found = findBlock(program, id);
  if (!found) return '';
  // A game's block says what it does to which sprite ("Move the cat forward 10 steps"), a tune's
  // which note ("Play C4 for a quarter").
  const block = isGameEdit(program) || isTuneEdit(program) ? blockWords(found.stmt, t) : kindWords(found.stmt, t);
  const words = { block, place: placeIn(program, id, t) };
  return branchesOf(found.stmt).length > 0 ? t('codeLab.said.addedContainer', words) : t('codeLab.said.added', words);
}

/** Before a block is taken out (`program` still has it). */
export const deletedWords = (program: EditProgram, id: string, t: Translate): string =>
  findBlock(program, id) ? t('codeLab.said.deleted', { place: placeIn(program, id, t) }) : '';

/** A block moved by its menu, by Alt and an arrow, or by a drag. */
export function movedWords(before: EditProgram, after: EditProgram, id: string, t: Translate): string {
  const from = findBlock(before, id);
  const to = findBlock(after, id);
  if (!from || !to) return '';
  const outOf = () => t('codeLab.said.movedOut', { container: containerAt(before, from.path, t) ?? '' });
  if (samePath(from.path, to.path)) {
    const place = placeIn(after, id, t);
    return to.index < from.index ? t('codeLab.said.movedUp', { place }) : t('codeLab.said.movedDown', { place });
  }
  if (startsWith(from.path, to.path)) return outOf();
  const into = containerAt(after, to.path, t);
  return into ? t('codeLab.said.movedInto', { container: into }) : outOf();
}

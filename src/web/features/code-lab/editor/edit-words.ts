// What the editor says after an edit, in its polite live region (decision 183): "Added Move
// forward as step 5", "Deleted step 3", "Moved into Repeat", "Moved up to step 2". A child who
// cannot see the program hears where each block went; the focused row says the rest.
import type { Program } from '../../../../domain/code-lab/program';
import { branchesOf, findBlock, functionOfPath, type BodyPath } from './program-model';
import { containerName, kindWords } from './rows';

/** The name of the body a path ends in ("Repeat", "Otherwise"), or null for the top level. */
function containerAt(program: Program, path: BodyPath): string | null {
  const last = path.at(-1);
  if (!last) return null;
  if (path.length === 1) {
    const fn = functionOfPath(path);
    if (fn) return fn;
  }
  const holder = findBlock(program, last.id);
  return holder ? containerName(holder.stmt, last.branch) : null;
}

/** A block's place inside a sentence: "step 5", "step 1, inside Repeat". */
function placeIn(program: Program, id: string): string {
  const found = findBlock(program, id);
  if (!found) return '';
  const container = containerAt(program, found.path);
  return container ? `step ${found.index + 1}, inside ${container}` : `step ${found.index + 1}`;
}

const samePath = (a: BodyPath, b: BodyPath) =>
  a.length === b.length && a.every((step, i) => step.id === b[i]!.id && step.branch === b[i]!.branch);
const startsWith = (path: BodyPath, start: BodyPath) => path.length > start.length && samePath(path.slice(0, start.length), start);

/** After a palette block went in (`program` is the program with it). */
export function addedWords(program: Program, id: string): string {
  const found = findBlock(program, id);
  if (!found) return '';
  const said = `Added ${kindWords(found.stmt)} as ${placeIn(program, id)}`;
  return branchesOf(found.stmt).length > 0 ? `${said}. The next block goes inside it.` : said;
}

/** Before a block is taken out (`program` still has it). */
export const deletedWords = (program: Program, id: string): string =>
  findBlock(program, id) ? `Deleted ${placeIn(program, id)}` : '';

/** A block moved by its menu, by Alt and an arrow, or by a drag. */
export function movedWords(before: Program, after: Program, id: string): string {
  const from = findBlock(before, id);
  const to = findBlock(after, id);
  if (!from || !to) return '';
  if (samePath(from.path, to.path)) return `Moved ${to.index < from.index ? 'up' : 'down'} to ${placeIn(after, id)}`;
  if (startsWith(from.path, to.path)) return `Moved out of ${containerAt(before, from.path)}`;
  const into = containerAt(after, to.path);
  return into ? `Moved into ${into}` : `Moved out of ${containerAt(before, from.path)}`;
}

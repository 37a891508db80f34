// What an assignment's items are (docs/product/classes.md#assignments): checked against content,
// stored by their main ids, shown with their titles. Whether a child has done them is the
// domain's rule (src/domain/classes/assignment-done.ts), given the levels of each world here.
import { allWorlds } from '../../../../content/code-lab/all-levels';
import { findLevel, findWorld } from '../../../../content/code-lab/levels';
import { curriculum } from '../../../../content/curriculum';
import type { AssignmentItem } from '../../../domain/api/assignments-api';
import type { WorldLevels } from '../../../domain/classes/assignment-done';
import type { AssignmentItemKind } from '../../../domain/classes/assignments';
import { findLesson, isOpen } from '../../../domain/lessons/curriculum';
import { words, type Words } from '../../i18n/words';

/** An item as stored: its kind and main id. */
export type StoredItem = { kind: AssignmentItemKind; id: string };
export type ShownItem = StoredItem & { title: string; levelCount?: number };

/**
 * The items as they are stored (a lesson's alias becomes its main id), or the first problem in
 * the teacher's words, naming the item by its place in the list (from 1) and its id.
 */
export function checkItems(
  items: readonly AssignmentItem[],
): { ok: true; items: StoredItem[] } | { ok: false; words: Words } {
  const stored: StoredItem[] = [];
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const position = index + 1;
    let id = item.id;
    if (item.kind === 'lesson') {
      const lesson = findLesson(curriculum, item.id);
      if (!lesson)
        return { ok: false, words: words('server.assignments.unknownItem', { position, kind: item.kind, id: item.id }) };
      if (!isOpen(lesson))
        return { ok: false, words: words('server.assignments.comingSoonLesson', { position, id: item.id }) };
      id = lesson.id;
    } else if (item.kind === 'level' ? !findLevel(item.id) : !findWorld(item.id)) {
      return { ok: false, words: words('server.assignments.unknownItem', { position, kind: item.kind, id: item.id }) };
    }
    const key = `${item.kind}:${id}`;
    if (seen.has(key))
      return { ok: false, words: words('server.assignments.itemTwice', { position, id: item.id }) };
    seen.add(key);
    stored.push({ kind: item.kind, id });
  }
  return { ok: true, items: stored };
}

// Every world findWorld knows, the Game Lab's and the Sound Lab's too, so an assigned world counts its levels.
const worldsById = new Map(allWorlds.map((world) => [world.id as string, world]));

/** The display title of a stored item; its id when content no longer has it. */
function titleOf(item: StoredItem): string {
  switch (item.kind) {
    case 'lesson':
      return findLesson(curriculum, item.id)?.title ?? item.id;
    case 'level':
      return findLevel(item.id)?.title ?? item.id;
    case 'world':
      return findWorld(item.id)?.title ?? item.id;
  }
}

/** The items with their titles; a world also with how many levels it has. */
export const shownItems = (items: readonly StoredItem[]): ShownItem[] =>
  items.map((item) =>
    item.kind === 'world'
      ? { ...item, title: titleOf(item), levelCount: worldsById.get(item.id)?.levelIds.length ?? 0 }
      : { ...item, title: titleOf(item) },
  );

/** The ids of a world's levels, as content has them today (the domain's rule asks for them). */
export const worldLevels: WorldLevels = (worldId) => worldsById.get(worldId)?.levelIds ?? [];

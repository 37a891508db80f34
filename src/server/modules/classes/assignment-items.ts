// What an assignment's items are and whether a child has done them
// (docs/product/classes.md#assignments): a lesson is done once completed, a level once solved, a
// world once every one of its levels is solved. Nothing is stored per child: this reads the
// child's progress and solves, which go when the child goes (decision 250).
import { codeLabWorlds, findLevel, findWorld } from '../../../../content/code-lab/levels';
import { curriculum } from '../../../../content/curriculum';
import type { AssignmentItem } from '../../../domain/assignments-api';
import type { AssignmentItemKind } from '../../../domain/assignments';
import { findLesson, isOpen } from '../../../domain/curriculum';
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

const worldsById = new Map(codeLabWorlds.map((world) => [world.id as string, world]));

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

/** What one child has done: the main ids of the open lessons completed, the levels solved. */
export type ChildWork = { lessons: ReadonlySet<string>; solved: ReadonlySet<string> };

/** An item with whether the child has done it; a world also says how many of its levels. */
export type ItemState = ShownItem & { done: boolean; levelsSolved?: number };

/** Each item of an assignment for one child, in the assignment's order. */
export function itemStates(items: readonly ShownItem[], work: ChildWork): ItemState[] {
  return items.map((item) => {
    if (item.kind === 'lesson') return { ...item, done: work.lessons.has(item.id) };
    if (item.kind === 'level') return { ...item, done: work.solved.has(item.id) };
    const levelIds = worldsById.get(item.id)?.levelIds ?? [];
    const levelsSolved = levelIds.filter((id) => work.solved.has(id)).length;
    // A world without levels (gone from content) is never done.
    return { ...item, done: levelIds.length > 0 && levelsSolved === levelIds.length, levelsSolved };
  });
}

/**
 * One child's progress on one assignment as the teacher's list answers it: how many items are
 * done, the positions of those left, and for each world left how many of its levels are solved.
 */
export function childProgressOn(items: readonly ShownItem[], work: ChildWork) {
  const states = itemStates(items, work);
  const left: number[] = [];
  const levelsSolved: Record<string, number> = {};
  states.forEach((state, index) => {
    if (state.done) return;
    left.push(index);
    if (state.levelsSolved !== undefined) levelsSolved[state.id] = state.levelsSolved;
  });
  return {
    done: states.length - left.length,
    of: states.length,
    left,
    ...(Object.keys(levelsSolved).length > 0 ? { levelsSolved } : {}),
  };
}

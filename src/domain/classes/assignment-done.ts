// Whether a child has done an assignment (docs/product/classes.md#assignments): a lesson is done
// once completed, a level once solved, a world once every one of its levels is solved, and an
// assignment once every one of its items is. Nothing is stored per child: this reads the child's
// progress and solves, which go when the child goes
// (docs/decisions/250-assignments-read-from-the-work.md). Which levels a world has is content's, so
// the caller passes it in (src/domain does not import content/).
import type { AssignmentItemKind } from './assignments';

/** What one child has done: the main ids of the open lessons completed, the levels solved. */
export type ChildWork = { lessons: ReadonlySet<string>; solved: ReadonlySet<string> };

/** The ids of a world's levels; none for a world content no longer has. */
export type WorldLevels = (worldId: string) => readonly string[];

type Item = { kind: AssignmentItemKind; id: string };

/** An item with whether the child has done it; a world also says how many of its levels. */
export type ItemState<T extends Item> = T & { done: boolean; levelsSolved?: number };

/** Each item of an assignment for one child, in the assignment's order. */
export function itemStates<T extends Item>(
  items: readonly T[],
  work: ChildWork,
  worldLevels: WorldLevels,
): ItemState<T>[] {
  return items.map((item) => {
    if (item.kind === 'lesson') return { ...item, done: work.lessons.has(item.id) };
    if (item.kind === 'level') return { ...item, done: work.solved.has(item.id) };
    const levelIds = worldLevels(item.id);
    const levelsSolved = levelIds.filter((id) => work.solved.has(id)).length;
    // A world without levels (gone from content) is never done.
    return { ...item, done: levelIds.length > 0 && levelsSolved === levelIds.length, levelsSolved };
  });
}

/** Whether the child has done every item of the assignment (the class CSV's "Assignments done"). */
export const isAssignmentDone = (
  items: readonly Item[],
  work: ChildWork,
  worldLevels: WorldLevels,
): boolean => itemStates(items, work, worldLevels).every((item) => item.done);

/**
 * One child's progress on one assignment as the teacher's list answers it: how many items are
 * done, the positions of those left, and for each world left how many of its levels are solved.
 */
export function childProgressOn(items: readonly Item[], work: ChildWork, worldLevels: WorldLevels) {
  const states = itemStates(items, work, worldLevels);
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

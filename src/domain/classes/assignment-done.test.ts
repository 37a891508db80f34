import { describe, expect, it } from 'vitest';
import { childProgressOn, isAssignmentDone, itemStates, type ChildWork } from './assignment-done';

// What "done" is (docs/decisions/250-assignments-read-from-the-work.md): read from the child's
// lessons and solves, never stored.
const worldLevels = (worldId: string) =>
  worldId === 'tech-lab' ? ['tech-lab-1', 'tech-lab-2'] : [];
const work: ChildWork = { lessons: new Set(['loops']), solved: new Set(['tech-lab-1', 'maze-1']) };

describe('an assignment done', () => {
  it('has a lesson done once completed and a level once solved', () => {
    const states = itemStates(
      [
        { kind: 'lesson', id: 'loops' },
        { kind: 'lesson', id: 'sequences' },
        { kind: 'level', id: 'maze-1' },
        { kind: 'level', id: 'maze-2' },
      ],
      work,
      worldLevels,
    );
    expect(states.map((s) => s.done)).toEqual([true, false, true, false]);
  });

  it('has a world done once every one of its levels is solved, and says how many are', () => {
    const [partly] = itemStates([{ kind: 'world', id: 'tech-lab' }], work, worldLevels);
    expect(partly).toEqual({ kind: 'world', id: 'tech-lab', done: false, levelsSolved: 1 });
    const all: ChildWork = { ...work, solved: new Set(['tech-lab-1', 'tech-lab-2']) };
    expect(itemStates([{ kind: 'world', id: 'tech-lab' }], all, worldLevels)[0]?.done).toBe(true);
    // A world gone from content has no levels, and is never done.
    expect(itemStates([{ kind: 'world', id: 'gone' }], all, worldLevels)[0]?.done).toBe(false);
  });

  it('is done once every item is', () => {
    expect(
      isAssignmentDone(
        [
          { kind: 'lesson', id: 'loops' },
          { kind: 'level', id: 'maze-1' },
        ],
        work,
        worldLevels,
      ),
    ).toBe(true);
    expect(
      isAssignmentDone(
        [
          { kind: 'lesson', id: 'loops' },
          { kind: 'world', id: 'tech-lab' },
        ],
        work,
        worldLevels,
      ),
    ).toBe(false);
  });

  it('counts for the teacher what is done and where what is left sits', () => {
    const items = [
      { kind: 'lesson', id: 'loops' },
      { kind: 'world', id: 'tech-lab' },
      { kind: 'level', id: 'maze-2' },
    ] as const;
    expect(childProgressOn(items, work, worldLevels)).toEqual({
      done: 1,
      of: 3,
      left: [1, 2],
      levelsSolved: { 'tech-lab': 1 },
    });
    expect(childProgressOn([{ kind: 'lesson', id: 'loops' }], work, worldLevels)).toEqual({
      done: 1,
      of: 1,
      left: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  activityIds,
  completedCount,
  completedLessonIds,
  findLesson,
  firstUnfinishedLesson,
  isOpenAt,
  lessonByActivity,
  lessonCardState,
  promisesUnlock,
  nextLesson,
  openLessons,
  openingLevel,
  percentComplete,
  resolveLesson,
  startHereLessonId,
} from './curriculum';
import { testCurriculum as c } from './test-curriculum';

const done = (...lessonIds: string[]) =>
  lessonIds.map((lessonId) => ({
    moduleId: findLesson(c, lessonId)?.moduleId ?? 'basics',
    lessonId,
    completed: true,
  }));

describe('aliases', () => {
  it('maps an alias to the main id, within the lesson\u2019s own module', () => {
    expect(resolveLesson(c, 'basics', 'intro')?.id).toBe('first');
    expect(resolveLesson(c, 'basics', 'first')?.id).toBe('first');
    expect(resolveLesson(c, 'intermediate', 'conditions')?.id).toBe('decisions');
    expect(resolveLesson(c, 'intermediate', 'intro')).toBeUndefined();
    expect(resolveLesson(c, 'basics', 'nothing')).toBeUndefined();
  });
});

describe('percent complete (docs/product.md#curriculum: over open lessons)', () => {
  it('counts completed open lessons only, aliases once', () => {
    expect(openLessons(c).map((l) => l.id)).toEqual(['first', 'second', 'loops', 'decisions']);
    expect(percentComplete(c, [])).toBe(0);
    expect(percentComplete(c, done('intro', 'first'))).toBe(25);
    expect(completedCount(c, done('intro', 'first'))).toBe(1);
    expect(percentComplete(c, done('first', 'second', 'loops'))).toBe(75);
    expect(percentComplete(c, done('first', 'second', 'loops', 'decisions'))).toBe(100);
  });

  it('ignores unknown, closed and not-completed records, so it stays within 0-100', () => {
    const noise = [
      ...done('soon', 'later', 'ghost'),
      { moduleId: 'basics', lessonId: 'second', completed: false },
      { moduleId: 'advanced', lessonId: 'first', completed: true },
    ];
    expect(percentComplete(c, noise)).toBe(0);
    expect(
      percentComplete(c, [...noise, ...done('first', 'second', 'loops', 'decisions', 'first')]),
    ).toBe(100);
  });

  it('rounds', () => {
    const three = { lessons: c.lessons.filter((l) => l.id !== 'decisions') };
    expect(percentComplete(three, done('first'))).toBe(33);
    expect(percentComplete(three, done('first', 'second'))).toBe(67);
  });
});

describe('cards', () => {
  it('shows START HERE on the first lesson only, until it is done', () => {
    const first = findLesson(c, 'first')!;
    const second = findLesson(c, 'second')!;
    expect(lessonCardState(c, first, new Set())).toEqual({ kind: 'start-here' });
    expect(lessonCardState(c, second, new Set())).toEqual({ kind: 'open' });
    expect(startHereLessonId(c, new Set(['first']))).toBeNull();
    expect(lessonCardState(c, first, new Set(['first']))).toEqual({ kind: 'completed' });
    // Another lesson done first does not move START HERE.
    expect(lessonCardState(c, second, new Set(['loops']))).toEqual({ kind: 'open' });
    expect(lessonCardState(c, first, new Set(['loops']))).toEqual({ kind: 'start-here' });
  });

  it('keeps coming-soon and locked lessons closed for everyone', () => {
    expect(lessonCardState(c, findLesson(c, 'soon')!, new Set(['soon']))).toEqual({
      kind: 'coming-soon',
    });
    expect(lessonCardState(c, findLesson(c, 'later')!, new Set())).toEqual({
      kind: 'locked',
      unlockLevel: 4,
    });
  });
});

describe('a real lesson that opens at a level (Data Collector)', () => {
  const collector = { ...findLesson(c, 'second')!, id: 'collector', opensAtLevel: 4 } as const;
  const withCollector = { lessons: [...c.lessons, collector] };

  it('counts for percent complete whatever the level, and opens only from its level', () => {
    expect(openLessons(withCollector).map((l) => l.id)).toContain('collector');
    expect(percentComplete(withCollector, done('first'))).toBe(20);
    expect(openingLevel(collector)).toBe(4);
    expect(openingLevel(findLesson(c, 'first')!)).toBe(1);
    expect([3, 4, 5].map((level) => isOpenAt(collector, level))).toEqual([false, true, true]);
    const allButCollector = new Set(['first', 'second', 'loops', 'decisions']);
    expect(firstUnfinishedLesson(withCollector, allButCollector, 3)).toBeUndefined();
    expect(firstUnfinishedLesson(withCollector, allButCollector, 4)?.id).toBe('collector');
    expect(isOpenAt(findLesson(c, 'later')!, 10)).toBe(false);
  });

  it('shows its card locked below the level and open from it', () => {
    expect(lessonCardState(withCollector, collector, new Set(), 3)).toEqual({ kind: 'locked', unlockLevel: 4 });
    expect(lessonCardState(withCollector, collector, new Set(), 4)).toEqual({ kind: 'open' });
    expect(lessonCardState(withCollector, collector, new Set(['collector']), 4)).toEqual({ kind: 'completed' });
  });
});

describe('order and activities', () => {
  it('knows the next open lesson and the first unfinished one', () => {
    expect(nextLesson(c, 'intro')?.id).toBe('second');
    expect(nextLesson(c, 'loops')?.id).toBe('decisions');
    expect(nextLesson(c, 'decisions')).toBeUndefined();
    expect(firstUnfinishedLesson(c, completedLessonIds(c, done('first', 'second')))?.id).toBe(
      'loops',
    );
  });

  it('lists activity ids of open lessons and finds their lesson', () => {
    expect(activityIds(c)).toEqual([
      'first-activity',
      'second-activity',
      'loops-activity',
      'decisions-activity',
    ]);
    expect(lessonByActivity(c, 'loops-activity')?.id).toBe('loops');
    expect(lessonByActivity(c, 'nope')).toBeUndefined();
  });
});

describe('promisesUnlock (docs/decisions/123-level-promises.md)', () => {
  it('promises a level only while the child is below it ("Unlock at Level 4", else "Coming soon")', () => {
    expect(promisesUnlock(4, 3)).toBe(true);
    expect(promisesUnlock(4, 4)).toBe(false);
    expect(promisesUnlock(3, 5)).toBe(false);
  });
});

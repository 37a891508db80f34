import { describe, expect, it } from 'vitest';
import {
  childDueWords,
  dayWords,
  isOverdue,
  teacherDueWords,
  todayOf,
} from './assignment-due-words';

// Thursday 3 December 2026, mid-morning on this device's clock.
const now = new Date(2026, 11, 3, 10, 30);

describe('due words', () => {
  it('names a day by weekday, date and month', () => {
    expect(todayOf(now)).toBe('2026-12-03');
    expect(dayWords('2026-12-04')).toBe('Friday 4 December');
    expect(dayWords('2027-01-01')).toBe('Friday 1 January');
  });

  it('tells the teacher the whole day, and when it has passed', () => {
    expect(teacherDueWords('2026-12-04', now)).toBe('Due Friday 4 December');
    expect(teacherDueWords('2026-12-03', now)).toBe('Due today, Thursday 3 December');
    expect(teacherDueWords('2026-12-01', now)).toBe('Overdue: it was due Tuesday 1 December');
    expect(teacherDueWords(null, now)).toBe('No due date');
    expect(isOverdue('2026-12-02', now)).toBe(true);
    expect(isOverdue('2026-12-03', now)).toBe(false);
  });

  it('tells a child the weekday within the week, the date after it, and a passed day kindly', () => {
    expect(childDueWords('2026-12-03', now)).toBe('due today');
    expect(childDueWords('2026-12-04', now)).toBe('due Friday');
    expect(childDueWords('2026-12-10', now)).toBe('due Thursday');
    expect(childDueWords('2026-12-11', now)).toBe('due 11 December');
    expect(childDueWords('2026-12-02', now)).toBe(
      'The due day has passed, but you can still do it!',
    );
    expect(childDueWords(null, now)).toBeNull();
  });
});

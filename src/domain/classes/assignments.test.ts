import { describe, expect, it } from 'vitest';
import {
  assignmentMessages,
  assignmentTitleProblem,
  dueOnProblem,
  earliestDueOn,
  isCalendarDay,
  latestDueOn,
} from './assignments';

// Due dates (docs/decisions/252-due-dates-today-anywhere.md): a day that is today anywhere on Earth
// is not in the past.

describe('due dates', () => {
  it('start from the date on the earliest clock (UTC-12)', () => {
    // 10:00 UTC on the 4th is 22:00 on the 3rd at UTC-12: the 3rd is still today there.
    expect(earliestDueOn(new Date('2026-12-04T10:00:00Z'))).toBe('2026-12-03');
    // From 12:00 UTC it is the 4th everywhere.
    expect(earliestDueOn(new Date('2026-12-04T12:00:00Z'))).toBe('2026-12-04');
    expect(earliestDueOn(new Date('2026-12-04T11:59:59Z'))).toBe('2026-12-03');
  });

  it('allow today in Kiribati (UTC+14) and refuse the day before the earliest clock', () => {
    // 11:00 UTC on the 4th is already 01:00 on the 5th at UTC+14.
    const now = new Date('2026-12-04T11:00:00Z');
    expect(dueOnProblem('2026-12-05', now)).toBeNull();
    expect(dueOnProblem('2026-12-03', now)).toBeNull();
    expect(dueOnProblem('2026-12-02', now)).toBe(assignmentMessages.dueOnPast('2026-12-02'));
  });

  it('go at most 366 days ahead of the latest clock', () => {
    const now = new Date('2026-12-04T11:00:00Z');
    expect(latestDueOn(now)).toBe('2027-12-06');
    expect(dueOnProblem('2027-12-06', now)).toBeNull();
    expect(dueOnProblem('2027-12-07', now)).toBe(assignmentMessages.dueOnTooFar);
  });

  it('are real days written YYYY-MM-DD', () => {
    const now = new Date('2027-06-01T12:00:00Z');
    for (const day of ['2027-06-01', '2028-02-29', '2027-12-31']) {
      expect(isCalendarDay(day), day).toBe(true);
      expect(dueOnProblem(day, now), day).toBeNull();
    }
    for (const day of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '2026-04-31']) {
      expect(isCalendarDay(day), day).toBe(false);
      expect(dueOnProblem(day, now)).toBe(assignmentMessages.dueOnNotADay(day));
    }
    for (const text of ['', 'Friday', '2026-1-5', '05/01/2026', '2026-01-05T00:00:00Z']) {
      expect(isCalendarDay(text), text).toBe(false);
      expect(dueOnProblem(text, now)).toBe(assignmentMessages.dueOnFormat);
    }
  });
});

describe('titles', () => {
  it('are 1 to 60 characters after trimming, nothing invisible', () => {
    expect(assignmentTitleProblem('  Loops week ')).toBeNull();
    expect(assignmentTitleProblem('é'.repeat(60))).toBeNull();
    // 60 characters outside the Basic Multilingual Plane are 60, not 120.
    expect(assignmentTitleProblem('🦉'.repeat(60))).toBeNull();
    expect(assignmentTitleProblem('')).toBe(assignmentMessages.titleMissing);
    expect(assignmentTitleProblem(' \t ')).toBe(assignmentMessages.titleMissing);
    expect(assignmentTitleProblem('x'.repeat(61))).toBe(assignmentMessages.titleTooLong);
    expect(assignmentTitleProblem('Week\n1')).toBe(assignmentMessages.titleControl);
    expect(assignmentTitleProblem('Week\u202E1')).toBe(assignmentMessages.titleControl);
  });
});

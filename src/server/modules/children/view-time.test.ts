import { describe, expect, it } from 'vitest';
import { dayStarts, knownTimeZone } from './view-time';

describe('where a grown-up’s day begins (docs/decisions/270-time-on-task.md)', () => {
  it('is midnight in UTC, and 6 days before it', () => {
    expect(dayStarts(new Date('2026-11-26T09:30:00Z'), 'UTC')).toEqual({
      today: new Date('2026-11-26T00:00:00Z'),
      week: new Date('2026-11-20T00:00:00Z'),
    });
  });

  it('follows the zone: Auckland is already tomorrow, Los Angeles still yesterday', () => {
    const now = new Date('2026-11-26T12:30:00Z');
    expect(dayStarts(now, 'Pacific/Auckland').today).toEqual(new Date('2026-11-26T11:00:00Z'));
    expect(dayStarts(new Date('2026-11-26T07:00:00Z'), 'America/Los_Angeles').today).toEqual(
      new Date('2026-11-25T08:00:00Z'),
    );
  });

  it('counts a week across a clock change by the wall clock', () => {
    // New York leaves summer time on 2026-11-01: midnight was at 04:00Z before, 05:00Z after.
    const starts = dayStarts(new Date('2026-11-03T15:00:00Z'), 'America/New_York');
    expect(starts.today).toEqual(new Date('2026-11-03T05:00:00Z'));
    expect(starts.week).toEqual(new Date('2026-10-28T04:00:00Z'));
  });

  it('half-hour zones and unknown names', () => {
    expect(dayStarts(new Date('2026-11-26T20:00:00Z'), 'Asia/Kolkata').today).toEqual(
      new Date('2026-11-26T18:30:00Z'),
    );
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone(undefined)).toBe('UTC');
  });
});

import { describe, expect, it } from 'vitest';
import { lastActiveWords } from './last-active';

const en = { locale: 'en-GB', timeZone: 'Europe/London' };
const now = new Date('2026-11-26T14:30:00Z'); // Thursday, 14:30 in London

describe('"last active" in a teacher\'s words', () => {
  it('says today or yesterday with the time on the teacher\'s clock', () => {
    expect(lastActiveWords('2026-11-26T10:42:00Z', now, 'Not yet', en)).toBe('today, 10:42');
    expect(lastActiveWords('2026-11-25T15:03:00Z', now, 'Not yet', en)).toBe('yesterday, 15:03');
    expect(
      lastActiveWords('2026-11-26T10:42:00Z', now, 'Not yet', {
        locale: 'en-US',
        timeZone: 'America/New_York',
      }),
    ).toBe('today, 5:42 AM');
  });

  it('counts days in the teacher\'s time zone, not in UTC', () => {
    // 23:30 UTC on the 25th is already the 26th in Berlin, and still the 25th in New York.
    const late = '2026-11-25T23:30:00Z';
    expect(lastActiveWords(late, now, 'Not yet', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe(
      'today, 00:30',
    );
    expect(
      lastActiveWords(late, now, 'Not yet', { locale: 'en-GB', timeZone: 'America/New_York' }),
    ).toBe('yesterday, 18:30');
  });

  it('says how many days ago within a week, then the date', () => {
    expect(lastActiveWords('2026-11-23T09:00:00Z', now, 'Not yet', en)).toBe('3 days ago');
    expect(lastActiveWords('2026-11-20T09:00:00Z', now, 'Not yet', en)).toBe('6 days ago');
    expect(lastActiveWords('2026-11-12T09:00:00Z', now, 'Not yet', en)).toBe('12 Nov');
    expect(lastActiveWords('2025-12-30T09:00:00Z', now, 'Not yet', en)).toBe('30 Dec 2025');
  });

  it('speaks the teacher\'s language', () => {
    const es = { locale: 'es', timeZone: 'Europe/Madrid' };
    expect(lastActiveWords('2026-11-26T10:42:00Z', now, 'Todavía no', es)).toBe('hoy, 11:42');
    expect(lastActiveWords('2026-11-23T09:00:00Z', now, 'Todavía no', es)).toBe('hace 3 días');
  });

  it('treats a time a little ahead of this clock as today, and no time as never', () => {
    expect(lastActiveWords('2026-11-26T14:31:00Z', now, 'Not yet', en)).toBe('today, 14:31');
    expect(lastActiveWords(null, now, 'Not yet', en)).toBe('Not yet');
    expect(lastActiveWords('not a date', now, 'Not yet', en)).toBe('Not yet');
  });
});

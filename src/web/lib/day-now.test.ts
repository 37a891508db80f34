import { describe, expect, it } from 'vitest';
import { todayOf } from '../../domain/classes/assignment-due-words';
import { onUtcDay } from './day-now';

describe('onUtcDay', () => {
  it("gives a moment whose local day is the UTC day, late in the evening west of Greenwich and early in the morning east of it", () => {
    // 23:30 UTC on 4 December and 00:30 UTC on 5 December: whatever this machine's zone, the
    // local day of the result is the UTC day.
    expect(todayOf(onUtcDay(new Date('2026-12-04T23:30:00Z')))).toBe('2026-12-04');
    expect(todayOf(onUtcDay(new Date('2026-12-05T00:30:00Z')))).toBe('2026-12-05');
  });

  it('is the same day for every moment of a UTC day', () => {
    for (let hour = 0; hour < 24; hour++)
      expect(todayOf(onUtcDay(new Date(Date.UTC(2026, 11, 31, hour, 59))))).toBe('2026-12-31');
  });
});

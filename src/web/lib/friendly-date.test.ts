import { expect, it } from 'vitest';
import { friendlyDate } from './friendly-date';

it('says today, yesterday and days ago for the last week, then the date', () => {
  const now = new Date(2026, 2, 10, 9, 0);
  expect(friendlyDate(new Date(2026, 2, 10, 8, 0).toISOString(), now)).toBe('Today');
  // Late last night is yesterday, even if fewer than 24 hours ago.
  expect(friendlyDate(new Date(2026, 2, 9, 23, 30).toISOString(), now)).toBe('Yesterday');
  expect(friendlyDate(new Date(2026, 2, 7, 12, 0).toISOString(), now)).toBe('3 days ago');
  expect(friendlyDate(new Date(2026, 2, 3, 12, 0).toISOString(), now)).toBe('March 3, 2026');
  // A clock a little ahead of ours is still today.
  expect(friendlyDate(new Date(2026, 2, 10, 9, 5).toISOString(), now)).toBe('Today');
});

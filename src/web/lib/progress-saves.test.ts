import { beforeEach, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from './auth';
import { guestStorage } from './guest-storage';
import { transferGuestData } from './guest-transfer';
import { saveActivityAward, saveLessonCompletion } from './progress-saves';
import { useToasts } from './toast-store';
import { renderHook } from '@testing-library/react';
import { addComingSoonDoor, COMING_SOON_DOOR } from '../../../tests/support/coming-soon-door';

// Guest paths only: they never touch the network (signed-in paths are covered end to end).
const guestClient = () => {
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, null);
  return client;
};

beforeEach(() => localStorage.clear());

it('records a guest lesson once, aliases included, with its points the first time', async () => {
  const client = guestClient();
  expect(await saveLessonCompletion(client, 'intro', { answers: { q1: 'x' } })).toEqual({
    pointsAwarded: 50,
    firstTime: true,
    queued: false,
  });
  expect(await saveLessonCompletion(client, 'intro-to-coding', { answers: { q1: 'x' } })).toEqual({
    pointsAwarded: 0,
    firstTime: false,
    queued: false,
  });
  expect(guestStorage.read()).toMatchObject({
    points: 50,
    progress: [{ moduleId: 'basics', lessonId: 'intro-to-coding' }],
  });
});

it('saves nothing for a lesson that is not open', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const takeOffDoor = addComingSoonDoor();
  try {
    expect(await saveLessonCompletion(guestClient(), COMING_SOON_DOOR.id, { answers: { q1: 'x' } })).toEqual({
      pointsAwarded: 0,
      firstTime: false,
      queued: false,
    });
  } finally {
    takeOffDoor();
  }
  expect(guestStorage.hasData()).toBe(false);
  warn.mockRestore();
});

it('awards a guest activity once and shows the Points Earned toast with the sign-up nudge', async () => {
  const client = guestClient();
  const toasts = renderHook(() => useToasts());
  expect(await saveActivityAward(client, 'robot-dance', { dancesDone: 1, count: 3 })).toEqual({
    pointsAwarded: 10,
    firstTime: true,
    queued: false,
  });
  toasts.rerender();
  expect(toasts.result.current[0]).toMatchObject({
    title: 'Points Earned!',
    description: '+10 points for finishing the robot dance! Sign up to save your progress!',
  });
  expect(await saveActivityAward(client, 'robot-dance', { dancesDone: 1, count: 3 })).toMatchObject({
    pointsAwarded: 0,
    firstTime: false,
  });
  expect(guestStorage.read()).toMatchObject({ points: 10, activities: ['robot-dance'] });
});

it('has nothing to transfer for a guest without data', async () => {
  expect(await transferGuestData('user-1')).toEqual({ transferred: false, pointsAwarded: 0, failed: false });
});

it('keeps the guest data and only logs when the transfer fails', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockRejectedValue(new TypeError('Failed to fetch'));
  guestStorage.addProgress('basics', 'loops', { answers: { q1: 'x' } });
  expect(await transferGuestData('user-1')).toEqual({ transferred: false, pointsAwarded: 0, failed: true });
  expect(warn).toHaveBeenCalled();
  expect(guestStorage.read().progress).toHaveLength(1);
  fetchSpy.mockRestore();
  warn.mockRestore();
});

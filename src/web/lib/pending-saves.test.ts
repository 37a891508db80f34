import { beforeEach, expect, it, vi } from 'vitest';
import { ApiError, isNetworkError } from './api';
import {
  PENDING_SAVES_KEY,
  flushPendingSaves,
  queueSave,
  readPendingSaves,
  type PendingSave,
} from './pending-saves';

const loops: PendingSave = { userId: 1, kind: 'progress', moduleId: 'basics', lessonId: 'loops' };
const dance: PendingSave = { userId: 1, kind: 'activity', activityId: 'robot-dance' };
const otherUser: PendingSave = { userId: 2, kind: 'activity', activityId: 'ai-chat' };

beforeEach(() => localStorage.clear());

it('keeps each save once, across reloads', () => {
  queueSave(loops);
  queueSave(loops);
  queueSave(dance);
  expect(JSON.parse(localStorage.getItem(PENDING_SAVES_KEY)!)).toEqual([loops, dance]);
  expect(readPendingSaves()).toEqual([loops, dance]);
});

it('reads corrupt or hand-edited storage defensively', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(PENDING_SAVES_KEY, '{not json');
  expect(readPendingSaves()).toEqual([]);
  expect(warn).toHaveBeenCalled();
  localStorage.setItem(
    PENDING_SAVES_KEY,
    JSON.stringify([
      loops,
      { kind: 'progress' },
      'x',
      { ...dance, userId: 'me' },
      { userId: 1, kind: 'activity', activityId: 'BAD ID' },
    ]),
  );
  expect(readPendingSaves()).toEqual([loops]);
  warn.mockRestore();
});

it('sends the user\u2019s saves in order and forgets them once the server has them', async () => {
  queueSave(loops);
  queueSave(otherUser);
  queueSave(dance);
  const sent: PendingSave[] = [];
  const accepted = await flushPendingSaves(1, async (save) => {
    sent.push(save);
  });
  expect(accepted).toBe(2);
  expect(sent).toEqual([loops, dance]);
  // Another account's saves wait for that account.
  expect(readPendingSaves()).toEqual([otherUser]);
});

it('stops at a network error and keeps the rest for the next try', async () => {
  queueSave(loops);
  queueSave(dance);
  const send = vi.fn(async (save: PendingSave) => {
    if (save.kind === 'activity') throw new TypeError('Failed to fetch');
  });
  expect(await flushPendingSaves(1, send)).toBe(1);
  expect(readPendingSaves()).toEqual([dance]);
  // Back online: the rest goes.
  expect(await flushPendingSaves(1, async () => {})).toBe(1);
  expect(readPendingSaves()).toEqual([]);
});

it('keeps saves on a server error, drops ones the server refuses (4xx)', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  queueSave(loops);
  queueSave(dance);
  await flushPendingSaves(1, async () => {
    throw new ApiError(503, '{}', 'down');
  });
  expect(readPendingSaves()).toEqual([loops, dance]);
  await flushPendingSaves(1, async (save) => {
    if (save.kind === 'progress') throw new ApiError(400, '{"message":"no"}', 'no');
  });
  expect(readPendingSaves()).toEqual([]);
  warn.mockRestore();
});

it('keeps every save when the session has ended (401), for that learner\u2019s next sign-in', async () => {
  queueSave(loops);
  queueSave(dance);
  const send = vi.fn(async () => {
    throw new ApiError(401, '{"message":"Please sign in."}', 'Please sign in.');
  });
  expect(await flushPendingSaves(1, send)).toBe(0);
  expect(send).toHaveBeenCalledTimes(1);
  expect(readPendingSaves()).toEqual([loops, dance]);
  // Signed in again: everything goes.
  expect(await flushPendingSaves(1, async () => {})).toBe(2);
  expect(readPendingSaves()).toEqual([]);
});

it('runs one flush at a time, so a save is not sent twice at once', async () => {
  queueSave(loops);
  let calls = 0;
  const send = async () => {
    calls++;
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
  const [a, b] = await Promise.all([flushPendingSaves(1, send), flushPendingSaves(1, send)]);
  expect(calls).toBe(1);
  expect(a).toBe(1);
  expect(b).toBe(1);
});

it('tells network errors from answers', () => {
  expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
  expect(isNetworkError(new ApiError(500, '', ''))).toBe(false);
});

it('sends later saves after a flush that found nothing to send', async () => {
  // Regression: an empty flush used to finish before its lock was set, leaving it set forever.
  const send = vi.fn(async () => {});
  expect(await flushPendingSaves(1, send)).toBe(0);
  queueSave({ userId: 1, kind: 'activity', activityId: 'robot-dance' });
  expect(await flushPendingSaves(1, send)).toBe(1);
  expect(send).toHaveBeenCalledTimes(1);
});

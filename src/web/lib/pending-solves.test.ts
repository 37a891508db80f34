import { afterEach, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { hasPendingSolves, keepCodeLabWork, sendPendingSolves } from './pending-solves';
import { personStore } from './person-store';
import { sessionEndedOf, signInAgainPath } from './session-ended';
import type { User } from './user';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const program = { version: 1 as const, body: [{ id: 'a', op: 'forward' as const }] };

it("keeps a child's solves under that child only, the last program per level", () => {
  keepCodeLabWork('user-4', 'pendingSolves', 'birthday-1', { version: 1, body: [] });
  keepCodeLabWork('user-4', 'pendingSolves', 'birthday-1', program);
  keepCodeLabWork('user-4', 'pendingSolves', 'birthday-2', program);
  expect(personStore.read('user-4', 'pendingSolves')).toEqual({ 'birthday-1': program, 'birthday-2': program });
  expect(hasPendingSolves('user-5')).toBe(false);
  expect(hasPendingSolves('guest')).toBe(false);
});

it('keeps every solve when the server cannot be reached, and sends nothing for another person', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  keepCodeLabWork('user-4', 'pendingPrograms', 'birthday-1', program);
  keepCodeLabWork('user-4', 'pendingSolves', 'birthday-1', program);
  expect(await sendPendingSolves('user-5')).toBe(0);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(await sendPendingSolves('user-4')).toBe(0);
  expect(fetchSpy).toHaveBeenCalledOnce(); // the program first; it stopped there
  expect(personStore.names('user-4').sort()).toEqual(['pendingPrograms', 'pendingSolves']);
});

it("reads the server's reason and words from an ended session's 401", () => {
  const message = 'Your teacher gave you new pictures. Your work is kept on this device: sign in again to save it';
  const body = JSON.stringify({ statusCode: 401, error: 'Unauthorized', message, sessionEnded: 'new-pictures' });
  expect(sessionEndedOf(new ApiError(401, body, message))).toEqual({ reason: 'new-pictures', message });
  expect(sessionEndedOf(new ApiError(401, '{"message":"Not signed in"}', 'Not signed in'))).toEqual({
    reason: 'signed-out',
    message: '',
  });
  expect(sessionEndedOf(new ApiError(403, body, message))).toBeNull();
  expect(sessionEndedOf(new TypeError('Failed to fetch'))).toBeNull();
});

it("sends a class's child back to /join and anyone else Home", () => {
  const child = { kind: 'child', profileOf: 'class' } as User;
  expect(signInAgainPath(child)).toBe('/join');
  expect(signInAgainPath({ ...child, profileOf: 'family' } as User)).toBe('/');
  expect(signInAgainPath(null)).toBe('/');
});

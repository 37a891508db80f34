import { afterEach, expect, it, vi } from 'vitest';
import { guestStorage } from './guest-storage';
import { transferGuestData } from './guest-transfer';
import { personStore } from './person-store';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

// docs/decisions/174-guest-things-on-the-device-move-with-guest-work.md: the guest's things on the
// device move with the sign-up transfer.
it('moves the guest drafts and tries to the new account when there is nothing for the server', async () => {
  personStore.write('guest', 'codeLab.drafts', { 'birthday-1': { version: 1, body: [] } });
  personStore.write('guest', 'codeLab.tries', { 'birthday-1': { fails: 1 } });
  expect(await transferGuestData('user-21')).toEqual({ transferred: false, pointsAwarded: 0, failed: false });
  expect(personStore.names('guest')).toEqual([]);
  expect(personStore.read('user-21', 'codeLab.drafts')).toEqual({ 'birthday-1': { version: 1, body: [] } });
  expect(personStore.read('user-21', 'codeLab.tries')).toEqual({ 'birthday-1': { fails: 1 } });
});

it('leaves everything with the guest when the server could not take the guest progress', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  guestStorage.addProgress('basics', 'intro-to-coding', { answers: { q1: 'x' } });
  personStore.write('guest', 'codeLab.drafts', { 'birthday-1': { version: 1, body: [] } });
  expect(await transferGuestData('user-22')).toEqual({ transferred: false, pointsAwarded: 0, failed: true });
  expect(personStore.read('guest', 'codeLab.drafts')).toEqual({ 'birthday-1': { version: 1, body: [] } });
  expect(personStore.names('user-22')).toEqual([]);
  expect(guestStorage.read().progress).toHaveLength(1);
});

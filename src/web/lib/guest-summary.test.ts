import { afterEach, expect, it } from 'vitest';
import { childSessionMessages } from '../../domain/child-session-messages';
import { guestStorage } from './guest-storage';
import { guestWorkToClaim } from './guest-summary';

afterEach(() => localStorage.clear());

const { question } = childSessionMessages.guestClaim;

it('counts the lessons and Code Lab levels a guest left on this device', () => {
  expect(guestWorkToClaim()).toBeNull();
  guestStorage.addProgress('basics', 'intro-to-coding');
  guestStorage.addProgress('basics', 'loops');
  guestStorage.addProgress('basics', 'sequences');
  expect(guestWorkToClaim()).toEqual({ lessons: 3, codeLabLevels: 0 });
  expect(question(3, 0)).toBe('We found 3 lessons on this device. Are they yours?');
  guestStorage.addCodeLabSolve(
    {
      levelId: 'birthday-1',
      stars: 3,
      program: { version: 1, body: [{ id: 'a', op: 'forward' }] },
    },
    0,
  );
  expect(guestWorkToClaim()).toEqual({ lessons: 3, codeLabLevels: 1 });
  expect(question(3, 1)).toBe(
    'We found 3 lessons and 1 Code Lab level on this device. Are they yours?',
  );
  expect(question(1, 0)).toBe('We found 1 lesson on this device. Are they yours?');
});

it('asks about games and chores too, in general words', () => {
  guestStorage.addGameScore('robot-maze', 40);
  expect(guestWorkToClaim()).toEqual({ lessons: 0, codeLabLevels: 0 });
  expect(question(0, 0)).toBe('We found some games and activities on this device. Are they yours?');
  localStorage.clear();
  localStorage.setItem(
    'choreTracker',
    JSON.stringify([{ id: 'c1', name: 'Feed the cat', points: 5, done: false }]),
  );
  expect(guestWorkToClaim()).not.toBeNull();
});

it("never asks on a class's shared device", () => {
  guestStorage.addProgress('basics', 'loops');
  localStorage.setItem('classDevice', '1');
  expect(guestWorkToClaim()).toBeNull();
});

import { afterEach, expect, it } from 'vitest';
import { guestClaimQuestion } from '../components/guest-claim/are-they-yours-dialog';
import { t } from '../i18n/i18n';
import { guestStorage } from './guest-storage';
import { deviceDrawings } from '../features/code-lab/drawings/kept-drawings';
import { personStore } from './person-store';
import { guestWorkToClaim, signUpMovesGuestWork } from './guest-summary';

afterEach(() => localStorage.clear());

const question = (lessons: number, levels: number, drawings = 0) =>
  guestClaimQuestion(t, lessons, levels, drawings);

it('counts the lessons and Code Lab levels a guest left on this device', () => {
  expect(guestWorkToClaim()).toBeNull();
  guestStorage.addProgress('basics', 'intro-to-coding', { answers: { q1: 'x' } });
  guestStorage.addProgress('basics', 'loops', { answers: { q1: 'x' } });
  guestStorage.addProgress('basics', 'sequences', { answers: { q1: 'x' } });
  expect(guestWorkToClaim()).toMatchObject({ lessons: 3, codeLabLevels: 0, drawings: 0 });
  expect(question(3, 0)).toBe('We found 3 lessons on this device. Are they yours?');
  guestStorage.addCodeLabSolve(
    {
      levelId: 'birthday-1',
      stars: 3,
      program: { version: 1, body: [{ id: 'a', op: 'forward' }] },
    },
    0,
  );
  expect(guestWorkToClaim()).toMatchObject({ lessons: 3, codeLabLevels: 1, drawings: 0 });
  expect(question(3, 1)).toBe(
    'We found 3 lessons and 1 Code Lab level on this device. Are they yours?',
  );
  expect(question(1, 0)).toBe('We found 1 lesson on this device. Are they yours?');
});

it('asks about games and chores too, in general words', () => {
  guestStorage.addGameScore('robot-maze', 40);
  expect(guestWorkToClaim()).toEqual({ lessons: 0, codeLabLevels: 0, drawings: 0, games: 1, points: 0 });
  expect(question(0, 0)).toBe('We found some games and activities on this device. Are they yours?');
  localStorage.clear();
  localStorage.setItem(
    'choreTracker',
    JSON.stringify([{ id: 'c1', name: 'Feed the cat', points: 5, done: false }]),
  );
  expect(guestWorkToClaim()).not.toBeNull();
});

it('counts the studio’s drawings a guest keeps, and asks about them alone', () => {
  const program = { version: 2 as const, body: [{ id: 'a', op: 'forward' as const }] };
  deviceDrawings.add('guest', 'House', program);
  deviceDrawings.add('guest', 'Tree', program);
  deviceDrawings.add('user-3', 'Not the guest’s', program);
  expect(guestWorkToClaim()).toEqual({ lessons: 0, codeLabLevels: 0, drawings: 2, games: 0, points: 0 });
  expect(question(0, 0, 2)).toBe('We found 2 drawings on this device. Are they yours?');
  localStorage.setItem('classDevice', '1');
  expect(guestWorkToClaim()).toBeNull();
});

it("never asks on a class's shared device", () => {
  guestStorage.addProgress('basics', 'loops', { answers: { q1: 'x' } });
  localStorage.setItem('classDevice', '1');
  expect(guestWorkToClaim()).toBeNull();
});

// docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md: a program in progress is work too,
// and the levels count once with the solves.
it('counts the levels where the guest has a program in progress, an emptied one not', () => {
  const program = { version: 1 as const, body: [{ id: 'a', op: 'forward' as const }] };
  personStore.write('guest', 'codeLab.tries', { 'birthday-1': { fails: 2 } });
  personStore.write('guest', 'codeLab.drafts', { 'birthday-2': { version: 1, body: [] } });
  expect(guestWorkToClaim()).toBeNull();
  personStore.write('guest', 'codeLab.drafts', {
    'birthday-1': program,
    'birthday-2': { version: 1, body: [] },
    'birthday-3': program,
  });
  personStore.write('user-4', 'codeLab.drafts', { 'birthday-4': program });
  expect(guestWorkToClaim()).toEqual({ lessons: 0, codeLabLevels: 2, drawings: 0, games: 0, points: 0 });
  guestStorage.addCodeLabSolve({ levelId: 'birthday-1', stars: 3, program }, 30);
  guestStorage.addGameScore('robot-maze', 40);
  guestStorage.addGameScore('robot-maze', 50);
  guestStorage.addGameScore('pattern-quest', 10);
  guestStorage.addPoints(15);
  expect(guestWorkToClaim()).toEqual({ lessons: 0, codeLabLevels: 2, drawings: 0, games: 2, points: 45 });
});

it('sign-up moves the guest work to the new account unless the grown-up said it is their child’s', () => {
  const work = { lessons: 1, codeLabLevels: 6, drawings: 2, games: 0, points: 175 };
  expect(signUpMovesGuestWork(work, 'mine')).toBe(true);
  expect(signUpMovesGuestWork(work, 'child')).toBe(false);
  // Nothing here to ask about: whatever the guest keeps goes with the account, as always.
  expect(signUpMovesGuestWork(null, undefined)).toBe(true);
  expect(signUpMovesGuestWork(null, 'child')).toBe(true);
});

import { beforeEach, expect, it } from 'vitest';
import { personKeyOf, personStore } from './person-store';

beforeEach(() => window.localStorage.clear());

it('keeps each person apart: a child never reads what the guest or another child wrote', () => {
  personStore.write('guest', 'codeLab.drafts', { 'birthday-1': 'guest program' });
  personStore.write(personKeyOf({ id: 7 }), 'codeLab.drafts', { 'birthday-1': 'child 7' });
  expect(personStore.read(personKeyOf({ id: 8 }), 'codeLab.drafts')).toBeNull();
  expect(personStore.read(personKeyOf({ id: 7 }), 'codeLab.drafts')).toEqual({ 'birthday-1': 'child 7' });
  expect(personStore.read(personKeyOf(null), 'codeLab.drafts')).toEqual({ 'birthday-1': 'guest program' });
});

it('lists and clears one person only', () => {
  personStore.write('user-1', 'a', 1);
  personStore.write('user-1', 'b', 2);
  personStore.write('user-12', 'a', 3);
  expect(personStore.names('user-1').sort()).toEqual(['a', 'b']);
  personStore.clear('user-1');
  expect(personStore.names('user-1')).toEqual([]);
  expect(personStore.read('user-12', 'a')).toBe(3);
});

it('reads something malformed as nothing', () => {
  window.localStorage.setItem('ada.person.guest.x', '{not json');
  expect(personStore.read('guest', 'x')).toBeNull();
});

// docs/decisions/174-guest-things-on-the-device-move-with-guest-work.md: a move merges every name
// the guest has into the person's, theirs winning.
it('moves every name the guest has to a person: the person keeps their own entry for a level', () => {
  personStore.write('guest', 'codeLab.drafts', { 'birthday-1': 'guest b1', 'birthday-2': 'guest b2' });
  personStore.write('guest', 'codeLab.tries', { 'birthday-1': { fails: 2 } });
  personStore.write('guest', 'somethingNew', [1, 2]);
  personStore.write('user-5', 'codeLab.drafts', { 'birthday-1': 'own b1', 'tech-lab-1': 'own t1' });
  personStore.write('user-5', 'somethingNew', [3]);

  expect(personStore.move('guest', 'user-5').sort()).toEqual(['codeLab.drafts', 'codeLab.tries', 'somethingNew']);

  expect(personStore.read('user-5', 'codeLab.drafts')).toEqual({
    'birthday-1': 'own b1',
    'birthday-2': 'guest b2',
    'tech-lab-1': 'own t1',
  });
  expect(personStore.read('user-5', 'codeLab.tries')).toEqual({ 'birthday-1': { fails: 2 } });
  expect(personStore.read('user-5', 'somethingNew')).toEqual([3]);
  expect(personStore.names('guest')).toEqual([]);
});

it('moves nothing between a person and themselves, and touches nobody else', () => {
  personStore.write('user-5', 'codeLab.drafts', { a: 1 });
  personStore.write('user-6', 'codeLab.drafts', { a: 2 });
  expect(personStore.move('user-5', 'user-5')).toEqual([]);
  expect(personStore.read('user-5', 'codeLab.drafts')).toEqual({ a: 1 });
  personStore.move('guest', 'user-5');
  expect(personStore.read('user-6', 'codeLab.drafts')).toEqual({ a: 2 });
});

// docs/decisions/173-old-code-lab-drafts-become-the-guests.md: drafts an older build kept for
// whoever used the browser.
it('gives the old codeLabDrafts to the guest once, under what the guest already has, and removes the old key', () => {
  window.localStorage.setItem('codeLabDrafts', JSON.stringify({ 'birthday-1': 'old b1', 'birthday-2': 'old b2' }));
  personStore.write('guest', 'codeLab.drafts', { 'birthday-1': 'new b1' });

  expect(personStore.read('user-3', 'codeLab.drafts')).toBeNull();
  expect(window.localStorage.getItem('codeLabDrafts')).not.toBeNull(); // only the guest adopts them
  expect(personStore.read('guest', 'codeLab.drafts')).toEqual({ 'birthday-1': 'new b1', 'birthday-2': 'old b2' });
  expect(window.localStorage.getItem('codeLabDrafts')).toBeNull();

  personStore.remove('guest', 'codeLab.drafts');
  expect(personStore.read('guest', 'codeLab.drafts')).toBeNull();
});

it('drops old drafts that are not readable, and finds them when listing the guest', () => {
  window.localStorage.setItem('codeLabDrafts', '{broken');
  expect(personStore.names('guest')).toEqual([]);
  expect(window.localStorage.getItem('codeLabDrafts')).toBeNull();
  window.localStorage.setItem('codeLabDrafts', JSON.stringify({ 'birthday-1': 'old' }));
  expect(personStore.names('guest')).toEqual(['codeLab.drafts']);
  personStore.move('guest', 'user-9');
  expect(personStore.read('user-9', 'codeLab.drafts')).toEqual({ 'birthday-1': 'old' });
});

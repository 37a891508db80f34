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

import { beforeEach, expect, it } from 'vitest';
import type { PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { personStore } from '../../../lib/person-store';
import { guestWorkToClaim } from '../../../lib/guest-summary';
import { keptHouses } from './kept-houses';
import { DEVICE_HOUSES_NAME } from './neighbor-net-path';

// NeighborNet's houses on this device (docs/decisions/411-neighbornet.md): each person's apart,
// moved at sign-up, counted as a guest's work, and read as the server checks a house.

beforeEach(() => window.localStorage.clear());
const houses = keptHouses.device;

const house: PageProgram = {
  version: 5,
  kind: 'page',
  pages: [{ background: 'white', color: 'black', body: [{ id: 'h', op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' }] }],
} as PageProgram;

it('keeps each person’s houses apart, moves a guest’s at sign-up, and counts them as work to claim', () => {
  expect(guestWorkToClaim()).toBeNull();
  houses.add('guest', 'My house', house);
  houses.add('user-1', 'Theirs', house);
  expect(houses.list('guest').map((h) => h.title)).toEqual(['My house']);
  expect(guestWorkToClaim()).not.toBeNull();
  personStore.move('guest', 'user-5');
  expect(houses.list('user-5').map((h) => h.title)).toEqual(['My house']);
  expect(houses.list('user-1').map((h) => h.title)).toEqual(['Theirs']);
});

it('leaves out anything kept here that is not a house of one’s own (a link to a classmate’s house, a street, a typed word)', () => {
  const page = house.pages[0]!;
  const at = '2026-11-29T06:00:00Z';
  personStore.write('guest', DEVICE_HOUSES_NAME, {
    ok: { title: 'Fine', createdAt: at, program: house },
    houseLink: {
      title: 'Link',
      createdAt: at,
      program: { ...house, pages: [{ ...page, body: [{ id: 'l', op: 'web-link', starter: 'visit-house', word: 'music', house: 7 }] }] },
    },
    network: { title: 'Street', createdAt: at, program: { version: 5, kind: 'network', links: [] } },
    typed: { title: 'Typed', createdAt: at, program: { ...house, pages: [{ ...page, title: { starter: 'i-like', word: '<script>' } }] } },
    fourPages: { title: 'Four', createdAt: at, program: { ...house, pages: [page, page, page, page] } },
  });
  expect(houses.list('guest').map((h) => h.id)).toEqual(['ok']);
});

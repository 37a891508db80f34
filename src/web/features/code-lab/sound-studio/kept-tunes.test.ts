import { beforeEach, expect, it } from 'vitest';
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import { personStore } from '../../../lib/person-store';
import { guestWorkToClaim } from '../../../lib/guest-summary';
import { DEVICE_TUNES_NAME, deviceTunes } from './kept-tunes';

beforeEach(() => window.localStorage.clear());

const tune: TuneProgram = {
  version: 4,
  kind: 'tune',
  body: [{ id: 'a', op: 'play-note', note: 'E4', length: 'quarter' }],
} as TuneProgram;

it('keeps each person’s tunes apart, moves a guest’s at sign-up, and counts them as work to claim', () => {
  expect(guestWorkToClaim()).toBeNull();
  deviceTunes.add('guest', 'My song', tune);
  deviceTunes.add('user-1', 'Theirs', tune);
  expect(deviceTunes.list('guest').map((t) => t.title)).toEqual(['My song']);
  expect(guestWorkToClaim()).not.toBeNull();
  personStore.move('guest', 'user-5');
  expect(deviceTunes.list('user-5').map((t) => t.title)).toEqual(['My song']);
  expect(deviceTunes.list('user-1').map((t) => t.title)).toEqual(['Theirs']);
});

it('leaves out anything kept here that is not a studio tune (a hand-edited store)', () => {
  const together = { id: 't', op: 'together', first: [], second: [] };
  personStore.write('guest', DEVICE_TUNES_NAME, {
    ok: { title: 'Fine', createdAt: '2026-11-26T06:00:00Z', program: tune },
    game: { title: 'Game', createdAt: '2026-11-26T06:00:00Z', program: { version: 3, kind: 'game', handlers: [] } },
    badNote: { title: 'Bad', createdAt: '2026-11-26T06:00:00Z', program: { ...tune, body: [{ id: 'a', op: 'play-note', note: 'H9', length: 'quarter' }] } },
    nested: { title: 'Nested', createdAt: '2026-11-26T06:00:00Z', program: { ...tune, body: [{ ...together, first: [{ ...together, id: 'u' }] }] } },
    extraKey: { title: 'Extra', createdAt: '2026-11-26T06:00:00Z', program: { ...tune, colour: 'red' } },
  });
  expect(deviceTunes.list('guest').map((t) => t.id)).toEqual(['ok']);
});

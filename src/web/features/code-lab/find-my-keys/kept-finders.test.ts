import { beforeEach, expect, it } from 'vitest';
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { personStore } from '../../../lib/person-store';
import { guestWorkToClaim } from '../../../lib/guest-summary';
import { DEVICE_FINDERS_NAME } from './find-my-keys-path';
import { deviceFinders } from './kept-finders';

beforeEach(() => window.localStorage.clear());

const finder: TrainingProgram = {
  version: 6,
  kind: 'training',
  labels: [
    { word: 'key', examples: [{ strokes: [[[2, 2], [3, 3]]] }] },
    { word: 'ball', examples: [{ cells: [[5, 5]] }] },
  ],
};

it('keeps each person’s finders apart, moves a guest’s at sign-up, and counts them as work to claim', () => {
  expect(guestWorkToClaim()).toBeNull();
  deviceFinders.add('guest', 'My keys', finder);
  deviceFinders.add('user-1', 'Theirs', finder);
  expect(deviceFinders.list('guest').map((f) => f.title)).toEqual(['My keys']);
  expect(guestWorkToClaim()).not.toBeNull();
  personStore.move('guest', 'user-5');
  expect(deviceFinders.list('user-5').map((f) => f.title)).toEqual(['My keys']);
  expect(deviceFinders.list('user-1').map((f) => f.title)).toEqual(['Theirs']);
  expect(deviceFinders.list('guest')).toEqual([]);
});

it('leaves out anything kept here that is not a finder (a hand-edited store)', () => {
  const at = '2026-11-30T06:00:00Z';
  personStore.write('guest', DEVICE_FINDERS_NAME, {
    ok: { title: 'Fine', createdAt: at, program: finder },
    tune: { title: 'Tune', createdAt: at, program: { version: 4, kind: 'tune', body: [] } },
    shape: { title: 'Shape', createdAt: at, program: { ...finder, labels: [{ word: 'circle', examples: [] }] } },
    twice: { title: 'Twice', createdAt: at, program: { ...finder, labels: [finder.labels[0], finder.labels[0]] } },
    image: { title: 'Image', createdAt: at, program: { ...finder, labels: [{ word: 'key', examples: [{ image: 'x' }] }] } },
    offPad: { title: 'Off', createdAt: at, program: { ...finder, labels: [{ word: 'key', examples: [{ cells: [[32, 0]] }] }] } },
    extraKey: { title: 'Extra', createdAt: at, program: { ...finder, colour: 'red' } },
  });
  expect(deviceFinders.list('guest').map((f) => f.id)).toEqual(['ok']);
});

import { beforeEach, expect, it } from 'vitest';
import type { Program } from '../../../../domain/code-lab/program';
import { DRAWINGS_MAX } from '../../../../domain/drawings';
import { personStore } from '../../../lib/person-store';
import { DEVICE_DRAWINGS_NAME, deviceDrawings } from './kept-drawings';

beforeEach(() => window.localStorage.clear());

const program: Program = { version: 2, body: [{ id: 'a', op: 'forward' }] };

it('keeps each person’s drawings apart, newest first, and renames and deletes them', () => {
  const first = deviceDrawings.add('guest', ' House ', program, new Date('2026-11-26T06:00:00Z'));
  const second = deviceDrawings.add('guest', 'Tree', program, new Date('2026-11-26T07:00:00Z'));
  deviceDrawings.add('user-1', 'Rocket', program);
  if (typeof first === 'string' || typeof second === 'string') throw new Error('not kept');
  expect(first.title).toBe('House');
  expect(deviceDrawings.list('guest').map((d) => d.title)).toEqual(['Tree', 'House']);
  expect(deviceDrawings.list('user-1').map((d) => d.title)).toEqual(['Rocket']);
  expect(deviceDrawings.list('user-2')).toEqual([]);

  expect(deviceDrawings.change('guest', first.id, { title: ' Big house ' })).toBe(true);
  expect(deviceDrawings.change('guest', 'no-such-id', { title: 'X' })).toBe(false);
  const longer: Program = { version: 2, body: [{ id: 'a', op: 'forward' }, { id: 'b', op: 'forward' }] };
  expect(deviceDrawings.change('guest', second.id, { program: longer })).toBe(true);
  expect(deviceDrawings.list('guest')).toEqual([{ ...second, program: longer }, { ...first, title: 'Big house' }]);
  deviceDrawings.remove('guest', second.id);
  expect(deviceDrawings.list('guest')).toEqual([{ ...first, title: 'Big house' }]);
  deviceDrawings.remove('guest', first.id);
  expect(personStore.names('guest')).toEqual([]);
});

it(`keeps at most ${DRAWINGS_MAX} for a person, like an account`, () => {
  for (let i = 0; i < DRAWINGS_MAX; i++)
    expect(deviceDrawings.add('guest', `D${i}`, program)).toMatchObject({ title: `D${i}` });
  expect(deviceDrawings.add('guest', 'One more', program)).toBe('full');
  expect(deviceDrawings.add('user-1', 'Someone else', program)).not.toBe('full');
});

it('moves with the guest’s things, merged with what the person has', () => {
  deviceDrawings.add('guest', 'Guest drawing', program);
  deviceDrawings.add('user-5', 'Own drawing', program);
  personStore.move('guest', 'user-5');
  expect(
    deviceDrawings
      .list('user-5')
      .map((d) => d.title)
      .sort(),
  ).toEqual(['Guest drawing', 'Own drawing']);
  expect(deviceDrawings.list('guest')).toEqual([]);
});

it('leaves out what is not a drawing (hand-edited or from an older build)', () => {
  personStore.write('guest', DEVICE_DRAWINGS_NAME, {
    a: { title: 'Fine', program, createdAt: '2026-11-26T06:00:00.000Z' },
    b: { title: '', program, createdAt: '2026-11-26T06:00:00.000Z' },
    c: { title: 'No program', createdAt: '2026-11-26T06:00:00.000Z' },
    d: { title: 'Wrong version', program: { version: 3, body: [] }, createdAt: 'x' },
    e: {
      title: 'Functions in v1',
      program: { version: 1, functions: [], body: [] },
      createdAt: 'x',
    },
    f: 'not a drawing',
    g: {
      title: 'Balloons',
      program: { version: 1, body: [{ id: 'c', op: 'collect' }] },
      createdAt: 'x',
    },
    i: {
      title: 'Petals',
      program: {
        version: 2,
        functions: [
          {
            name: 'petal',
            body: [
              { id: 'p', op: 'forward' },
              { id: 'q', op: 'turn', dir: 'right', degrees: 135 },
            ],
          },
        ],
        body: [
          { id: 'c', op: 'color', color: 'red' },
          { id: 'u', op: 'pen', down: false },
          { id: 'k', op: 'call', name: 'petal' },
        ],
      },
      createdAt: '2026-11-26T05:00:00.000Z',
    },
    h: {
      title: 'Bad id',
      program: { version: 2, body: [{ id: 'No Id', op: 'forward' }] },
      createdAt: 'x',
    },
  });
  expect(deviceDrawings.list('guest').map((d) => d.id)).toEqual(['a', 'i']);
  personStore.write('guest', DEVICE_DRAWINGS_NAME, ['not', 'a', 'record']);
  expect(deviceDrawings.list('guest')).toEqual([]);
});

import { expect, it } from 'vitest';
import type { World } from './level-types';
import { completedWorldGameIds } from './rules';

const worlds: World[] = [
  {
    id: 'birthday',
    gameId: 'birthday-adventure',
    title: 'B',
    concept: 'c',
    levelIds: ['birthday-1', 'birthday-2'],
  },
  {
    id: 'tech-lab',
    gameId: 'pattern-builder',
    title: 'T',
    concept: 'c',
    levelIds: ['tech-lab-1', 'tech-lab-2'],
  },
];

it('counts a world as a completed game only when every one of its levels is solved', () => {
  expect(completedWorldGameIds(worlds, [])).toEqual([]);
  expect(completedWorldGameIds(worlds, ['birthday-1', 'tech-lab-1', 'tech-lab-2'])).toEqual([
    'pattern-builder',
  ]);
  expect(
    completedWorldGameIds(
      worlds,
      new Set(['birthday-2', 'birthday-1', 'tech-lab-2', 'tech-lab-1']),
    ),
  ).toEqual(['birthday-adventure', 'pattern-builder']);
});

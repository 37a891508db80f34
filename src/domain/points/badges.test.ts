import { expect, it } from 'vitest';
import { badgeStates, completedGameIds, type BadgeDefinition } from './badges';
import type { World } from '../code-lab/level-types';
import { testCurriculum } from '../lessons/test-curriculum';

const badges: BadgeDefinition[] = [
  { id: 'starter', title: 'Starter', description: '', icon: '', rule: { kind: 'any-lesson' } },
  {
    id: 'loops',
    title: 'Loops',
    description: '',
    icon: '',
    rule: { kind: 'lesson', lessonId: 'loops' },
  },
  {
    id: 'robot',
    title: 'Robot',
    description: '',
    icon: '',
    rule: { kind: 'game', gameId: 'robot-maze' },
  },
  {
    id: 'debug',
    title: 'Debug',
    description: '',
    icon: '',
    rule: { kind: 'lesson', lessonId: 'decisions' },
  },
  {
    id: 'soon',
    title: 'Soon',
    description: '',
    icon: '',
    rule: { kind: 'lesson', lessonId: 'soon' },
  },
  {
    id: 'maker',
    title: 'Maker',
    description: '',
    icon: '',
    rule: { kind: 'distinct-games', count: 3 },
  },
];

const states = (lessons: string[], gameIds: string[] = []) =>
  Object.fromEntries(
    badgeStates(testCurriculum, badges, { completedLessons: new Set(lessons), gameIds }).map(
      (s) => [s.badge.id, s.state],
    ),
  );

it('starts with every badge locked', () => {
  expect(states([])).toEqual({
    starter: 'locked',
    loops: 'locked',
    robot: 'locked',
    debug: 'locked',
    soon: 'locked',
    maker: 'locked',
  });
});

it('earns from real progress and shows the next badges in progress', () => {
  expect(states(['first'])).toMatchObject({
    starter: 'earned',
    loops: 'in-progress',
    debug: 'in-progress',
    soon: 'locked',
  });
  expect(states(['first', 'loops'])).toMatchObject({ loops: 'earned', debug: 'in-progress' });
  expect(states(['decisions'])).toMatchObject({
    starter: 'earned',
    loops: 'locked',
    debug: 'earned',
  });
});

it('never earns a badge whose lesson is not open', () => {
  expect(states(['first', 'second', 'loops', 'decisions', 'soon'])).toMatchObject({
    soon: 'locked',
  });
});

it('counts different games for the game badges', () => {
  expect(states([], ['robot-maze', 'robot-maze'])).toMatchObject({
    robot: 'earned',
    maker: 'in-progress',
  });
  expect(states([], ['robot-maze', 'a', 'a'])).toMatchObject({ maker: 'in-progress' });
  expect(states([], ['robot-maze', 'a', 'b'])).toMatchObject({ maker: 'earned' });
  const maker = badgeStates(testCurriculum, badges, {
    completedLessons: new Set(),
    gameIds: ['a', 'b'],
  }).find((s) => s.badge.id === 'maker');
  expect(maker?.progress).toEqual({ have: 2, need: 3 });
});

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

it('counts a solved Code Lab world as a completed game, a half-solved one not', () => {
  expect(completedGameIds(['robot-maze'], worlds, ['birthday-1', 'tech-lab-1'])).toEqual([
    'robot-maze',
  ]);
  const all = ['birthday-1', 'birthday-2', 'tech-lab-2', 'tech-lab-1'];
  expect(completedGameIds(['robot-maze', 'robot-maze'], worlds, new Set(all))).toEqual([
    'robot-maze',
    'robot-maze',
    'birthday-adventure',
    'pattern-builder',
  ]);
});

it('earns Game Maker from the Robot Maze and two solved worlds, or from three worlds alone', () => {
  const solved = ['birthday-1', 'birthday-2', 'tech-lab-1', 'tech-lab-2'];
  expect(states([], completedGameIds(['robot-maze'], worlds, solved))).toMatchObject({
    maker: 'earned',
  });
  expect(states([], completedGameIds([], worlds, solved))).toMatchObject({ maker: 'in-progress' });
  expect(states([], completedGameIds(['robot-maze'], worlds, solved.slice(1)))).toMatchObject({
    maker: 'in-progress',
  });
});

import { describe, expect, it } from 'vitest';
import type { ChildProgress } from '../../../../domain/api/child-progress-api';
import { dashboardOrder, triedLevels } from './dashboard-order';

const child = (nickname: string, over: Partial<ChildProgress> = {}): ChildProgress => ({
  id: nickname.length,
  nickname,
  avatarId: 1,
  lessons: [],
  codeLab: [],
  badges: [],
  points: 0,
  level: 1,
  lastActiveAt: null,
  needsHelp: [],
  activeMinutes: { today: 0, week: 0 },
  ...over,
});
const level = (levelId: string, stars = 0, fails = 0) => ({
  levelId,
  stars,
  runs: stars ? 1 : fails,
  fails,
});

describe('the dashboard', () => {
  it('puts the children who need help first, each group in the server’s nickname order', () => {
    const order = dashboardOrder([
      child('Al', { needsHelp: ['debug-1'] }),
      child('Amy'),
      child('bo', { needsHelp: ['birthday-2'] }),
      child('Émile'),
      child('zed'),
    ]).map((c) => c.nickname);
    expect(order).toEqual(['Al', 'bo', 'Amy', 'Émile', 'zed']);
  });

  it('shows the levels someone has tried, in the Code Lab’s order', () => {
    const children = [
      child('a', { codeLab: [level('tech-lab-1', 2), level('birthday-2', 0, 3)] }),
      child('b', { codeLab: [level('birthday-1', 3), level('birthday-2', 1)] }),
      child('c', { codeLab: [level('old-level', 1)] }),
    ];
    expect(triedLevels(children, ['birthday-1', 'birthday-2', 'birthday-3', 'tech-lab-1'])).toEqual(
      ['birthday-1', 'birthday-2', 'tech-lab-1', 'old-level'],
    );
  });
});

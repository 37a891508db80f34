// The Web Lab's doors: Web Creator on the path, NeighborNet on the games and projects pages.
// Each lab keeps its entries of the curriculum, the games and the projects in a file of its own, so
// opening one lab never edits a list another lab edits; the lists (content/curriculum.ts,
// content/games.ts, content/projects.ts) only place them
// (docs/decisions/395-each-lab-keeps-its-own-doors.md).
import type { CurriculumLesson } from '../../src/domain/lessons/curriculum-types';
import type { GameDefinition, ProjectDefinition } from '../../src/domain/games/game-types';

/** Web Creator: a web page of the child's own. */
export const webCreator = {
  id: 'web-dev',
  aliases: [],
  moduleId: 'advanced',
  title: 'Web Development',
  cardTitle: 'Web Creator',
  description: 'Make your own web page.',
  durationMinutes: 30,
  difficulty: 'advanced',
  hubTab: 'advanced',
  availability: { state: 'coming-soon' },
  opensAtLevel: 6,
  points: 0,
  completesWhen: null,
  activityId: null,
  activityReason: null,
  icon: '🌐',
} as const satisfies CurriculumLesson;

/** NeighborNet, on the games page. */
export const neighborNetGame = {
  id: 'neighbor-net',
  title: 'Neighbor Net',
  description: 'Connect the houses on your street so neighbors can share messages.',
  difficulty: 'advanced',
  pointsReward: 100,
  icon: '🏘️',
  color: 'indigo',
  play: { kind: 'coming-soon' },
} as const satisfies GameDefinition;

/** NeighborNet App, on the projects page: locked until level 3, then coming soon. */
export const neighborNetProject = {
  id: 'neighbor-net',
  title: 'NeighborNet App',
  description: 'Build a little network so friends on your street can share news.',
  icon: '🏘️',
  color: 'indigo',
  featured: false,
  availability: { state: 'coming-soon' },
  opensAtLevel: 3,
  skills: ['Functions', 'Messages'],
} as const satisfies ProjectDefinition;

// The Game Lab's doors: Object Workshop and Game Creator on the path, Code Racer on the games
// page.
// Each lab keeps its entries of the curriculum, the games and the projects in a file of its own, so
// opening one lab never edits a list another lab edits; the lists (content/curriculum.ts,
// content/games.ts, content/projects.ts) only place them
// (docs/decisions/395-each-lab-keeps-its-own-doors.md).
import type { CurriculumLesson } from '../../src/domain/lessons/curriculum-types';
import type { GameDefinition } from '../../src/domain/games/game-types';

/** Object Workshop: objects and events, the Game Lab's first lesson. */
export const objectWorkshop = {
  id: 'objects',
  aliases: [],
  moduleId: 'advanced',
  title: 'Objects',
  cardTitle: 'Object Workshop',
  description: 'Group information and actions together into objects.',
  durationMinutes: 25,
  difficulty: 'advanced',
  hubTab: 'advanced',
  availability: { state: 'coming-soon' },
  opensAtLevel: 5,
  points: 0,
  completesWhen: null,
  activityId: null,
  activityReason: null,
  icon: '🧱',
} as const satisfies CurriculumLesson;

/** Game Creator: a game of the child's own. */
export const gameCreator = {
  id: 'game-dev',
  aliases: [],
  moduleId: 'advanced',
  title: 'Game Development',
  cardTitle: 'Game Creator',
  description: 'Design and build a small game.',
  durationMinutes: 30,
  difficulty: 'advanced',
  hubTab: 'advanced',
  availability: { state: 'coming-soon' },
  opensAtLevel: 8,
  points: 0,
  completesWhen: null,
  activityId: null,
  activityReason: null,
  icon: '🎮',
} as const satisfies CurriculumLesson;

/** Code Racer, on the games page. */
export const codeRacer = {
  id: 'code-racer',
  title: 'Code Racer',
  description: 'Race your car by putting the right code blocks in order, fast!',
  difficulty: 'intermediate',
  pointsReward: 80,
  icon: '🏎️',
  color: 'rose',
  play: { kind: 'coming-soon' },
} as const satisfies GameDefinition;

// The Game Lab's doors on the Learn path (placed by content/curriculum.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { CurriculumLesson } from '../../../src/domain/lessons/curriculum-types';

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

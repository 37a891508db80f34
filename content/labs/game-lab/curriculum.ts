// The Game Lab's doors on the Learn path (placed by content/curriculum.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md). Both lessons are real and keep the seed's
// levels (docs/decisions/402-the-game-lab.md#the-two-lessons).
import type { CurriculumLesson } from '../../../src/domain/lessons/curriculum-types';

/** Object Workshop: objects have properties and actions (docs/product/lessons.md#object-workshop). */
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
  availability: { state: 'open' },
  opensAtLevel: 5,
  points: 75,
  completesWhen: 'quiz-and-activity',
  activityId: 'object-workshop',
  icon: '🧱',
} as const satisfies CurriculumLesson;

/** Game Creator: events, "when this happens, do that" (docs/product/lessons.md#game-creator). */
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
  availability: { state: 'open' },
  opensAtLevel: 8,
  points: 75,
  completesWhen: 'quiz-and-activity',
  activityId: 'game-wiring',
  icon: '🎮',
  // Its Next opens the Game Lab's own world, where the events it teaches make real games.
  next: { codeLabWorld: 'game' },
} as const satisfies CurriculumLesson;

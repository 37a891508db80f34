// The Web Lab's door on the Learn path (placed by content/curriculum.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { CurriculumLesson } from '../../../src/domain/lessons/curriculum-types';

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
  icon: '🌐',
} as const satisfies CurriculumLesson;

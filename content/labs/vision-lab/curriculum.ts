// The Vision Lab's door on the Learn path (placed by content/curriculum.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { CurriculumLesson } from '../../../src/domain/lessons/curriculum-types';

/** Computer Vision: teaching the computer to see. */
export const computerVision = {
  id: 'computer-vision',
  aliases: [],
  moduleId: 'ai',
  title: 'Computer Vision',
  cardTitle: 'Computer Vision',
  description: 'How computers learn to see pictures.',
  durationMinutes: 25,
  difficulty: 'intermediate',
  hubTab: 'ai',
  availability: { state: 'coming-soon' },
  points: 0,
  completesWhen: null,
  activityId: null,
  icon: '👁️',
} as const satisfies CurriculumLesson;

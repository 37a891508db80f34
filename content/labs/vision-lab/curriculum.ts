// The Vision Lab's door on the Learn path (placed by content/curriculum.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md). The lesson is real
// (docs/decisions/414-computer-vision-lesson.md).
import type { CurriculumLesson } from '../../../src/domain/lessons/curriculum-types';

/** Computer Vision: a picture becomes numbers, a computer learns from examples, and varied examples make it fairer (docs/product/lessons.md#computer-vision). */
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
  availability: { state: 'open' },
  points: 75,
  completesWhen: 'quiz-and-activity',
  activityId: 'key-finder',
  icon: '👁️',
  // Its Next opens the Vision Lab's world, where a child draws the examples.
  next: { codeLabWorld: 'vision' },
} as const satisfies CurriculumLesson;

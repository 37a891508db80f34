// The Web Lab's door on the Learn path (placed by content/curriculum.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md). The lesson is real
// (docs/decisions/410-web-creator-lesson.md).
import type { CurriculumLesson } from '../../../src/domain/lessons/curriculum-types';

/** Web Creator: what a web page is made of, who sees what we publish, and what to keep private (docs/product/lessons.md#web-creator). */
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
  availability: { state: 'open' },
  opensAtLevel: 6,
  points: 75,
  completesWhen: 'quiz-and-activity',
  activityId: 'safe-page',
  icon: '🌐',
  // Its Next opens the Web Lab's world, where a child builds the pages this lesson is about.
  next: { codeLabWorld: 'web' },
} as const satisfies CurriculumLesson;

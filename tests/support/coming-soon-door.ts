// A lesson door not built yet (coming soon, no level), of the curriculum's own shape, put on the
// real curriculum for one test file and taken off after. Every lesson door is open since Computer
// Vision (docs/decisions/414-computer-vision-lesson.md#consequences), and the server's answers to
// a door with nothing behind it (a completion or an assignment refused as coming soon) still need
// a door to be tried on. Each test file has its own copy of the content modules, so no other
// file sees it.
import { curriculum } from '../../content/curriculum';
import type { CurriculumLesson } from '../../src/domain/lessons/curriculum-types';

export const COMING_SOON_DOOR = {
  id: 'a-door-not-built-yet',
  aliases: [],
  moduleId: 'ai',
  title: 'A Door Not Built Yet',
  cardTitle: 'A Door Not Built Yet',
  description: 'A lesson still being built.',
  durationMinutes: 20,
  difficulty: 'intermediate',
  hubTab: 'ai',
  availability: { state: 'coming-soon' },
  points: 0,
  completesWhen: null,
  activityId: null,
  icon: '🚧',
} as const satisfies CurriculumLesson;

const lessons = curriculum.lessons as CurriculumLesson[];

/** Puts the door on the curriculum (call in beforeAll); the function it returns takes it off (afterAll). */
export function addComingSoonDoor(): () => void {
  lessons.push(COMING_SOON_DOOR);
  return () => {
    const at = lessons.indexOf(COMING_SOON_DOOR);
    if (at >= 0) lessons.splice(at, 1);
  };
}

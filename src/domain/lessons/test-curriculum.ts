// A small curriculum for the domain's own tests (src/domain must not import content/).
import type { Curriculum, CurriculumLesson } from './curriculum-types';

const lesson = (id: string, overrides: Partial<CurriculumLesson> = {}): CurriculumLesson => ({
  id,
  aliases: [],
  moduleId: 'basics',
  title: id,
  cardTitle: id,
  description: id,
  durationMinutes: 10,
  difficulty: 'beginner',
  hubTab: 'beginner',
  availability: { state: 'open' },
  points: 50,
  completesWhen: 'quiz-passed',
  activityId: `${id}-activity`,
  icon: '*',
  ...overrides,
});

const closed = { points: 0, completesWhen: null, activityId: null } as const;

export const testCurriculum: Curriculum = {
  lessons: [
    lesson('first', { aliases: ['intro'] }),
    lesson('second'),
    lesson('loops'),
    lesson('decisions', {
      moduleId: 'intermediate',
      aliases: ['conditions'],
      points: 75,
      hubTab: 'intermediate',
    }),
    lesson('soon', { moduleId: 'intermediate', availability: { state: 'coming-soon' }, ...closed }),
    lesson('later', {
      moduleId: 'advanced',
      availability: { state: 'coming-soon' },
      opensAtLevel: 4,
      ...closed,
    }),
  ],
};

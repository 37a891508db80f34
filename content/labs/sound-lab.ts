// The Sound Lab's door: Voice & Sound on the path.
// Each lab keeps its entries of the curriculum, the games and the projects in a file of its own, so
// opening one lab never edits a list another lab edits; the lists (content/curriculum.ts,
// content/games.ts, content/projects.ts) only place them
// (docs/decisions/395-each-lab-keeps-its-own-doors.md).
import type { CurriculumLesson } from '../../src/domain/lessons/curriculum-types';

/** Voice & Sound: composing with code. */
export const voiceAndSound = {
  id: 'voice-sound',
  aliases: [],
  moduleId: 'ai',
  title: 'Voice & Sound',
  cardTitle: 'Voice & Sound',
  description: 'How computers listen and talk.',
  durationMinutes: 25,
  difficulty: 'intermediate',
  hubTab: 'ai',
  availability: { state: 'coming-soon' },
  opensAtLevel: 5,
  points: 0,
  completesWhen: null,
  activityId: null,
  activityReason: null,
  icon: '🎤',
} as const satisfies CurriculumLesson;

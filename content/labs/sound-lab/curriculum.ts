// The Sound Lab's door on the Learn path (placed by content/curriculum.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md). The lesson is real
// (docs/decisions/407-voice-and-sound-lesson-and-class-sound.md#the-lesson).
import type { CurriculumLesson } from '../../../src/domain/lessons/curriculum-types';

/** Voice & Sound: sound is numbers, a voice reads text, a beat is a repeat (docs/product/lessons.md#voice-and-sound). */
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
  availability: { state: 'open' },
  opensAtLevel: 5,
  points: 75,
  completesWhen: 'quiz-and-activity',
  activityId: 'beat-maker',
  icon: '🎤',
  // Its Next opens the Sound Lab's world, where a beat is a repeat and a chorus a function.
  next: { codeLabWorld: 'sound' },
  // No Next yet: it will open the Sound Lab's world `sound` once that world is on the map
  // (docs/decisions/407-voice-and-sound-lesson-and-class-sound.md#links).
} as const satisfies CurriculumLesson;

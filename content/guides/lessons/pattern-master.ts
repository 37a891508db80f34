import type { LessonGuideWords } from '../guide-types';

// The Patterns lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#pattern-master).
export const patternMasterGuide = {
  kind: 'lesson',
  lessonId: 'pattern-master',
  objective: 'Children find the part of a pattern that repeats and use it to say what comes next.',
  vocabulary: [
    { term: 'pattern', meaning: 'Something that repeats in the same way, again and again.' },
    { term: 'core', meaning: 'The part of a pattern that repeats.' },
    { term: 'repeat', meaning: 'To happen again.' },
    { term: 'predict', meaning: 'To guess what comes next, using what you know.' },
  ],
  warmUp: {
    title: 'Body patterns',
    minutes: 10,
    materials: ['None: just hands and feet', 'Optional: coloured paper or blocks'],
    steps: [
      'Start a sound pattern: clap, stomp, clap, stomp. The class joins in.',
      'Stop suddenly and ask: what comes next? How do you know?',
      'Ask a child to find the core, the part that repeats, and say it out loud.',
      'Try a longer core: clap, clap, stomp. Then let children make up their own for the class to continue.',
      'Finish with colours: lay out red, blue, red, blue, red and ask for the next one.',
    ],
  },
  discussion: [
    'Where can you see patterns in this room, or hear them in a song?',
    'How does finding the core help you guess what comes next?',
    'If you spot a pattern in your steps, how could a computer help you write less?',
  ],
  standards: [
    { code: '1B-AP-11', how: 'Children break a long sequence into its repeating core.' },
    { code: '1B-AP-10', how: 'Spotting a repeating core prepares the loops children build next.' },
  ],
  quizWhy: {
    q1: 'A pattern is something that repeats in the same way; random or one-off things are not patterns.',
    q2: 'Red, blue repeats again and again, so it is a pattern.',
    q3: 'Once you know what repeats, you can guess what comes next.',
  },
  activity: {
    summary:
      'Practice: four sequences, each with a blank; the child picks a colour, number or letter and presses Check Answer.',
    answer:
      'Red (after red, blue, red, blue, red, blue), yellow (after red, green, yellow ... red, green), 1 (after 1, 2, 3, 1, 2, 3) and A (after A, B, A, B, A, B). Solving all four finishes it.',
  },
  worlds: ['tech-lab', 'pen'],
} as const satisfies LessonGuideWords;

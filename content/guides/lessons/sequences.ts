import type { LessonGuideWords } from '../guide-types';

// The Sequences lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#sequences).
export const sequencesGuide = {
  kind: 'lesson',
  lessonId: 'sequences',
  objective:
    'Children put steps in the right order and see that a computer follows them in exactly that order.',
  vocabulary: [
    { term: 'sequence', meaning: 'Steps done in order, one after another.' },
    { term: 'order', meaning: 'Which step comes first, next and last.' },
    { term: 'step', meaning: 'One thing to do.' },
    { term: 'first, next, last', meaning: 'Words that tell us where a step goes.' },
    { term: 'swap', meaning: 'Change two things over, so each takes the other one’s place.' },
  ],
  warmUp: {
    title: 'Mixed-up morning',
    minutes: 10,
    materials: [
      'Five cards: wake up, get dressed, eat breakfast, brush teeth, go to school',
      'Tape or a table to lay them on',
    ],
    steps: [
      'Show the cards out of order and read them aloud: does this morning make sense?',
      'Ask one child to act the morning out in the mixed-up order. Laugh at what goes wrong.',
      'Let the class move the cards, one swap at a time, until the order works.',
      'Act it out again in the new order and check every step.',
      'Ask: which two steps could swap and still work? Which ones never could?',
    ],
  },
  discussion: [
    'What goes wrong if you put your shoes on before your socks?',
    'A computer never skips or swaps a step. Why does that make the order so important?',
    'Think of a game you play: what are its first three steps?',
  ],
  standards: [
    { code: '1B-AP-10', how: 'Children arrange steps into the sequence a program follows.' },
    {
      code: '1B-AP-15',
      how: 'The practice starts mixed up; children find the steps in the wrong place and fix the order.',
    },
  ],
  quizWhy: {
    q1: 'In the morning routine, waking up comes first: every other step needs it.',
    q2: 'Steps done in order, one after another, are a sequence.',
    q3: 'A computer follows steps in exactly the order given, so the order matters most.',
  },
  activity: {
    summary:
      'Practice: three numbered slots with the morning steps mixed up; moving a step onto a slot swaps the two steps.',
    answer:
      '1 Wake up, 2 Brush teeth, 3 Eat breakfast. When all three are in place the practice is done.',
  },
  worlds: ['birthday', 'debug'],
} as const satisfies LessonGuideWords;

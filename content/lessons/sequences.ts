import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { sequenceActivity, type SequenceStep } from '../../src/domain/lessons/sequence-slots';

// The Sequences lesson (docs/product/lessons.md#sequences): Learn text, challenge ideas, quiz and the morning routine.

// docs/product/lessons.md#sequences: the morning routine, mixed up at the start.
export const morningRoutineSteps = [
  { id: 'wake-up', text: 'Wake up', correctOrder: 1, startSlot: 3 },
  { id: 'brush-teeth', text: 'Brush teeth', correctOrder: 2, startSlot: 1 },
  { id: 'eat-breakfast', text: 'Eat breakfast', correctOrder: 3, startSlot: 2 },
] as const satisfies readonly SequenceStep[];

// The lesson; its activity's rule reads the data above, declared first as it is bound when the file loads.
export const sequencesLesson = {
  lessonId: 'sequences',
  learn: [
    {
      id: 'what',
      heading: 'What is a sequence?',
      paragraphs: [
        'A sequence is a list of steps done in order, one after another.',
        'The order matters! If you put on your shoes before your socks, something goes wrong.',
      ],
    },
    {
      id: 'computers',
      heading: 'Computers follow the order',
      paragraphs: [
        'A computer does the first step first, then the next one, and so on, until the last step.',
        'It never skips a step and never changes the order. So the order you choose is the order it uses.',
      ],
    },
    {
      id: 'morning',
      heading: 'Your morning is a sequence',
      paragraphs: ['Think about your morning. There is an order that makes sense:'],
      bullets: ['First, wake up.', 'Next, brush your teeth.', 'Then, eat breakfast.'],
    },
    {
      id: 'practice',
      heading: 'Time to practise',
      paragraphs: ['In the Practice part, the morning steps are mixed up. Move each step to the right number to fix the order.'],
    },
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'In the morning routine, when do you wake up?',
        options: [
          { value: 'first', label: 'First' },
          { value: 'middle', label: 'In the middle' },
          { value: 'last', label: 'Last' },
        ],
        answer: 'first',
      },
      {
        id: 'q2',
        prompt: 'What do we call steps that are done in order, one after another?',
        options: [
          { value: 'surprise', label: 'A surprise' },
          { value: 'sequence', label: 'A sequence' },
          { value: 'pile', label: 'A pile' },
        ],
        answer: 'sequence',
      },
      {
        id: 'q3',
        prompt: 'What matters most when you give a computer a list of steps?',
        options: [
          { value: 'color', label: 'The color of the steps' },
          { value: 'speed', label: 'How fast you type them' },
          { value: 'order', label: 'The order of the steps' },
        ],
        answer: 'order',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: all answered and all 3 correct.
    passRule: { kind: 'all-correct', requireAllAnswered: true },
    submitLabel: 'Submit Quiz',
    messages: {
      // The incomplete-quiz words are the first lesson's (docs/product/lessons.md#quiz-pass-rules); the same rule uses the same words here.
      incomplete: { title: 'Incomplete Quiz', description: 'Please answer all questions before submitting!' },
      fail: { title: 'Not quite right', description: 'Some answers need another try. Think about the correct order!' },
      pass: { title: 'Amazing Work!', description: 'You got all the answers right!' },
    },
  },
  activity: sequenceActivity(morningRoutineSteps),
} satisfies LessonContent;

// docs/product/lessons.md#sequences: the Challenge tab is ideas only; nothing is saved.
export const sequenceChallenges = [
  'Write the steps to make a sandwich. Can a friend follow them exactly?',
  'List the steps to get ready for school. What happens if you swap two of them?',
  'Give a friend steps to draw a house: square first, then a triangle roof, then a door.',
  'Think of a game you play. What are the first three steps?',
] as const;

import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { patternActivity, type PatternPuzzle } from '../../src/domain/lessons/pattern-practice';

// The Patterns lesson (docs/product/lessons.md#pattern-master): Learn text, the worked example, practice puzzles,
// challenge ideas and the quiz.

/** docs/product/lessons.md#pattern-master: 4 puzzles whose next items are red, yellow, 1 and A, shown in this order. */
export const patternPuzzles = [
  { id: 'colors-two', sequence: ['red', 'blue', 'red', 'blue', 'red', 'blue'], nextItem: 'red' },
  {
    id: 'colors-three',
    sequence: ['red', 'green', 'yellow', 'red', 'green', 'yellow', 'red', 'green'],
    nextItem: 'yellow',
  },
  { id: 'numbers', sequence: ['1', '2', '3', '1', '2', '3'], nextItem: '1' },
  { id: 'letters', sequence: ['A', 'B', 'A', 'B', 'A', 'B'], nextItem: 'A' },
] as const satisfies readonly PatternPuzzle[];

// The lesson; its activity's rule reads the data above, declared first as it is bound when the file loads.
export const patternMasterLesson = {
  lessonId: 'pattern-master',
  learn: [
    {
      id: 'what-is-a-pattern',
      heading: 'What is a pattern?',
      paragraphs: [
        'A pattern is something that repeats in the same way, again and again.',
        'Look around you! Stripes on a shirt, tiles on the floor and the days of the week are all patterns.',
      ],
      bullets: [
        'Red, blue, red, blue is a color pattern.',
        '1, 2, 3, 1, 2, 3 is a number pattern.',
        'Clap, stomp, clap, stomp is a sound pattern.',
      ],
    },
    {
      id: 'spot-the-pattern',
      heading: 'How to spot a pattern',
      paragraphs: [
        'First, look for the part that repeats. We call it the core.',
        'Then say the pattern out loud. When you hear the core start again, you can guess what comes next!',
      ],
    },
    {
      id: 'patterns-in-code',
      heading: 'Why coders love patterns',
      paragraphs: [
        'Computers are great at doing the same thing many times. When a coder spots a pattern, they can tell the computer to repeat it instead of writing every step.',
        'Finding patterns helps you solve puzzles faster and write shorter code.',
      ],
    },
  ],
  funFacts: [
    'Music is full of patterns: a chorus repeats many times in a song.',
    'Bees build honeycombs from the same six-sided shape, over and over.',
    'Your heartbeat is a pattern: thump-thump, thump-thump.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What is a pattern?',
        options: [
          { value: 'repeats', label: 'Something that repeats in the same way' },
          { value: 'random', label: 'Something that is different every time' },
          { value: 'once', label: 'Something that only happens once' },
        ],
        answer: 'repeats',
      },
      {
        id: 'q2',
        prompt: 'Red, blue, red, blue, red, blue. What is this?',
        options: [
          { value: 'pattern', label: 'A pattern' },
          { value: 'mistake', label: 'A mistake' },
          { value: 'mess', label: 'A random mess' },
        ],
        answer: 'pattern',
      },
      {
        id: 'q3',
        prompt: 'Why is spotting a pattern useful?',
        options: [
          { value: 'next', label: 'It helps you guess what comes next' },
          { value: 'slower', label: 'It makes you slower' },
          { value: 'nothing', label: 'It does not help at all' },
        ],
        answer: 'next',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 2 of 3, no all-answered check and no failure message.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: false },
    submitLabel: 'Submit Quiz',
    messages: {
      pass: {
        title: 'Pattern Master!',
        description: 'You got {n} out of 3 correct. You really know your patterns!',
      },
      // SPEC shows nothing on a failed pattern quiz; a child reads that as broken
      // (docs/decisions/122-wrong-answers-help.md).
      fail: {
        title: 'Almost there!',
        description: 'You got {n} out of 3 right. Look at the questions marked below and try again.',
      },
    },
  },
  activity: patternActivity(patternPuzzles),
} satisfies LessonContent;

/** The Example tab: one pattern worked through step by step. */
export const patternExample = {
  heading: 'Let’s solve one together',
  sequence: ['red', 'blue', 'red', 'blue', 'red'],
  steps: [
    'Look at the colors: red, blue, red, blue, red.',
    'Find the core, the part that repeats: red, blue.',
    'The last color is red. In the core, blue comes after red.',
    'So the next color is blue!',
  ],
  answer: 'blue',
} as const satisfies {
  heading: string;
  sequence: readonly PatternPuzzle['nextItem'][];
  steps: readonly string[];
  answer: PatternPuzzle['nextItem'];
};

/** The Challenge tab: ideas to try away from the screen (nothing is saved). */
export const patternChallenges = [
  {
    id: 'make-your-own',
    title: 'Make your own pattern',
    text: 'Use toys, crayons or blocks to make a pattern. Ask someone to guess what comes next!',
  },
  {
    id: 'pattern-hunt',
    title: 'Pattern hunt',
    text: 'Find three patterns in your home or classroom. Look at floors, clothes and windows.',
  },
  {
    id: 'sound-pattern',
    title: 'Sound pattern',
    text: 'Make a pattern with sounds: clap, clap, stomp. Can a friend copy it and keep it going?',
  },
] as const;

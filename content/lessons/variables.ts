import { brand } from '../../src/domain/brand';
import { countingActivity, type Mission } from '../../src/domain/lessons/counting-boxes';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';

// The Variables lesson, "Data Collector" (docs/product/lessons.md#variables): Learn text, quiz
// and the counting-box missions.

/** docs/product/lessons.md#variables: the missions, in order; solving both finishes the activity. */
export const countingMissions: readonly Mission[] = [
  {
    story: `${brand.mascot} is walking through the garden. Help her collect 3 apples and 2 stars.`,
    start: { apples: 0, stars: 0 },
    goal: { apples: 3, stars: 2 },
  },
  {
    story: `${brand.mascot} has 4 apples and 2 stars. She shares 2 apples with a friend and finds 1 more star.`,
    start: { apples: 4, stars: 2 },
    goal: { apples: 2, stars: 3 },
  },
];

// The lesson; its activity's rule reads the data above, declared first as it is bound when the file loads.
export const variablesLesson = {
  lessonId: 'variables',
  learn: [
    {
      id: 'boxes',
      heading: 'A box with a name',
      paragraphs: [
        'Imagine a box with a label on it: "apples". Inside the box is a number: how many apples you have.',
        'In code, a box like this is called a variable. Its name is the label, and its value is what is inside.',
      ],
    },
    {
      id: 'changing',
      heading: 'Values can change',
      paragraphs: [
        'When you pick up an apple, the number in the apples box goes up by one. When you eat one, it goes down by one.',
        'That is why it is called a variable: the value can vary, which means change.',
      ],
      bullets: ['let apples = 0; makes a box called apples with 0 inside', 'apples = apples + 1; puts one more apple in the box'],
    },
    {
      id: 'why',
      heading: 'Why do programs need variables?',
      paragraphs: [
        'A game keeps your score in a variable. Every coin you collect adds to it.',
        'Programs remember things in variables: your name, your level, how many lives you have left.',
        'Each variable needs its own name, so the computer knows which box to change.',
      ],
    },
    {
      id: 'your-turn',
      heading: `Help ${brand.mascot} count!`,
      paragraphs: [
        `In the Collect part, ${brand.mascot} finds apples and stars. Add steps that change the apples box and the stars box, then press Run and watch the numbers change, one step at a time.`,
      ],
    },
  ],
  funFacts: [
    'Your game score, your points here and the time on a clock are all stored in variables.',
    'A program can have thousands of variables, each with its own name.',
    'Coders choose names like score or lives so anyone can tell what is inside.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What is a variable?',
        options: [
          { value: 'named-box', label: 'A named box that keeps a value' },
          { value: 'loop', label: 'A step that repeats' },
          { value: 'picture', label: 'A picture on the screen' },
        ],
        answer: 'named-box',
      },
      {
        id: 'q2',
        prompt: 'The apples box holds 2. The program runs apples = apples + 1. What is in the box now?',
        options: [
          { value: '1', label: '1' },
          { value: '3', label: '3' },
          { value: '21', label: '21' },
        ],
        answer: '3',
      },
      {
        id: 'q3',
        prompt: 'Why does a variable need a name?',
        options: [
          { value: 'which-box', label: 'So the computer knows which box to use' },
          { value: 'pretty', label: 'To make the code look pretty' },
          { value: 'no-reason', label: 'It does not need one' },
        ],
        answer: 'which-box',
      },
      {
        id: 'q4',
        prompt: 'What does "variable" mean?',
        options: [
          { value: 'never-changes', label: 'Something that never changes' },
          { value: 'can-change', label: 'Something that can change' },
          { value: 'is-secret', label: 'Something that is secret' },
        ],
        answer: 'can-change',
      },
      {
        id: 'q5',
        prompt: 'Which of these would a game keep in a variable?',
        options: [
          { value: 'score', label: 'Your score' },
          { value: 'lives', label: 'How many lives you have left' },
          { value: 'both', label: 'Both of these' },
        ],
        answer: 'both',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 3 of 5.
    passRule: { kind: 'at-least', correct: 3, requireAllAnswered: false },
    submitLabel: 'Check Answers',
    messages: {
      perfect: { title: 'Quiz completed!', description: 'Perfect score! You got all 5 questions right!' },
      pass: { title: 'Quiz completed!', description: 'You got {n} out of 5 correct. Well done!' },
      fail: { title: 'Try again!', description: 'You got {n} out of 5 correct. You need 3. Keep trying!' },
    },
  },
  activity: countingActivity(countingMissions),
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const variablesTopics = ['Variables', 'Names and values', 'Changing values'] as const;

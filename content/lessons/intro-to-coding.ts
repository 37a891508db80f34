import { brand } from '../../src/domain/brand';
import { codeBuilderActivity, type CodeBlock, type Stage } from '../../src/domain/lessons/code-builder';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';

// The first lesson, "What is Coding?" (docs/product/lessons.md#first-lesson): Learn text, quiz, fun facts and the code builder.

// docs/product/lessons.md#first-lesson: the initial blocks (ids are stable: tests and saved state use them).
export const introCodeBlocks = [
  { id: 'say-hello', text: 'Say Hello', action: 'say-hello' },
  { id: 'move-forward', text: 'Move Forward', action: 'move-forward' },
  { id: 'turn-left', text: 'Turn Left', action: 'turn-left' },
] as const satisfies readonly CodeBlock[];

// The lesson; its activity's rule reads the data above, declared first as it is bound when the file loads.
export const introToCodingLesson = {
  lessonId: 'intro-to-coding',
  learn: [
    {
      id: 'what',
      heading: 'What is coding?',
      paragraphs: [
        'Coding means giving a computer instructions. Instructions are steps that say exactly what to do.',
        'Computers are fast, but they cannot guess. They only do what the instructions tell them, one step at a time.',
        'The instructions we write for a computer are called code. A set of instructions is called a program.',
      ],
    },
    {
      id: 'everyday',
      heading: 'You already give instructions!',
      paragraphs: ['When you tell a friend how to play a game, or follow a recipe, you are using instructions.'],
      bullets: ['Get two slices of bread.', 'Spread the jam.', 'Put the slices together.'],
    },
    {
      id: 'why',
      heading: 'Why learn to code?',
      paragraphs: [
        'Coding helps you solve problems. You learn to break a big problem into small steps.',
        'With code you can make games, stories, animations and robots that move.',
        'Coders are like inventors: they imagine something new and then build it.',
      ],
    },
    {
      id: 'blocks',
      heading: 'Coding with blocks',
      paragraphs: [
        `You do not need to type to start coding. In the Code part of this lesson you will use blocks. Each block is one instruction for ${brand.mascot}.`,
        `Put the blocks in your program, press Run, and watch ${brand.mascot} follow your instructions!`,
      ],
    },
  ],
  funFacts: [
    'The first computer programmer was a woman named Ada Lovelace, about 180 years ago.',
    'A smartphone has millions of lines of code inside it.',
    'Coders fix mistakes in code all the time. A mistake in code is called a bug.',
    'Kids all over the world learn to code with blocks, just like you!',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What is coding?',
        options: [
          { value: 'drawing', label: 'Drawing pictures on a computer' },
          { value: 'instructions', label: 'Giving a computer instructions to follow' },
          { value: 'typing', label: 'Typing as fast as you can' },
        ],
        answer: 'instructions',
      },
      {
        id: 'q2',
        prompt: 'Why is learning to code useful?',
        options: [
          { value: 'faster', label: 'It makes your computer run faster' },
          { value: 'never-think', label: 'You never have to think again' },
          { value: 'problems', label: 'It helps you solve problems and make new things' },
        ],
        answer: 'problems',
      },
      {
        id: 'q3',
        prompt: 'What can you use to write a program without typing?',
        options: [
          { value: 'blocks', label: 'Code blocks that you put in order' },
          { value: 'paintbrush', label: 'A paintbrush' },
          { value: 'magic', label: 'A magic wand' },
        ],
        answer: 'blocks',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: all 3 answered and all 3 correct.
    passRule: { kind: 'all-correct', requireAllAnswered: true },
    submitLabel: 'Submit Quiz',
    messages: {
      // Fixed words (docs/product/lessons.md#quiz-pass-rules), word for word.
      incomplete: { title: 'Incomplete Quiz', description: 'Please answer all questions before submitting!' },
      fail: { title: 'Not quite', description: "Some answers aren't right. Try again and think about what you just learned!" },
      pass: { title: 'Nice work!', description: 'You got all the answers right!' },
    },
  },
  activity: codeBuilderActivity(introCodeBlocks),
} satisfies LessonContent;

// Where Ada acts the program out (docs/product/lessons.md#first-lesson): a small stage, Ada starts on the left facing right.
export const introStage = {
  columns: 4,
  rows: 3,
  start: { x: 0, y: 1, facing: 'right', saying: null },
  hello: 'Hello!',
} as const satisfies Stage;

import type { LessonGuideWords } from '../guide-types';

// The first lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#first-lesson).
export const introToCodingGuide = {
  kind: 'lesson',
  lessonId: 'intro-to-coding',
  objective:
    'Children learn that coding is giving a computer exact instructions, and run their first program.',
  vocabulary: [
    { term: 'instruction', meaning: 'One step that says exactly what to do.' },
    { term: 'code', meaning: 'The instructions we write for a computer.' },
    { term: 'program', meaning: 'A set of instructions that work together.' },
    { term: 'block', meaning: 'A piece of code you can move and put in order, without typing.' },
    { term: 'bug', meaning: 'A mistake in code.' },
  ],
  warmUp: {
    title: 'Robot teacher',
    minutes: 10,
    materials: ['A chair at the front of the room', 'Cards or paper to write instructions on'],
    steps: [
      'You are the robot. You can only do exactly what you are told, one step at a time.',
      'Ask the class to get you from the door to the chair. Follow each instruction exactly, even a silly one.',
      'When an instruction is unclear ("go over there"), stop and ask: which way? How many steps?',
      'Write the instructions that worked on the cards and read them back as "our program".',
      'Ask: what did the robot need from us? (Exact steps, in order, with nothing left to guess.)',
    ],
  },
  discussion: [
    'What instructions do you follow every day, at home or at school?',
    'Why can a computer not just guess what we mean?',
    'What would you like to make with code one day?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children put three blocks into a program and run it to see each step happen.',
    },
    { code: '1B-AP-11', how: 'The warm-up turns "go to the chair" into small, exact steps.' },
  ],
  quizWhy: {
    q1: 'Coding means giving a computer instructions; drawing or typing fast are things you can do on a computer, not what coding is.',
    q2: 'Coding teaches you to break a problem into small steps, and with code you can make games, stories and more.',
    q3: 'Code blocks let children build a program by putting steps in order, with no typing.',
  },
  activity: {
    summary:
      'The code builder: move Say Hello, Move Forward and Turn Left into Your Program (drag, tap, or keyboard) and press Run Program; Ada acts out each step.',
    answer:
      'Any program that uses all three blocks finishes it. A shorter one runs too, and the page asks "Can you use all three blocks?"',
  },
  worlds: ['birthday'],
} as const satisfies LessonGuideWords;

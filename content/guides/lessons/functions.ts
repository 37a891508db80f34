import type { LessonGuideWords } from '../guide-types';

// The Functions lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#functions).
export const functionsGuide = {
  kind: 'lesson',
  lessonId: 'functions',
  objective: 'Children give a group of steps a name, a function, and call it many times.',
  vocabulary: [
    { term: 'function', meaning: 'A group of steps with a name.' },
    { term: 'define', meaning: 'Write the steps of a function once.' },
    { term: 'call', meaning: 'Use a function by its name, so its steps run.' },
    { term: 'chorus', meaning: 'The part of a song that comes back again and again.' },
    { term: 'name', meaning: 'A good name says what the function does, like drawSquare.' },
  ],
  warmUp: {
    title: 'The class chorus',
    minutes: 10,
    materials: ['A whiteboard', 'A marker'],
    steps: [
      'Write a chorus on the board: clap, clap, spin. Call it "chorus" and practise it together.',
      'Write a song: chorus, jump, chorus, wave, chorus. Perform it.',
      'Ask: how many steps did we really do? How many did we write?',
      'Change one step inside the chorus (spin becomes stomp) and perform the song again.',
      'Ask: what changed? (Every chorus changed, though we only changed it once.)',
    ],
  },
  discussion: [
    'Which songs, games or jobs at home have a part that comes back again and again?',
    'Why is it easier to fix a mistake inside a function than in ten copies of the steps?',
    'What is a good name for a function that brushes your teeth? Why?',
  ],
  standards: [
    {
      code: '1B-AP-11',
      how: 'Children pull the part of the dance that repeats out into its own named function.',
    },
    {
      code: '1B-AP-12',
      how: 'The chorus function is written once and reused in the song as often as needed.',
    },
    {
      code: '1B-AP-10',
      how: 'The song is a sequence of calls and single moves that the robot runs in order.',
    },
  ],
  quizWhy: {
    q1: 'A function groups steps under one name; a number that changes is a variable, and a true-or-false question is a condition.',
    q2: 'When a program uses a function by its name we say it calls the function, and every step inside runs.',
    q3: 'You define a function once and can call it as many times as you need.',
    q4: 'Every call runs the same steps, so a change inside the function changes every chorus.',
    q5: 'drawSquare says what the function does; thing and abc tell you nothing.',
  },
  activity: {
    summary:
      'The chorus dance: make a chorus of 2 to 4 moves, build a song of up to 8 parts from the chorus and single moves, and press Play the Dance.',
    answer:
      'A chorus of at least 2 moves called at least 2 times finishes it, e.g. chorus = clap, spin; song = chorus, jump, chorus.',
  },
  worlds: ['function'],
} as const satisfies LessonGuideWords;

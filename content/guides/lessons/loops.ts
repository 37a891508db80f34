import type { LessonGuideWords } from '../guide-types';

// The Loops lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#loops).
export const loopsGuide = {
  kind: 'lesson',
  lessonId: 'loops',
  objective: 'Children use a loop to repeat steps instead of writing them out again and again.',
  vocabulary: [
    { term: 'loop', meaning: 'An instruction that repeats some steps.' },
    { term: 'repeat', meaning: 'To do the same thing again.' },
    { term: 'count', meaning: 'How many times the loop runs.' },
    { term: 'for', meaning: 'The word many coding languages use to start a counting loop.' },
    { term: 'stop', meaning: 'Every loop needs to know when to finish.' },
  ],
  warmUp: {
    title: 'The clap machine',
    minutes: 10,
    materials: ['A whiteboard or a big sheet of paper', 'A marker'],
    steps: [
      'Write on the board: clap, clap, clap, clap, clap, stamp. Ask the class to "run" it together.',
      'Ask: what did we do again and again? How could we write it shorter?',
      'Write the short way: repeat 5 times: clap. Then: stamp. Run it again and check it is the same.',
      'Let a child change the number (3? 10?) and the class runs the new program.',
      'Put two moves inside: repeat 3 times: clap, jump. Ask what happens, then run it.',
    ],
  },
  discussion: [
    'Where do you repeat something in your day, like brushing teeth or skipping?',
    'Why is "repeat 10 times: dance" better than writing dance ten times?',
    'What would happen if a loop never knew when to stop?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children build a program with a loop and change how many times it repeats.',
    },
    {
      code: '1B-AP-08',
      how: 'The warm-up compares writing every step with a loop and asks which is better.',
    },
  ],
  quizWhy: {
    q1: 'A loop repeats the steps inside it; it neither stops nor deletes anything.',
    q2: 'One loop replaces many copies of the same step, so the code is shorter and quicker to write.',
    q3: 'In JavaScript, the language the robot dance shows, a counting loop starts with the word for.',
  },
  activity: {
    summary:
      'The robot dance: the child picks 3, 5 or 10 repetitions and starts the loop; the sample for-loop shows the chosen count.',
    answer:
      'Any count finishes it: the robot dances that many times and the page says "Dance Complete! The robot danced N times with just one loop!"',
  },
  worlds: ['tech-lab', 'lost-finder', 'debug', 'pen', 'function'],
} as const satisfies LessonGuideWords;

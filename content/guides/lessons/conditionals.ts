import type { LessonGuideWords } from '../guide-types';

// The Conditionals lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#conditionals).
export const conditionalsGuide = {
  kind: 'lesson',
  lessonId: 'conditionals',
  objective: 'Children write if-then rules so a program does the right thing for each weather.',
  vocabulary: [
    {
      term: 'condition',
      meaning: 'A question that can only be true or false, like "Is it raining?".',
    },
    { term: 'true / false', meaning: 'The only two answers a condition can have.' },
    { term: 'if ... then', meaning: 'Do something only when the condition is true.' },
    { term: 'else', meaning: 'Plan B: what to do when the condition is false.' },
    { term: 'decision', meaning: 'A choice the program makes by checking a condition.' },
  ],
  warmUp: {
    title: 'Simon checks',
    minutes: 10,
    materials: ['A red card and a green card (or any two colours)'],
    steps: [
      'Say the rule: if I hold up green, then walk on the spot. Hold up cards and the class follows.',
      'Add plan B: if green, then walk, else stand still. Play a few rounds.',
      'Ask: what question were you checking each time? Could it ever be "maybe"?',
      'Let a child make a new rule ("if red, then touch your nose") and run it with the class.',
      'Ask: why did we try both cards? (To check the rule works for true and for false.)',
    ],
  },
  discussion: [
    'What choices do you make every morning with "if"? (If it is cold, then ...)',
    'Why can a condition only be true or false?',
    'How do you know a rule works? What must you try?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children build a program of conditions and actions: if rainy then umbrella, if sunny then sunglasses.',
    },
    {
      code: '1B-AP-15',
      how: 'Switching the weather tests the program in both cases, and a wrong drop says what to check.',
    },
  ],
  quizWhy: {
    q1: 'A statement that checks whether something is true or false is a condition; loops repeat and variables keep values.',
    q2: 'A condition has only two results: true or false.',
    q3: 'Both answers are right: an if-else gives an alternative when the condition is false, and a program can check it again and again.',
  },
  activity: {
    summary:
      'Ada’s Weather Helper: put four blocks into Your Program so Ada dresses for the weather. Each block only goes in when it matches the current weather, and each "then" after its "if".',
    answer:
      'Rainy: "if the weather is rainy", then "then use an umbrella". Switch to sunny: "if the weather is sunny", then "then wear sunglasses". Both pairs placed completes it.',
  },
  worlds: ['lost-finder', 'debug'],
} as const satisfies LessonGuideWords;

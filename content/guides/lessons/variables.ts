import type { LessonGuideWords } from '../guide-types';

// The Variables lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#variables).
export const variablesGuide = {
  kind: 'lesson',
  lessonId: 'variables',
  objective:
    'Children use variables, named boxes with a value inside, and change their values step by step.',
  vocabulary: [
    { term: 'variable', meaning: 'A named box that keeps a value.' },
    { term: 'value', meaning: 'What is inside the box, like the number 3.' },
    { term: 'name', meaning: 'The label on the box, so the computer knows which box to use.' },
    { term: 'change', meaning: 'A value can go up or down while the program runs.' },
    { term: 'score', meaning: 'A number a game keeps in a variable.' },
  ],
  warmUp: {
    title: 'Box keepers',
    minutes: 10,
    materials: [
      'Two boxes or cups labelled "apples" and "stars"',
      'A handful of counters or paper scraps',
    ],
    steps: [
      'Two children hold the boxes; each starts empty. Read out the names and values: apples is 0, stars is 0.',
      'Call out steps one at a time: apples = apples + 1. The keeper adds one counter and says the new value.',
      'Mix in stars = stars + 1 and apples = apples - 1. The class says each new value before the keeper shows it.',
      'Set a goal (3 apples, 2 stars) and let the class plan the steps to get there, then run them.',
      'Ask: what would go wrong if both boxes had the same name?',
    ],
  },
  discussion: [
    'What numbers does a game keep track of while you play?',
    'Why must each variable have its own name?',
    'If apples is 4 and you want 2, which steps do you need?',
  ],
  standards: [
    {
      code: '1B-AP-09',
      how: 'Children write steps that change the values of two variables to reach a goal.',
    },
    {
      code: '1B-AP-15',
      how: 'Children run their steps, compare the boxes with the goal, and change the steps until they match.',
    },
  ],
  quizWhy: {
    q1: 'A variable is a named box that keeps a value.',
    q2: 'The box held 2, and apples = apples + 1 adds one, so it holds 3.',
    q3: 'The name tells the computer which box to use.',
    q4: '"Variable" means something that can change, like a score going up.',
    q5: 'A game keeps both the score and the lives left in variables: both can change.',
  },
  activity: {
    summary:
      'The counting boxes: add steps like apples = apples + 1 (up to 10) and press Run the Steps; the boxes start at the mission’s numbers and must end at its goal.',
    answer:
      'Mission 1 (0 and 0 to 3 apples, 2 stars): apples + 1 three times, stars + 1 twice. Mission 2 (4 and 2 to 2 apples, 3 stars): apples - 1 twice, stars + 1 once.',
  },
  worlds: [],
} as const satisfies LessonGuideWords;

import type { LessonGuideWords } from '../guide-types';

// The Computer Vision lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#computer-vision).
export const computerVisionGuide = {
  kind: 'lesson',
  lessonId: 'computer-vision',
  objective:
    'Children learn that a computer turns a picture into numbers, learns from labelled examples, and is fairer when its examples are varied.',
  vocabulary: [
    { term: 'computer vision', meaning: 'A computer finding things in pictures.' },
    { term: 'example', meaning: 'A picture the computer learns from, with its label.' },
    { term: 'label', meaning: 'The name an example is given, like key or not a key.' },
    { term: 'training', meaning: 'Showing a computer labelled examples so it can guess new pictures.' },
    { term: 'testing', meaning: 'Checking its guesses on new pictures it has never seen.' },
    { term: 'fair', meaning: 'Working as well for every kind of picture, or person, as for the others.' },
  ],
  warmUp: {
    title: 'Picture by numbers',
    minutes: 10,
    materials: ['Squared paper, a 4 by 4 grid for each pair', 'Pencils', 'Cards with simple drawings: keys lying down, one key standing up, cups'],
    steps: [
      'One child copies a drawing onto the grid, then counts the filled squares in each row and reads the numbers out.',
      'The partner colours a grid from the numbers alone, and both compare it with the card.',
      'Put the key cards lying down on one side and the cups on the other: these are the examples.',
      'Show the key standing up and ask: "Whose numbers is it closest to?"',
      'Ask: "What would help a computer know this is a key too?"',
    ],
  },
  discussion: [
    'How can a grid of numbers stand for a picture?',
    'Why does a computer need examples of things that are not keys too?',
    'A face finder learned from only some people. Who might it not work for, and how could we fix it?',
  ],
  standards: [
    {
      code: '1B-DA-06',
      how: 'Children see each drawing as a grid of numbers and organise labelled examples so the computer can compare them.',
    },
    {
      code: '1B-IC-18',
      how: 'Children talk about computer vision in phones and cars, and why a finder that saw only some kinds of faces is unfair.',
    },
    {
      code: '1B-AP-15',
      how: 'Children test the key finder on new drawings, look at what it got wrong, and add examples until it gets every one right.',
    },
  ],
  quizWhy: {
    q1: 'The computer counts the ink in each square of a grid: the picture becomes numbers.',
    q2: 'It learns from labelled examples of both kinds, not from a word or a rule.',
    q3: 'It knows only what it was shown, so keys of many kinds teach it every kind.',
  },
  activity: {
    summary:
      'Ten picture cards, each a button that adds or removes an example; Test it guesses five new drawings and shows what each looked most like.',
    answer:
      'It starts with keys lying down, cups and trees, and takes the key standing up for a tree. Add both keys standing up (one is not enough: two trees outvote it).',
  },
  worlds: ['vision'],
} as const satisfies LessonGuideWords;

import { brand } from '../../src/domain/brand';
import { keyFinderActivity, type Finder } from '../../src/domain/lessons/key-finder';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { cup, key, tree } from '../code-lab/vision-drawings';

/**
 * The key finder the Build part trains and tests (docs/product/lessons.md#computer-vision): ten
 * picture cards, two of each kind (keys lying down, standing up and on a slant; cups; trees), and
 * five new drawings to test on, none of them a card. It starts taught with keys lying down only,
 * beside cups and trees: it then takes the key standing up for a tree, and a child adds keys that
 * stand up until it gets every test drawing right. The words are the activities' words, by id.
 */
export const keyFinder: Finder = {
  cards: [
    { id: 'key-lying', label: 'key', drawing: key(8, 14, 4, 16) },
    { id: 'key-long', label: 'key', drawing: key(6, 16, 3, 18) },
    { id: 'key-standing', label: 'key', drawing: key(16, 4, 4, 18, 'down') },
    { id: 'key-standing-big', label: 'key', drawing: key(16, 6, 5, 16, 'down') },
    { id: 'key-slant', label: 'key', drawing: key(6, 6, 4, 20, 'diagonal') },
    { id: 'key-slant-short', label: 'key', drawing: key(8, 5, 5, 16, 'diagonal') },
    { id: 'cup', label: 'not-key', drawing: cup(8, 8, 12, 14) },
    { id: 'cup-wide', label: 'not-key', drawing: cup(6, 10, 14, 11) },
    { id: 'tree', label: 'not-key', drawing: tree(16, 3, 6, 12) },
    { id: 'tree-tall', label: 'not-key', drawing: tree(14, 4, 5, 14) },
  ],
  tests: [
    { id: 'test-1', label: 'key', drawing: key(7, 16, 4, 20) },
    { id: 'test-2', label: 'not-key', drawing: cup(9, 9, 12, 12) },
    { id: 'test-3', label: 'key', drawing: key(15, 5, 4, 20, 'down') },
    { id: 'test-4', label: 'not-key', drawing: tree(15, 2, 7, 10) },
    { id: 'test-5', label: 'key', drawing: key(5, 8, 6, 16, 'diagonal') },
  ],
  start: ['key-lying', 'key-long', 'cup', 'cup-wide', 'tree', 'tree-tall'],
};

// The Computer Vision lesson (docs/product/lessons.md#computer-vision): Learn text and quiz; its
// activity, the key finder, trains the Vision Lab's engine on the cards above.
export const computerVisionLesson = {
  lessonId: 'computer-vision',
  learn: [
    {
      id: 'numbers',
      heading: 'A picture becomes numbers',
      paragraphs: [
        'A computer cannot see a picture the way you do. It turns the picture into numbers, and then it works with the numbers.',
      ],
      bullets: [
        'It puts a grid over the picture, like the squares in a maths book.',
        'It counts how much ink is in each square.',
        'It counts the lines, and checks if the picture is wide or tall.',
      ],
    },
    {
      id: 'examples',
      heading: 'Learning from examples',
      paragraphs: [
        'Nobody writes down the rules of what a key looks like. Instead, you show the computer examples.',
        'You give it drawings of keys and drawings of things that are not keys. Each drawing has a label: key or not a key.',
        'Showing a computer labelled examples is called training.',
      ],
    },
    {
      id: 'guessing',
      heading: 'How it guesses',
      paragraphs: [
        'To guess a new drawing, the computer finds the three examples whose numbers are closest to it.',
        'Each of the three votes for its own label. The label with the most votes is the guess.',
        'Then we test it on new drawings it has never seen, to see how well it learned.',
      ],
    },
    {
      id: 'fair',
      heading: 'Many kinds of examples make it fairer',
      paragraphs: [
        'A computer knows only what it was shown. If every key it saw was lying down, it may miss a key standing up.',
        'That is not fair to the keys it never saw. It happens with people too: a computer that saw only some kinds of faces works worse for other faces.',
        'So we show it many kinds of examples: big and small, lying down, standing up and on a slant.',
      ],
    },
    {
      id: 'your-turn',
      heading: 'Train and test a key finder',
      paragraphs: [
        'In the Build part, pick picture cards to teach the computer keys and things that are not keys. Then test it on new drawings.',
        `If it gets one wrong, look at what it looked most like. ${brand.mascot} thinks you can fix it with the right examples!`,
      ],
    },
  ],
  funFacts: [
    'A phone that unlocks when it sees your face is using computer vision.',
    'To a computer, a photo is a grid of tiny dots, and each dot is a number.',
    'Some cars use computer vision to read road signs.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'How does a computer see a picture?',
        options: [
          { value: 'numbers', label: 'It turns the picture into numbers' },
          { value: 'eyes', label: 'It looks with eyes like ours' },
          { value: 'random', label: 'It guesses without looking' },
        ],
        answer: 'numbers',
      },
      {
        id: 'q2',
        prompt: 'What does a computer need to learn what a key looks like?',
        options: [
          { value: 'word', label: 'Only the word key' },
          { value: 'examples', label: 'Examples of keys and of things that are not keys' },
          { value: 'nothing', label: 'Nothing, it knows already' },
        ],
        answer: 'examples',
      },
      {
        id: 'q3',
        prompt: 'A key finder learned only from keys lying down. How can you make it fairer?',
        options: [
          { value: 'same', label: 'Show it more keys lying down' },
          { value: 'none', label: 'Take away all its examples' },
          { value: 'varied', label: 'Show it keys of many kinds: standing up, on a slant, big and small' },
        ],
        answer: 'varied',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 2 of 3.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: false },
    submitLabel: 'Check Answers',
    messages: {
      perfect: { title: 'Quiz completed!', description: 'Perfect score! You got all 3 questions right!' },
      pass: { title: 'Quiz completed!', description: 'You got {n} out of 3 correct. Well done!' },
      fail: { title: 'Try again!', description: 'You got {n} out of 3 correct. Keep trying!' },
    },
  },
  activity: keyFinderActivity(keyFinder),
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const computerVisionTopics = ['Pictures as numbers', 'Training', 'Fairness'] as const;

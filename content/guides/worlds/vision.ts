import type { WorldGuideWords } from '../guide-types';

// The Vision Lab guide (content/code-lab/vision.ts): a child teaches the computer by drawing
// examples for two or three labels, then it guesses each puzzle's test drawings by the three
// nearest examples. Each mistake below is a training set built and checked against its level in
// vision-mistakes.test.ts.
export const visionGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'vision',
  objective:
    'Children teach a computer to tell drawings apart by drawing labelled examples, test it on new drawings, and fix what it gets wrong with better examples.',
  vocabulary: [
    { term: 'example', meaning: 'A drawing the computer learns from, under its label.' },
    { term: 'label', meaning: 'The name of a kind of drawing, like circle or key.' },
    { term: 'ink grid', meaning: 'The 8 by 8 squares of numbers a drawing becomes: how much ink is in each square.' },
    { term: 'nearest', meaning: 'The examples whose numbers are closest to a new drawing; the three nearest vote.' },
    { term: 'test drawing', meaning: 'A new drawing the computer has never seen, used to check how well it learned.' },
  ],
  warmUp: {
    title: 'The three nearest vote',
    minutes: 10,
    materials: ['Ten paper cards with simple drawings: circles, squares, one key standing up', 'A label for each side of a table'],
    steps: [
      'Sort the circle cards to one side of the table and the square cards to the other: these are the examples.',
      'Hold up a new drawing and let three children each pick the example card that looks most like it.',
      'Each picked card votes for its side; the side with more votes is the guess.',
      'Take out all the square cards and hold up a square. Ask: "What can it guess now?"',
      'Put a square card on the circle side by mistake and ask what goes wrong.',
    ],
  },
  discussion: [
    'Why does the computer need examples of every label, not just one?',
    'The keys in one puzzle are drawn unlike yours. Why does it get them wrong, and how do you fix that?',
    'How can one wrong example confuse it, and how do you find it?',
  ],
  standards: [
    {
      code: '1B-DA-06',
      how: 'Children see each drawing as an ink grid of numbers and organise their examples under labels so the computer can compare them.',
    },
    {
      code: '1B-IC-18',
      how: 'Children find that the computer knows only what it was shown, and talk about why varied examples make it fair.',
    },
    {
      code: '1B-AP-15',
      how: 'Each check shows the test drawings it got wrong and the examples it looked most like, and children change their examples until it passes.',
    },
  ],
  lessons: ['computer-vision'],
  mistakes: {
    'vision-1': [
      'Draws circles but no squares, so it guesses circle for every square. Ask: "What has it been shown of a square?"',
      'Draws one circle and puts two squares under Circle too. Ask: "Which examples under Circle have corners?"',
    ],
    'vision-2': [
      'Gives Triangle no examples, so it never guesses triangle. Ask: "How can it guess a label it has never seen?"',
      'Draws one triangle only, so the circles and squares near it outvote it. Ask: "How many votes can one triangle give?"',
    ],
    'vision-3': [
      'Puts the happy faces under Sad and the sad ones under Happy. Ask: "Which way does the mouth curve under each label?"',
      'Draws the happy faces as plain circles, with no eyes or mouth. Ask: "What tells a happy face from a sad one?"',
      'Draws one sad face and three happy ones. Ask: "How many of the three nearest can be sad?"',
    ],
    'vision-4': [
      'Draws keys but nothing under Not a key. Ask: "What should it say when it sees a cup?"',
      'Draws only cups under Not a key, so a flower and a tree look more like keys. Ask: "What were the drawings it got wrong?"',
    ],
    'vision-5': [
      'Teaches only keys lying down, as in the last puzzle, so keys standing up look like something else. Ask: "How do the keys it got wrong lie?"',
      'Leaves out the spoons, so a spoon looks like a key to it. Ask: "What does a spoon have that a key has too?"',
    ],
    'vision-6': [
      'Deletes a real circle instead of the big square. Ask: "Which example under Circle has corners?"',
      'Takes out the big square and one of the small squares too, so Square has one example left. Ask: "How many squares does it know now?"',
    ],
  },
};

import type { WorldGuideWords } from '../guide-types';

// The Robot Recipes guide (content/code-lab/function.ts): functions. Each mistake is a program a
// child can build there, and mistakes.test.ts runs it to the outcome the mistake names.
export const functionGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'function',
  objective:
    'Children give a group of blocks a name (a function), use it again and again, and build a path or a picture out of their own named parts.',
  vocabulary: [
    { term: 'function', meaning: 'A group of blocks with a name, like a recipe.' },
    { term: 'make a function', meaning: 'Choose its name and put its blocks inside it.' },
    { term: 'use a function', meaning: 'One block that runs all the blocks inside the function.' },
    { term: 'reuse', meaning: 'Write something once and use it many times.' },
    { term: 'decompose', meaning: 'Split a big job into smaller parts, each with a name.' },
  ],
  warmUp: {
    title: 'The chorus card',
    minutes: 10,
    materials: [
      'Index cards and a marker',
      'A short dance written on the board with a part that comes back (clap, clap, stomp, spin)',
    ],
    steps: [
      'Read the dance on the board aloud while the class does it.',
      'Ask which part comes back. Write it once on a card and give it a name, like "chorus".',
      'Rewrite the dance with the name: "chorus, jump, chorus, jump, chorus". The class does the moves whenever they hear the name.',
      'Change one move on the chorus card. Ask where the change shows up in the dance.',
      'Pairs make a named card of their own and a dance that uses it at least twice.',
    ],
  },
  discussion: [
    'Why give a group of blocks a name? What gets easier once it has one?',
    'If you change a block inside a function, where does the change show up?',
    'In Over the mountain you made stairs and zigzag. How did you decide where one part ends and the next begins?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Functions are used with sequences, Repeat, and in the balloon spiral an If inside "Repeat until the flag".',
    },
    {
      code: '1B-AP-11',
      how: 'Children split a path or a picture into named parts (stairs, zigzag, petal, square) and build the whole from them.',
    },
    {
      code: '1B-AP-12',
      how: 'The first levels hand children a ready-made function to use or fill in, and the last level reuses square in a new picture.',
    },
  ],
  lessons: ['functions', 'loops'],
  mistakes: {
    'function-1': [
      'Runs the program with one or two stairs blocks, so Ada stops a stair short. Ask: "How many stairs are there up to the flag? How many times do you use stairs?"',
      'Changes the blocks inside stairs, and Ada bumps on the first stair. Ask: "Run it with one stairs: does it still climb one stair?"',
    ],
    'function-2': [
      'Puts Move forward and Pick up in the main program, not inside hop, so hop does nothing. Ask: "Open hop: what is inside it? What happens each time the program uses hop?"',
      'Puts Pick up before Move forward inside hop, so each pick-up comes a square early and a balloon is missed. Ask: "Where is Ada standing when the first Pick up runs?"',
    ],
    'function-3': [
      'Leaves Turn left out of zigzag, so after the first zigzag Ada faces down and bumps. Ask: "At the end of one zigzag, is Ada facing the way she faced at the start?"',
      'Forgets the Move forward after the three zigzags, so Ada stops next to the flag. Ask: "Where is Ada when the last zigzag ends?"',
      'Puts Pick up before the second step, so every balloon is missed. Ask: "Where is Ada standing when Pick up runs?"',
    ],
    'function-4': [
      'Turns 90 degrees between petals, so the same four petals are drawn twice and half the flower is missing. Ask: "How far must Ada turn so that eight petals go once round?"',
      'Repeats 4 times instead of 8. Ask: "How many petals does the flower have?"',
    ],
    'function-5': [
      'Puts Move forward and Pick up in the If without a function, so the run says the puzzle wants one. Ask: "Which blocks could you give a name and use in the If?"',
      'Puts only Move forward in hop, so Ada walks past the balloons. Ask: "What does hop do on a square with a balloon?"',
      'Leaves the Otherwise empty, so Ada stops at the first wall and goes round and round. Ask: "What should Ada do when there is no path ahead?"',
    ],
    'function-6': [
      'Makes zigzag the same as stairs, so Ada keeps climbing after the top and bumps. Ask: "On the way down, which way does Ada turn first?"',
      'Forgets Pick up at the top, so Ada reaches the flag without the balloon. Ask: "Where is the balloon, and what does Ada do when she stands on it?"',
    ],
    'function-7': [
      'Draws the square in the main program, not in a function, so the run says the puzzle wants one. Ask: "Which blocks draw one square? How could you give them a name?"',
      'Leaves out the steps between squares, or takes one instead of two, so the squares land on top of each other. Ask: "After one square, where is Ada? Where does the next square start?"',
    ],
    'function-8': [
      'Turns right once, or not at all, at the end of the row, and Ada goes off the paper. Ask: "To come back along the row, which way must Ada face? How many right turns is that?"',
      'Puts the two turns inside the row\'s Repeat, so Ada turns round after every square. Ask: "Should Ada turn round after each square, or after the whole row?"',
    ],
  },
};

import type { WorldGuideWords } from '../guide-types';

// The Debug Detective guide (content/code-lab/debug.ts): every level opens with a program that has
// a bug. Each mistake is a program a child can build there, and mistakes.test.ts runs it to the
// outcome the mistake names.
export const debugGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'debug',
  objective:
    'Children run a program that has a bug, watch where it first goes wrong, and change as few blocks as they can to fix it.',
  vocabulary: [
    { term: 'bug', meaning: 'A mistake in a program that makes it do the wrong thing.' },
    { term: 'debug', meaning: 'Find the bug and fix it.' },
    { term: 'test', meaning: 'Run the program and watch what really happens.' },
    { term: 'expected', meaning: 'What the program should do, said before you press Run.' },
    { term: 'fix', meaning: 'Change the block that is wrong and keep the ones that are right.' },
  ],
  warmUp: {
    title: 'Buggy directions',
    minutes: 10,
    materials: [
      'Masking tape for a 4 by 4 grid on the floor, or a grid drawn on the board',
      'Step cards: Move forward, Turn left, Turn right, Pick up',
      'A paper flag',
    ],
    steps: [
      'Lay out a short row of cards that should take the robot to the flag, with one bug you chose (a wrong turn, or one step short).',
      'Ask the class what should happen before anyone moves.',
      'A robot child follows the cards one at a time, and the class calls "stop" the moment something goes wrong.',
      'Ask which card was running when it went wrong, and whether the bug is in that card or one before it.',
      'Fix only that card and run it again from the start. Then pairs hide a bug for each other.',
    ],
  },
  discussion: [
    'Where did the program first go wrong? Was the bug in that block or in one before it?',
    'Why is it smart to change one thing at a time and run again?',
    'Which bugs did you meet: a wrong turn, a wrong number, a block in the wrong place? Which was hardest to spot?',
  ],
  standards: [
    {
      code: '1B-AP-15',
      how: 'Every level opens with a program that has a bug, and children test it, find the wrong block and fix it.',
    },
    {
      code: '1B-AP-12',
      how: 'Children change a program someone else wrote, keeping the blocks that are right, instead of starting again.',
    },
    {
      code: '1B-AP-10',
      how: 'The buggy programs are sequences, loops and conditionals, so fixing them means reading each kind.',
    },
  ],
  lessons: ['sequences', 'loops', 'conditionals'],
  mistakes: {
    'debug-1': [
      'Adds a turn or changes blocks before running the program, so Ada now bumps. Ask: "What did Ada do when you ran the robot\'s program? Where did she stop?"',
      'Thinks three steps is right because there are three empty squares. Ask: "Put your finger on Ada and hop it to the flag: how many hops?"',
    ],
    'debug-2': [
      'Adds a Turn right after the Turn left instead of changing it; the two turns cancel out and Ada still bumps. Ask: "After both turns, which way is Ada facing?"',
      'Changes the Move forward that is lit when Ada bumps. Ask: "The bump is on a step, but which block made Ada face the wall?"',
    ],
    'debug-3': [
      'Adds a second Pick up at the end instead of moving the first one. Ask: "Where is Ada standing when each Pick up runs?"',
      'Moves Pick up after the third step, one square past the balloon. Ask: "After how many steps is Ada on the balloon?"',
    ],
    'debug-4': [
      'Changes the second Repeat, so Ada still turns too soon. Ask: "Where does Ada turn? Which Repeat walks that hall?"',
      'Sets the first Repeat to 5 and Ada bumps at the end of the hall. Ask: "How many hops is it from Ada to the corner?"',
    ],
    'debug-5': [
      'Moves Turn left to the top of the Repeat, so Ada turns before her first step and bumps. Ask: "Which way must Ada face at the start of each stair?"',
      'Deletes Turn left, so Ada faces down at the second stair and bumps. Ask: "At the end of one stair, which way is Ada facing? Which way does the next stair need?"',
    ],
    'debug-6': [
      'Makes both turns the same, and Ada still goes round and round. Ask: "When there is a path on Ada\'s left, which way should she turn? And when there is not?"',
      'Takes away the Repeat until the flag, so Ada takes one step and stops. Ask: "How many times does Ada look and move now? Was the Repeat the bug?"',
    ],
  },
};

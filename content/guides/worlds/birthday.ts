import type { WorldGuideWords } from '../guide-types';

// The Birthday Adventure guide (content/code-lab/birthday.ts): sequences. Each mistake is a program
// a child can build there, and mistakes.test.ts runs it to the outcome the mistake names.
export const birthdayGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'birthday',
  objective:
    'Children put moves, turns and pick-ups in the right order so Ada walks the path, picks up every balloon and stops on the flag.',
  vocabulary: [
    {
      term: 'program',
      meaning: 'The list of steps Ada follows, from the top block to the bottom one.',
    },
    {
      term: 'sequence',
      meaning: 'Steps in an order. Change the order and Ada does something else.',
    },
    { term: 'instruction', meaning: 'One step the computer can do, like Move forward.' },
    { term: 'turn', meaning: 'Ada changes the way she faces. She stays on her square.' },
    { term: 'left and right', meaning: "Ada's own left and right, which are not always yours." },
    { term: 'bug', meaning: 'A mistake in a program. Finding and fixing it is debugging.' },
  ],
  warmUp: {
    title: 'Robot on the floor',
    minutes: 10,
    materials: [
      'Masking tape for a 4 by 4 grid on the floor (or chalk outside)',
      'Step cards: Move forward, Turn left, Turn right, Pick up',
      'A paper balloon and something to be the flag',
    ],
    steps: [
      'Tape the grid and put the flag on one square and the balloon on another.',
      'One child is the robot and stands on a corner square; the robot does only what a card says.',
      'The class lays cards in a row to walk the robot to the balloon, pick it up and reach the flag.',
      'Read the cards aloud one at a time while the robot acts them out. If it bumps or stops short, the class finds the card to change.',
      'Swap robots, move the flag and start the robot facing another way, so left and right change.',
    ],
  },
  discussion: [
    'Why does the order of the blocks matter? What happens if you swap two of them?',
    'When Ada faces down the screen, why is her left on your right?',
    'How did you plan before you pressed Run: your finger on the path, counting squares, or something else?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Every level is a sequence of moves, turns and pick-ups that works only in the right order.',
    },
    {
      code: '1B-AP-15',
      how: 'Each run shows where Ada bumps or stops, and children change the step that went wrong and run it again.',
    },
  ],
  lessons: ['intro-to-coding', 'sequences'],
  mistakes: {
    'birthday-1': [
      'Uses two Move forward blocks, one for each empty square, so Ada stops short. Ask: "Count the hops, not the squares: where does each Move forward land?"',
      'Expects one Move forward to walk all the way. Ask: "How far did Ada go for one block?"',
    ],
    'birthday-2': [
      'Turns left at the corner, so Ada bumps into the wall. Ask: "Stand up and face the way Ada faces: which arm points down the path?"',
      'Turns after one step, before the corner, and bumps. Ask: "Which square was Ada on when she turned? Is that the corner?"',
      'Thinks a turn also moves Ada, so one Move forward is missing and she stops short. Ask: "Watch the turn again: did Ada leave her square?"',
    ],
    'birthday-3': [
      'Puts Pick up after one step, before Ada stands on the balloon, so she reaches the flag without it. Ask: "Where is Ada standing when Pick up runs?"',
      'Leaves Pick up out and Ada walks over the balloon. Ask: "Did Ada take the balloon with her? Which block takes it?"',
    ],
    'birthday-4': [
      'Turns right at the corner and bumps. Ask: "Face the way Ada faces: is up on your left or your right?"',
      'Turns on the balloon square, one step before the corner, and bumps. Ask: "Which square is the corner? How many steps from the start is it?"',
    ],
    'birthday-5': [
      'Turns right at the second corner too, because the flag is on the right of the screen; Ada faces down there, so she bumps. Ask: "Stand like Ada at that corner, facing down: which hand points to the flag?"',
      'Leaves out the second Pick up, or puts it a step early, and misses a balloon. Ask: "Which square is the second balloon on? Where is Ada when Pick up runs?"',
    ],
    'birthday-6': [
      'Takes one step too few or too many along the bottom, so the first turn is in the wrong place and Ada bumps. Ask: "Trace the bottom path with your finger: how many hops from the first balloon to the corner?"',
      'Picks up the top balloon one step early, so it is missed. Ask: "Watch the top: is Ada standing on the balloon when she picks up?"',
    ],
  },
};

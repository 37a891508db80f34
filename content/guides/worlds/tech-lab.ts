import type { WorldGuideWords } from '../guide-types';

// The Tech Lab Puzzles guide (content/code-lab/tech-lab.ts): loops. Each mistake is a program a
// child can build there, and mistakes.test.ts runs it to the outcome the mistake names.
export const techLabGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'tech-lab',
  objective:
    'Children spot the steps that come back again and again and put them inside a Repeat with the right number, so a short program does a long job.',
  vocabulary: [
    { term: 'loop', meaning: 'Steps that run again and again.' },
    { term: 'Repeat', meaning: 'The block that runs the blocks inside it a number of times.' },
    { term: 'pattern', meaning: 'A part that comes back the same, like one stair of a staircase.' },
    { term: 'nested loop', meaning: 'A Repeat inside another Repeat.' },
    { term: 'efficient', meaning: 'Doing the same job with fewer blocks. It earns 3 stars.' },
  ],
  warmUp: {
    title: 'Walk the square',
    minutes: 10,
    materials: [
      'Masking tape for a square path on the floor, 3 steps on each side',
      'Step cards: Move forward, Turn right',
      'A big paper "Repeat __ times" frame and number cards 1 to 5',
    ],
    steps: [
      'A robot child walks the square while the class writes every single step on the board.',
      'Count the cards together: 16 for one trip round.',
      'Ask which cards come back the same, and circle one side: three Move forward and a Turn right.',
      'Put that side inside the Repeat frame, choose the number card and let a new robot walk it.',
      'Try a wrong number (3 or 5) and watch what happens; then put "Repeat 3 times Move forward" inside the side.',
    ],
  },
  discussion: [
    'How did you find the part that repeats? Where does one round start and end?',
    'Seven Move forward blocks and one Repeat 7 do the same walk. Which is easier to read and to change, and why?',
    'With a Repeat 4 inside a Repeat 3, how many times does the inside block run in all?',
  ],
  standards: [
    {
      code: '1B-AP-08',
      how: 'Children compare a long row of single blocks with a Repeat that does the same, and the stars reward the shorter one.',
    },
    {
      code: '1B-AP-10',
      how: 'Children use Repeat loops, and from level 5 a Repeat inside another Repeat.',
    },
    {
      code: '1B-AP-11',
      how: 'Children split a path into the piece that comes back (one stair, one side, one balloon and gap) before they build it.',
    },
    {
      code: '1B-AP-15',
      how: 'A wrong count shows at once when Ada stops short or bumps, and children change the number and run it again.',
    },
  ],
  lessons: ['loops', 'pattern-master'],
  mistakes: {
    'tech-lab-1': [
      'Sets the Repeat to 6, the number of empty squares, so Ada stops one short. Ask: "Put your finger on Ada and hop it to the flag: how many hops?"',
      'Puts Move forward under the Repeat, not inside it, so Ada takes one step. Ask: "Which blocks does the Repeat run again? Is anything inside it?"',
    ],
    'tech-lab-2': [
      'Puts Turn right inside the first Repeat, so Ada turns after every step and bumps. Ask: "How many corners are there? How many times did Ada turn?"',
      'Sets a Repeat to 5, counting the corner square in both halls, and bumps. Ask: "Where does the first hall end, and where does the second begin?"',
    ],
    'tech-lab-3': [
      'Repeats Move forward, Move forward, Pick up, so Ada picks up on the gaps and misses every balloon. Ask: "Where is Ada standing each time Pick up runs?"',
      'Leaves out the second Move forward, so Ada stops halfway along. Ask: "Trace one balloon and the gap after it: how many steps is that?"',
    ],
    'tech-lab-4': [
      'Turns left first and right second, so Ada bumps at the first stair. Ask: "To go down the first stair, which way must Ada face?"',
      'Leaves Turn left out of the stair, so Ada still faces down at the next one and bumps. Ask: "At the end of one stair, is Ada facing the way she faced at the start?"',
      'Repeats 3 times and stops a stair short. Ask: "Touch each stair with your finger: how many are there?"',
    ],
    'tech-lab-5': [
      'Sets the inside Repeat to 3, so Ada turns too early and bumps. Ask: "How many hops long is one side of the machine?"',
      'Puts Turn right inside the inside Repeat, so Ada turns after every step. Ask: "Should Ada turn after each step or after each side?"',
    ],
    'tech-lab-6': [
      'Sets the outside Repeat to 3, one for each balloon, so Ada stops in the last corner before the flag. Ask: "How many sides does Ada walk to get back to the flag?"',
      'Sets the inside Repeat to 4, counting the corner square, and bumps. Ask: "How many hops is it from Ada to the first balloon?"',
      'Leaves out Pick up and reaches the flag with no balloons. Ask: "What should Ada do when she reaches a corner?"',
    ],
  },
};

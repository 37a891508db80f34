import type { WorldGuideWords } from '../guide-types';

// The Pen Studio guide (content/code-lab/pen.ts): drawing with steps, turns and loops. Each mistake
// is a program a child can build there, and mistakes.test.ts runs it to the outcome the mistake
// names.
export const penGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'pen',
  objective:
    'Children break a picture into lines, turns and shapes that repeat, and program Ada to draw exactly its lines with the pen, small turns and colours.',
  vocabulary: [
    { term: 'degrees', meaning: 'How far Ada turns: 90 is a square corner, 45 is half of one.' },
    { term: 'diagonal', meaning: 'A slanted line that goes from corner to corner.' },
    {
      term: 'pen up, pen down',
      meaning: 'Pen up: Ada walks without drawing. Pen down: she draws again.',
    },
    {
      term: 'nested loop',
      meaning: 'A Repeat inside another Repeat, like a square drawn four times.',
    },
    { term: 'decompose', meaning: 'Break a big picture into small parts you can draw one by one.' },
  ],
  warmUp: {
    title: 'Pencil robot',
    minutes: 10,
    materials: [
      'Squared paper and a pencil for each pair',
      'A program written on the board: "Repeat 4 times: Move forward, Move forward, Turn right"',
    ],
    steps: [
      'Each pair marks a start dot on a corner of the squares and an arrow for the way the pencil faces.',
      "One child reads the program aloud; the other draws along one square's side for each Move forward.",
      'Hold the drawings up: did everyone get the same square? Where did anyone go another way?',
      'Add "Turn right 45": the next line goes across a square, corner to corner.',
      'Add "Pen up" and "Pen down": lift the pencil, move, and put it down again.',
      'Swap jobs: one child draws a small picture and the other writes its program.',
    ],
  },
  discussion: [
    'How did you break your picture into parts before you built it?',
    'A square needs four 90-degree turns. How many 45-degree turns make one whole turn round?',
    'When did you lift the pen, and what would the picture look like if you forgot?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Every drawing is a sequence of steps and turns, mostly inside Repeats, some inside other Repeats.',
    },
    {
      code: '1B-AP-11',
      how: 'Children split a picture into parts (a side, a stair, a pane, a sail, walls and a roof) and program each part.',
    },
    {
      code: '1B-AP-15',
      how: "After each run the Code Lab says how many of the picture's lines Ada drew and how many extra, and children fix the part that is off.",
    },
  ],
  lessons: ['loops', 'pattern-master'],
  mistakes: {
    'pen-1': [
      'Turns left instead of right, so the square is drawn beside the faint one. Ask: "Is the faint square on Ada\'s left or her right?"',
      'Uses one Move forward for each side, so the square is too small. Ask: "How many steps long is each side of the faint square?"',
    ],
    'pen-2': [
      'Turns left first, so the stairs go the other way and Ada goes off the paper. Ask: "After one step up, which way does the staircase go?"',
      'Repeats 5 or 7 times, a stair too few or too many. Ask: "How many stairs are in the faint picture?"',
      'Leaves out Turn left, so Ada zigzags instead of climbing. Ask: "At the end of one stair, which way must Ada face for the next?"',
    ],
    'pen-3': [
      'Leaves out the first Turn right 45, so Ada draws a square standing up. Ask: "Does the first line of the diamond go straight up or on a slant?"',
      'Turns 45 degrees at the corners too. Ask: "Is a diamond\'s corner a small turn, or a whole corner like a square\'s?"',
      'Turns right at the corners and goes off the paper. Ask: "After the first side, is the next side on Ada\'s left or her right?"',
    ],
    'pen-4': [
      'Forgets Pen up, so a line joins the two squares. Ask: "Is there a line between the squares in the picture? How can Ada walk without drawing?"',
      'Forgets Pen down after the walk, so the second square is not drawn. Ask: "Is the pen down when Ada starts the second square?"',
      'Forgets the Turn left after the walk, so the second square is drawn below the faint one. Ask: "Which way is Ada facing when she starts each square?"',
    ],
    'pen-5': [
      'Leaves out the Turn right between panes, so Ada draws the same pane four times. Ask: "Where did the second pane go? How does Ada face a new way?"',
      'Repeats the outside loop 3 times and one pane is missing. Ask: "How many panes does the window have?"',
    ],
    'pen-6': [
      'Forgets the Turn left 135 back in the middle, so the next sail starts the wrong way and Ada goes off the paper. Ask: "Back in the middle, which way is Ada facing? Which way does the next sail start?"',
      'Turns 45 or 90 degrees at the sail\'s last corner, and Ada goes off the paper. Ask: "At that corner, how far must Ada turn to face the middle?"',
    ],
    'pen-7': [
      'Forgets Pen colour blue at the start; the pen starts black, so the walls do not count. Ask: "What colour is Ada\'s pen before any Pen colour block?"',
      'Picks red after the roof, or not at all, so the roof comes out blue. Ask: "Must the pen turn red before or after the roof is drawn?"',
      'Turns the wrong way or too far at the top of the roof. Ask: "At the top, which way does the roof go down, and how far must Ada turn?"',
    ],
    'pen-8': [
      'Forgets Pen up before walking to the picture, so a slanted line joins the frame and the picture. Ask: "Is there a line from the frame to the picture in the faint drawing?"',
      'Forgets the Turn left 45 after the slanted walk, so the red square comes out as a diamond. Ask: "Which way is Ada facing when she starts the red square?"',
      'Forgets Pen down, so the red square is not drawn. Ask: "Is the pen down when the red square starts?"',
    ],
  },
};

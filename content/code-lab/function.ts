import type { Level } from '../../src/domain/code-lab/level-types';
import { path } from './pen';

// Robot Recipes: functions. A function is a name for some blocks (a recipe): make it once, use
// it again and again. The puzzles go from using a ready-made one to two of your own, on the
// grid and on the pen's paper (docs/product/code-lab.md#pen-studio-and-robot-recipes-puzzles).
const requires = ['function'] as const;
const gridBlocks = ['forward', 'turn-left', 'turn-right', 'call'] as const;
const penBlocks = ['forward', 'turn-left', 'turn-right', 'repeat', 'call'] as const;

export const functionLevels = [
  {
    id: 'function-1',
    world: 'function',
    number: 1,
    title: 'Climb the stairs',
    intro:
      'This program has a function called stairs: one name for four blocks. Each time you use stairs, Ada climbs one stair. Use it until she reaches the flag!',
    hints: [
      'Run it first: one stairs block climbs one stair.',
      'Count the stairs up to the flag. There are three.',
      'Start with: stairs, the block that is there already. Put two more stairs blocks under it.',
    ],
    grid: ['###G', '##..', '#..#', 'S.##'],
    startDir: 'east',
    toolbox: gridBlocks,
    maxBlocks: 10,
    idealBlocks: 7,
    requires,
    startProgram: {
      version: 2,
      functions: [
        {
          name: 'stairs',
          body: [
            { id: 'f1', op: 'forward' },
            { id: 'f2', op: 'turn', dir: 'left' },
            { id: 'f3', op: 'forward' },
            { id: 'f4', op: 'turn', dir: 'right' },
          ],
        },
      ],
      body: [{ id: 'a', op: 'call', name: 'stairs' }],
    },
  },
  {
    id: 'function-2',
    world: 'function',
    number: 2,
    title: 'Fill in hop',
    intro:
      'The program uses hop three times, but hop is empty! Put blocks inside hop so each hop takes Ada one square and picks up a balloon.',
    hints: [
      'The blocks inside hop run every time the program uses hop.',
      'Ada stands one square before each balloon. hop needs just two blocks.',
      'Start with: hop, which is there already. Inside hop put Move forward, then Pick up.',
    ],
    grid: ['S***G'],
    startDir: 'east',
    toolbox: [...gridBlocks, 'collect'],
    maxBlocks: 9,
    idealBlocks: 6,
    requires,
    startProgram: {
      version: 2,
      functions: [{ name: 'hop', body: [] }],
      body: [
        { id: 'a', op: 'call', name: 'hop' },
        { id: 'b', op: 'call', name: 'hop' },
        { id: 'c', op: 'call', name: 'hop' },
        { id: 'd', op: 'forward' },
      ],
    },
  },
  {
    id: 'function-3',
    world: 'function',
    number: 3,
    title: 'Zigzag down the hill',
    intro:
      'Ada zigzags down the hill, and there is a balloon on every step. Make your own function called zigzag, then use it three times.',
    hints: [
      'One zigzag: Move forward, Turn right, Move forward, Pick up, Turn left.',
      'After three zigzags, one more Move forward takes Ada to the flag.',
      'Start with: make the function zigzag and fill it in. Then the program is zigzag three times and one Move forward.',
    ],
    grid: ['S.###', '#*.##', '##*.#', '###*G'],
    startDir: 'east',
    toolbox: [...gridBlocks, 'collect'],
    maxBlocks: 12,
    idealBlocks: 9,
    requires,
  },
  {
    id: 'function-4',
    kind: 'pen',
    world: 'function',
    number: 4,
    title: 'A flower of eight petals',
    intro:
      'Make a function called petal that draws one square petal. Then use it eight times, turning a little each time, to draw a flower.',
    hints: [
      'petal is a square: two steps and a Turn right, four times.',
      'After each petal, Turn right 45 degrees. Eight small turns make one whole turn.',
      'Start with: Repeat 8 times. Inside it: use petal, then Turn right 45 degrees.',
    ],
    size: { width: 10, height: 10 },
    start: { x: 5, y: 5 },
    startDir: 'north',
    // Four square petals make a window, four slanted ones a big diamond and a cross.
    target: [
      ...path('3,3 7,3 7,7 3,7 3,3'),
      ...path('5,3 5,7'),
      ...path('3,5 7,5'),
      ...path('3,3 7,7'),
      ...path('7,3 3,7'),
      ...path('5,1 9,5 5,9 1,5 5,1'),
    ],
    toolbox: penBlocks,
    maxBlocks: 16,
    idealBlocks: 7,
    requires,
  },
  {
    id: 'function-5',
    world: 'function',
    number: 5,
    title: 'The balloon spiral',
    intro:
      'The path goes round and round to the flag. Make hop: a step forward and a pick up. Then use hop inside Repeat until the flag.',
    hints: [
      'hop is two blocks: Move forward, then Pick up. Picking up where there is no balloon does no harm.',
      'In the repeat: if there is a path ahead, hop. Otherwise, Turn right.',
      'Start with: Repeat until the flag. Inside it: If path ahead, with hop in it and Turn right under Otherwise.',
    ],
    grid: ['S.*..', '####.', '..G#*', '*###.', '..*..'],
    startDir: 'east',
    toolbox: [
      'forward',
      'turn-left',
      'turn-right',
      'collect',
      'until-goal',
      'if-path-ahead',
      'call',
    ],
    maxBlocks: 12,
    idealBlocks: 6,
    requires,
  },
  {
    id: 'function-6',
    world: 'function',
    number: 6,
    title: 'Over the mountain',
    intro:
      'Climb the mountain, pick up the balloon at the top, then go down the other side. You need two functions: stairs to go up and zigzag to come down.',
    hints: [
      'stairs: Move forward, Turn left, Move forward, Turn right. zigzag is the same with the turns swapped.',
      'Use stairs three times, Pick up, then zigzag three times.',
      'Start with: Repeat 3 times with stairs inside. The balloon waits at the very top.',
    ],
    grid: ['###*.##', '##....#', '#..##..', 'S.####G'],
    startDir: 'east',
    toolbox: [...gridBlocks, 'collect', 'repeat'],
    maxBlocks: 18,
    idealBlocks: 13,
    requires,
  },
  {
    id: 'function-7',
    kind: 'pen',
    world: 'function',
    number: 7,
    title: 'A row of squares',
    intro:
      'Make a function called square that draws one square. Then use it to draw four squares in a row, like the cars of a train.',
    hints: [
      'square: Repeat 4 times Move forward, Move forward, Turn right. It ends where it started.',
      'After each square, Ada walks two steps along its top to the corner of the next one.',
      'Start with: Repeat 4 times. Inside it: use square, then Move forward two times.',
    ],
    size: { width: 10, height: 8 },
    start: { x: 1, y: 3 },
    startDir: 'east',
    target: [
      ...path('1,3 9,3 9,5 1,5 1,3'),
      ...path('3,3 3,5'),
      ...path('5,3 5,5'),
      ...path('7,3 7,5'),
    ],
    toolbox: penBlocks,
    maxBlocks: 16,
    idealBlocks: 8,
    requires,
  },
  {
    id: 'function-8',
    kind: 'pen',
    world: 'function',
    number: 8,
    title: 'A grid of squares',
    intro:
      'Use square to draw a grid of eight squares: a row going along, then a row coming back. When Ada turns round, her squares land on the other side!',
    hints: [
      'The first row is just like the row of squares: square and two steps, four times.',
      'At the end of the row, Turn right two times so Ada faces back. Then draw the row again.',
      'Start with: Repeat 2 times. Inside it: the row (Repeat 4 times), then Turn right and Turn right.',
    ],
    size: { width: 10, height: 8 },
    start: { x: 1, y: 4 },
    startDir: 'east',
    target: [
      ...path('1,2 9,2 9,6 1,6 1,2'),
      ...path('1,4 9,4'),
      ...path('3,2 3,6'),
      ...path('5,2 5,6'),
      ...path('7,2 7,6'),
    ],
    toolbox: penBlocks,
    maxBlocks: 20,
    idealBlocks: 11,
    requires,
  },
] satisfies Level[];

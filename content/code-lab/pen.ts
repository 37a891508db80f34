import type { Level, Point } from '../../src/domain/code-lab/level-types';
import { segmentsAlong } from '../../src/domain/code-lab/stages/pen/pen-geometry';
import type { PenColor } from '../../src/domain/code-lab/program';

// Pen Studio: Ada holds a pen and draws a line with every step. Each puzzle shows a faint
// drawing; draw exactly its lines
// (docs/product/code-lab.md#pen-studio-and-robot-recipes-puzzles,
// docs/decisions/230-pen-studio-and-robot-recipes-puzzles.md). The targets are paths of points
// written here, apart from the solutions, so the content test really checks that each solution
// draws them.
const paper = { width: 8, height: 8 };
const toolbox = ['forward', 'turn-left', 'turn-right', 'repeat'] as const;
const withPen = [...toolbox, 'pen-up', 'pen-down'] as const;

/** A path of points written "x,y x,y ...": each leg straight along one of Ada's eight headings. */
export const path = (points: string, color?: PenColor) =>
  segmentsAlong(
    points.split(' ').map((p): Point => {
      const [x, y] = p.split(',').map(Number);
      return { x: x!, y: y! };
    }),
    color,
  );

export const penLevels = [
  {
    id: 'pen-1',
    kind: 'pen',
    world: 'pen',
    number: 1,
    title: 'A square',
    intro:
      'Ada has a pen! Every step she takes draws a line. Draw over the faint square to make it real.',
    hints: [
      'A square has four sides, and each side is two steps long.',
      'After each side Ada turns right. Four sides the same: that is a job for Repeat.',
      'Start with: Repeat 4 times. Inside it go two Move forward blocks and a Turn right.',
    ],
    size: paper,
    start: { x: 3, y: 5 },
    startDir: 'north',
    target: path('3,5 3,3 5,3 5,5 3,5'),
    toolbox,
    maxBlocks: 12,
    idealBlocks: 4,
  },
  {
    id: 'pen-2',
    kind: 'pen',
    world: 'pen',
    number: 2,
    title: 'Up the stairs',
    intro:
      'Draw a staircase all the way up to the top corner. Each stair is one step up and one step along.',
    hints: [
      'Every stair is the same. How many stairs are there?',
      'One stair: Move forward, Turn right, Move forward, Turn left. Then Ada faces up again.',
      'Start with: Repeat 6 times, one time for each stair. Ada goes up first, then along.',
    ],
    size: paper,
    start: { x: 1, y: 7 },
    startDir: 'north',
    target: path('1,7 1,6 2,6 2,5 3,5 3,4 4,4 4,3 5,3 5,2 6,2 6,1 7,1'),
    toolbox,
    maxBlocks: 12,
    idealBlocks: 5,
  },
  {
    id: 'pen-3',
    kind: 'pen',
    world: 'pen',
    number: 3,
    title: 'A diamond',
    intro:
      'A diamond is a square standing on its corner. Ada can make small turns too: 45 degrees is half of a corner.',
    hints: [
      'Ada starts at the bottom point. Her first step goes up and to the right, on a slant.',
      'Each side is two slanted steps. At each corner Ada turns left 90 degrees.',
      'Start with: Turn right 45 degrees, so Ada faces the slanted line. Then repeat a side and a corner four times.',
    ],
    size: paper,
    start: { x: 4, y: 7 },
    startDir: 'north',
    target: path('4,7 6,5 4,3 2,5 4,7'),
    toolbox,
    maxBlocks: 13,
    idealBlocks: 5,
  },
  {
    id: 'pen-4',
    kind: 'pen',
    world: 'pen',
    number: 4,
    title: 'Two squares apart',
    intro:
      'Draw two squares with a gap between them. Pen up lets Ada walk without drawing. Pen down and she draws again.',
    hints: [
      'Draw the first square just like the very first one.',
      'Then: Pen up, Turn right, three steps, Turn left, Pen down. Ada is at the next square.',
      'Start with: Repeat 2 times. Inside it: a square, then the walk with the pen up to the next corner.',
    ],
    size: paper,
    start: { x: 1, y: 5 },
    startDir: 'north',
    target: [...path('1,5 1,3 3,3 3,5 1,5'), ...path('4,5 4,3 6,3 6,5 4,5')],
    toolbox: withPen,
    maxBlocks: 24,
    idealBlocks: 11,
  },
  {
    id: 'pen-5',
    kind: 'pen',
    world: 'pen',
    number: 5,
    title: 'A window',
    intro:
      'A window with four panes! Ada starts in the middle. Draw a square, turn, and draw the next one.',
    hints: [
      'Each pane is a square that starts and ends in the middle.',
      'After each square Ada turns right once more, so the next square goes the next way.',
      'Start with: Repeat 4 times. Inside it put a whole square (a Repeat of its own), then one Turn right.',
    ],
    size: paper,
    start: { x: 4, y: 4 },
    startDir: 'north',
    target: [...path('2,2 6,2 6,6 2,6 2,2'), ...path('4,2 4,6'), ...path('2,4 6,4')],
    toolbox,
    maxBlocks: 20,
    idealBlocks: 6,
  },
  {
    id: 'pen-6',
    kind: 'pen',
    world: 'pen',
    number: 6,
    title: 'A pinwheel',
    intro:
      'Blow on it and it spins! Draw the four sails of the pinwheel. Each sail is a triangle that starts in the middle.',
    hints: [
      'One sail: three steps up, Turn right, three steps along, Turn right 135 degrees, three slanted steps back to the middle.',
      'Back in the middle, Turn left 135 degrees: now Ada faces the way of the next sail.',
      'Start with: Repeat 4 times, one time for each sail. A Repeat 3 times can take the three steps.',
    ],
    size: paper,
    start: { x: 4, y: 4 },
    startDir: 'north',
    target: [
      ...path('4,4 4,1 7,1 4,4'),
      ...path('4,4 7,4 7,7 4,4'),
      ...path('4,4 4,7 1,7 4,4'),
      ...path('4,4 1,4 1,1 4,4'),
    ],
    toolbox,
    maxBlocks: 20,
    idealBlocks: 10,
  },
  {
    id: 'pen-7',
    kind: 'pen',
    world: 'pen',
    number: 7,
    title: 'A house with a red roof',
    intro:
      'Draw a house: blue walls and a red roof on top. Pick the pen colour before you draw each part.',
    hints: [
      'The walls are a big square: four steps on each side.',
      'Back at the top left corner, turn left 45 degrees and pick red. The roof goes up two slanted steps and down two.',
      'Start with: Pen colour blue. Then Repeat 4 times for the walls: four steps and a Turn right.',
    ],
    size: paper,
    start: { x: 2, y: 3 },
    startDir: 'east',
    target: [...path('2,3 6,3 6,7 2,7 2,3', 'blue'), ...path('2,3 4,1 6,3', 'red')],
    colorMatters: true,
    toolbox: [...toolbox, 'color'],
    maxBlocks: 22,
    idealBlocks: 12,
  },
  {
    id: 'pen-8',
    kind: 'pen',
    world: 'pen',
    number: 8,
    title: 'A picture in a frame',
    intro:
      'Draw a big blue frame with a small red picture in the middle. Ada lifts her pen to get from the frame to the picture.',
    hints: [
      'The frame is a square with sides of six steps.',
      'Pen up, Turn right 45 degrees and take two slanted steps: Ada is at the corner of the picture. Turn left 45 degrees to face up.',
      'Start with: Pen colour blue. Then the frame: Repeat 4 times, six steps and a Turn right.',
    ],
    size: paper,
    start: { x: 1, y: 7 },
    startDir: 'north',
    target: [...path('1,7 1,1 7,1 7,7 1,7', 'blue'), ...path('3,5 3,3 5,3 5,5 3,5', 'red')],
    colorMatters: true,
    toolbox: [...withPen, 'color'],
    maxBlocks: 30,
    idealBlocks: 16,
  },
] satisfies Level[];

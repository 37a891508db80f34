import type { Level } from '../../src/domain/code-lab/level-types';

// Lost Finder: conditionals and "Repeat until the flag". Ada looks before she moves.
const gameId = 'lost-finder';

const wallFollower = [
  'forward',
  'turn-left',
  'turn-right',
  'until-goal',
  'if-path-ahead',
  'if-path-left',
  'if-path-right',
] as const;

export const lostFinderLevels = [
  {
    id: 'lost-finder-1',
    gameId,
    world: 'lost-finder',
    number: 1,
    title: 'Until the flag',
    intro:
      'Ada lost her map, so she does not know how far the flag is. "Repeat until the flag" keeps going until Ada gets there!',
    hints: [
      'You do not need to count the squares this time.',
      'Put "Move forward" inside "Repeat until the flag".',
      'Start with: Repeat until the flag. Only one block goes inside it.',
    ],
    grid: ['S......G'],
    startDir: 'east',
    toolbox: ['forward', 'until-goal'],
    maxBlocks: 4,
    idealBlocks: 2,
  },
  {
    id: 'lost-finder-2',
    gameId,
    world: 'lost-finder',
    number: 2,
    title: 'The snail path',
    intro:
      'This path curls round like a snail. Ada can check if there is a path ahead. If there is, she moves; if not, she turns.',
    hints: [
      'Every turn on this path is a right turn.',
      'Inside "Repeat until the flag": If path ahead, Move forward. Else, Turn right.',
      'Start with: Repeat until the flag. Put "If path ahead" inside it, so Ada looks before every step.',
    ],
    grid: ['S....', '####.', '..G#.', '.###.', '.....'],
    startDir: 'east',
    toolbox: ['forward', 'turn-right', 'until-goal', 'if-path-ahead'],
    maxBlocks: 8,
    idealBlocks: 4,
  },
  {
    id: 'lost-finder-3',
    gameId,
    world: 'lost-finder',
    number: 3,
    title: 'Lost balloons',
    intro:
      'Some balloons blew away and landed on the path. Ada should pick one up only when she is standing on it.',
    hints: [
      'After each step, Ada can check: am I on a balloon?',
      'Inside "Repeat until the flag": Move forward, then If on a balloon, Pick up.',
      'Start with: Repeat until the flag. Ada takes a step first, then looks down for a balloon.',
    ],
    grid: ['S*..*.*G'],
    startDir: 'east',
    toolbox: ['forward', 'collect', 'until-goal', 'if-on-item'],
    maxBlocks: 8,
    idealBlocks: 4,
  },
  {
    id: 'lost-finder-4',
    gameId,
    world: 'lost-finder',
    number: 4,
    title: 'Left or right?',
    intro:
      'This path turns left and right. When the way ahead is blocked, Ada must look to the left to choose her turn.',
    hints: [
      'If there is a path ahead, move. If not, check the left side.',
      'Put an "If path to the left" inside the Else part: Turn left, else Turn right.',
      'Start with: Repeat until the flag. When the way ahead is blocked, "If path to the left" chooses the turn.',
    ],
    grid: ['S..###', '##.###', '##...#', '####.#', '####.G'],
    startDir: 'east',
    toolbox: wallFollower,
    maxBlocks: 10,
    idealBlocks: 6,
  },
  {
    id: 'lost-finder-5',
    gameId,
    world: 'lost-finder',
    number: 5,
    title: 'Balloons round the bend',
    intro: 'Follow the path and pick up every balloon you find. One program can do both jobs!',
    hints: [
      'Two questions each time: is there a path ahead? Am I on a balloon?',
      'Inside "Repeat until the flag": If path ahead, Move forward, else Turn right. Then If on a balloon, Pick up.',
      'Start with: Repeat until the flag. Two "If" blocks go inside it, one after the other.',
    ],
    grid: ['S.*.', '###.', 'G*.*'],
    startDir: 'east',
    toolbox: [
      'forward',
      'turn-left',
      'turn-right',
      'collect',
      'until-goal',
      'if-path-ahead',
      'if-on-item',
    ],
    maxBlocks: 10,
    idealBlocks: 6,
  },
  {
    id: 'lost-finder-6',
    gameId,
    world: 'lost-finder',
    number: 6,
    title: 'The maze',
    intro:
      'A real maze! Explorers have a trick: keep one hand on the wall and never let go. Teach Ada to follow the wall on her right.',
    hints: [
      'At every step: if there is a path on the right, turn right and step. Else, go ahead if you can. Else, turn left.',
      'Inside "Repeat until the flag": If path to the right (Turn right, Move forward), else If path ahead (Move forward), else Turn left.',
      'Start with: Repeat until the flag. The first question inside it is "If path to the right".',
    ],
    grid: ['S..#...', '##.#.#.', '.....#.', '.#####.', '.#...#.', '.#.#G#.', '...###.'],
    startDir: 'east',
    toolbox: wallFollower,
    maxBlocks: 12,
    idealBlocks: 7,
  },
] satisfies Level[];

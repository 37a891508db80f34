import type { Level } from '../../src/domain/code-lab/level-types';

// Debug Detective: every level opens with a program that has a bug. Run it, see what goes
// wrong, and fix it.
const gameId = 'debug-detective';

export const debugLevels = [
  {
    id: 'debug-1',
    gameId,
    world: 'debug',
    number: 1,
    title: 'One step short',
    intro:
      'A detective robot wrote this program, but it has a bug! Press Run to see what goes wrong, then fix it.',
    hints: [
      'Watch where Ada stops. How far is the flag?',
      'Ada needs one more step.',
      'Start with: Move forward. You need four of them.',
    ],
    grid: ['S...G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right'],
    maxBlocks: 6,
    idealBlocks: 4,
    startProgram: {
      version: 1,
      body: [
        { id: 'a', op: 'forward' },
        { id: 'b', op: 'forward' },
        { id: 'c', op: 'forward' },
      ],
    },
  },
  {
    id: 'debug-2',
    gameId,
    world: 'debug',
    number: 2,
    title: 'The wrong turn',
    intro:
      'This program turns the wrong way and Ada bumps into a wall. Can you find the bad block?',
    hints: [
      'Run it and watch which block is lit when Ada bumps.',
      "At the corner, the way to go is on Ada's right.",
      'Start with: Move forward. The third block should be "Turn right", not "Turn left".',
    ],
    grid: ['S..', '##.', '##G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right'],
    maxBlocks: 7,
    idealBlocks: 5,
    startProgram: {
      version: 1,
      body: [
        { id: 'a', op: 'forward' },
        { id: 'b', op: 'forward' },
        { id: 'c', op: 'turn', dir: 'left' },
        { id: 'd', op: 'forward' },
        { id: 'e', op: 'forward' },
      ],
    },
  },
  {
    id: 'debug-3',
    gameId,
    world: 'debug',
    number: 3,
    title: 'Pick up in the wrong place',
    intro: 'Ada tries to pick up the balloon, but she is not standing on it yet. Move the block!',
    hints: [
      'Ada can only pick up a balloon when she stands on it.',
      '"Pick up" has to come after two "Move forward" blocks.',
      'Start with: Move forward. Ada needs two steps before she stands on the balloon.',
    ],
    grid: ['S.*.', '###G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'collect'],
    maxBlocks: 8,
    idealBlocks: 6,
    startProgram: {
      version: 1,
      body: [
        { id: 'a', op: 'forward' },
        { id: 'b', op: 'collect' },
        { id: 'c', op: 'forward' },
        { id: 'd', op: 'forward' },
        { id: 'e', op: 'turn', dir: 'right' },
        { id: 'f', op: 'forward' },
      ],
    },
  },
  {
    id: 'debug-4',
    gameId,
    world: 'debug',
    number: 4,
    title: 'Count again',
    intro: 'The turn is right, but Ada turns too soon. One number in this program is wrong.',
    hints: [
      'Count the squares of the first hall.',
      'The first Repeat should be 4, not 3.',
      'Start with: Repeat. Change its number from 3 to 4. The rest of the program is right.',
    ],
    grid: ['S....', '####.', '####.', '####.', '####G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'repeat'],
    maxBlocks: 8,
    idealBlocks: 5,
    startProgram: {
      version: 1,
      body: [
        { id: 'r1', op: 'repeat', times: 3, body: [{ id: 'f1', op: 'forward' }] },
        { id: 't', op: 'turn', dir: 'right' },
        { id: 'r2', op: 'repeat', times: 4, body: [{ id: 'f2', op: 'forward' }] },
      ],
    },
  },
  {
    id: 'debug-5',
    gameId,
    world: 'debug',
    number: 5,
    title: 'Left outside',
    intro:
      'These stairs need the same four blocks again and again. One block is outside the Repeat when it should be inside.',
    hints: [
      'Watch the second stair. Which way is Ada facing?',
      'Move "Turn left" inside the Repeat, after the second "Move forward".',
      'Start with: Repeat. Inside it: Move forward, Turn right, Move forward, Turn left.',
    ],
    grid: ['S.###', '#..##', '##..#', '###.G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'repeat'],
    maxBlocks: 10,
    idealBlocks: 5,
    startProgram: {
      version: 1,
      body: [
        {
          id: 'r',
          op: 'repeat',
          times: 4,
          body: [
            { id: 'a', op: 'forward' },
            { id: 'b', op: 'turn', dir: 'right' },
            { id: 'c', op: 'forward' },
          ],
        },
        { id: 'd', op: 'turn', dir: 'left' },
      ],
    },
  },
  {
    id: 'debug-6',
    gameId,
    world: 'debug',
    number: 6,
    title: 'Mixed-up turns',
    intro:
      'This program should find the way on its own, but Ada just spins round and round. Two blocks are swapped!',
    hints: [
      'Look at the "If path to the left" block. What should Ada do when there is a path on her left?',
      'Swap "Turn left" and "Turn right" inside the "If path to the left" block.',
      'Start with: Repeat until the flag. Keep it and keep "If path ahead": the bug is in the turns.',
    ],
    grid: ['#...#G', '#.#.#.', 'S.#...'],
    startDir: 'east',
    toolbox: [
      'forward',
      'turn-left',
      'turn-right',
      'until-goal',
      'if-path-ahead',
      'if-path-left',
      'if-path-right',
    ],
    maxBlocks: 10,
    idealBlocks: 6,
    startProgram: {
      version: 1,
      body: [
        {
          id: 'u',
          op: 'until-goal',
          body: [
            {
              id: 'i1',
              op: 'if',
              cond: 'path-ahead',
              then: [{ id: 'f', op: 'forward' }],
              else: [
                {
                  id: 'i2',
                  op: 'if',
                  cond: 'path-left',
                  then: [{ id: 'tr', op: 'turn', dir: 'right' }],
                  else: [{ id: 'tl', op: 'turn', dir: 'left' }],
                },
              ],
            },
          ],
        },
      ],
    },
  },
] satisfies Level[];

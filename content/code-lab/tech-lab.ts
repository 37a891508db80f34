import type { Level } from '../../src/domain/code-lab/level-types';

// Tech Lab Puzzles: loops. "Repeat" runs the blocks inside it again and again.
const gameId = 'pattern-builder';

export const techLabLevels = [
  {
    id: 'tech-lab-1',
    gameId,
    world: 'tech-lab',
    number: 1,
    title: 'The long hall',
    intro:
      'The tech lab has a very long hall. You could use lots of "Move forward" blocks, but there is a faster way: put one inside a "Repeat" block!',
    hints: [
      'Count the squares to the flag: there are seven.',
      'Put "Move forward" inside "Repeat" and set it to 7.',
      'Start with: Repeat. Two blocks are enough for this whole hall.',
    ],
    grid: ['S......G'],
    startDir: 'east',
    toolbox: ['forward', 'repeat'],
    maxBlocks: 8,
    idealBlocks: 2,
  },
  {
    id: 'tech-lab-2',
    gameId,
    world: 'tech-lab',
    number: 2,
    title: 'Two long halls',
    intro: 'Two long halls with a corner in the middle. Use a Repeat for each hall.',
    hints: [
      'Each hall is four squares long.',
      'Repeat 4 times Move forward, then turn right, then do it again.',
      'Start with: Repeat. One "Turn right" goes between the two Repeats, for the corner.',
    ],
    grid: ['S....', '####.', '####.', '####.', '####G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'repeat'],
    maxBlocks: 8,
    idealBlocks: 5,
  },
  {
    id: 'tech-lab-3',
    gameId,
    world: 'tech-lab',
    number: 3,
    title: 'Balloon pattern',
    intro:
      'The lab robots left three balloons in a row, with a gap after each one. Find the pattern and repeat it!',
    hints: [
      'Look at one balloon and the gap after it. That is the pattern.',
      'The pattern is: Move forward, Pick up, Move forward. Repeat it 3 times.',
      'Start with: Repeat. Each time, Ada steps onto a balloon, picks it up and walks over the gap.',
    ],
    grid: ['S*.*.*G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'collect', 'repeat'],
    maxBlocks: 10,
    idealBlocks: 4,
  },
  {
    id: 'tech-lab-4',
    gameId,
    world: 'tech-lab',
    number: 4,
    title: 'The staircase',
    intro: 'These stairs go down and along, down and along. Can you find the steps that repeat?',
    hints: [
      'One stair is: Move forward, Turn right, Move forward, Turn left.',
      'Put those four blocks inside a Repeat. How many stairs are there?',
      'Start with: Repeat. There are four stairs, so set it to 4.',
    ],
    grid: ['S.###', '#..##', '##..#', '###.G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'repeat'],
    maxBlocks: 12,
    idealBlocks: 5,
  },
  {
    id: 'tech-lab-5',
    gameId,
    world: 'tech-lab',
    number: 5,
    title: 'Round the machine',
    intro:
      'A big machine fills the room. Walk Ada round it: along, down and back. A Repeat can go inside another Repeat!',
    hints: [
      'Each side is four squares, then a right turn.',
      'Inside a Repeat 3: a Repeat 4 with Move forward, then Turn right.',
      'Start with: Repeat. Ada walks along three sides of the machine, so the outside Repeat is 3.',
    ],
    grid: ['S....', '####.', '####.', '####.', 'G....'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'repeat'],
    maxBlocks: 10,
    idealBlocks: 4,
  },
  {
    id: 'tech-lab-6',
    gameId,
    world: 'tech-lab',
    number: 6,
    title: 'Corner balloons',
    intro:
      'There is a balloon in three corners of the lab. Pick them all up and get back to the flag. Look for the pattern!',
    hints: [
      'Each side is the same: three steps, pick up, turn right.',
      'Repeat that 4 times. The last time, Ada reaches the flag.',
      'Start with: Repeat. Ada goes along all four sides of the lab, so the outside Repeat is 4.',
    ],
    grid: ['S..*', 'G##.', '.##.', '*..*'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right', 'collect', 'repeat'],
    maxBlocks: 12,
    idealBlocks: 5,
  },
] satisfies Level[];

import type { Level } from '../../src/domain/code-lab/level-types';

// Birthday Adventure: sequences. Move, turn and pick up balloons, one block after another.
const gameId = 'birthday-adventure';
const toolbox = ['forward', 'turn-left', 'turn-right', 'collect'] as const;

export const birthdayLevels = [
  {
    id: 'birthday-1',
    gameId,
    world: 'birthday',
    number: 1,
    title: 'To the party',
    intro:
      'Ada is going to a birthday party! The flag shows where the party is. Use "Move forward" blocks to walk Ada there.',
    hints: [
      'Count the squares between Ada and the flag.',
      'Each "Move forward" moves Ada one square.',
      'Start with: Move forward. You need three of them.',
    ],
    grid: ['S..G'],
    startDir: 'east',
    toolbox: ['forward'],
    maxBlocks: 5,
    idealBlocks: 3,
  },
  {
    id: 'birthday-2',
    gameId,
    world: 'birthday',
    number: 2,
    title: 'Round the corner',
    intro:
      'The party is round the corner. Ada can turn too! A turn changes the way Ada looks, but she stays on her square.',
    hints: [
      'Walk to the corner first.',
      'At the corner, Ada needs to face down. Down is on her right.',
      'Start with: Move forward. Two steps take Ada to the corner. Turn right there, then two more steps.',
    ],
    grid: ['S..', '##.', '##G'],
    startDir: 'east',
    toolbox: ['forward', 'turn-left', 'turn-right'],
    maxBlocks: 8,
    idealBlocks: 5,
  },
  {
    id: 'birthday-3',
    gameId,
    world: 'birthday',
    number: 3,
    title: 'A balloon for the party',
    intro:
      'A party needs balloons! Walk Ada onto the balloon and use "Pick up". Then go on to the flag.',
    hints: [
      'Ada can only pick up a balloon when she stands on it.',
      'Move forward two times, then Pick up.',
      'Start with: Move forward. The balloon is two squares away, so "Pick up" comes after two steps.',
    ],
    grid: ['S.*.G'],
    startDir: 'east',
    toolbox,
    maxBlocks: 8,
    idealBlocks: 5,
  },
  {
    id: 'birthday-4',
    gameId,
    world: 'birthday',
    number: 4,
    title: 'Up the stairs',
    intro: 'The party is upstairs. Pick up the balloon on the way, then turn and go up.',
    hints: [
      'The balloon is right next to Ada.',
      "After the balloon, walk to the corner. Up is on Ada's left.",
      'Start with: Move forward. One step puts Ada on the balloon. Pick it up, step to the corner and turn left.',
    ],
    grid: ['##G', '##.', 'S*.'],
    startDir: 'east',
    toolbox,
    maxBlocks: 9,
    idealBlocks: 6,
  },
  {
    id: 'birthday-5',
    gameId,
    world: 'birthday',
    number: 5,
    title: 'Two balloons',
    intro: 'Two balloons this time! Pick up both of them, then find the flag.',
    hints: [
      'Follow the path with your finger first. Where does Ada turn?',
      'Ada turns right at the first corner and left at the second.',
      'Start with: Move forward. That puts Ada on the first balloon. The second one is just before her last turn.',
    ],
    grid: ['S*.#', '##.#', '##*G'],
    startDir: 'east',
    toolbox,
    maxBlocks: 12,
    idealBlocks: 9,
  },
  {
    id: 'birthday-6',
    gameId,
    world: 'birthday',
    number: 6,
    title: 'The long way round',
    intro:
      'The party room is at the end of a long path. Pick up both balloons and bring them to the flag. Plan every step!',
    hints: [
      'Ada goes along, then up, then back the other way.',
      'Both turns are left turns.',
      'Start with: Move forward and Pick up. Two more steps take Ada to the corner. The second balloon is at the top.',
    ],
    grid: ['#G.*#', '###.#', 'S*..#'],
    startDir: 'east',
    toolbox,
    maxBlocks: 15,
    idealBlocks: 11,
  },
] satisfies Level[];

import type { GameLevel } from '../../src/domain/code-lab/stages/game/game-level';
import type { BlockKind } from '../../src/domain/code-lab/program';
import type { GameKey, ScriptedInput, SpriteStart } from '../../src/domain/code-lab/stages/game/game-types';
import { sprite } from './game';

// Code Racer's puzzles (docs/product/code-lab.md#game-lab, docs/decisions/402-the-game-lab.md): a
// car made in the Game Lab. It starts with its speed (a property), steers by key events, counts
// its laps by touching the line, and keeps away from the rocks. "Check my game" drives it with
// the scripted player's keys; the reference solutions are on the server only (solutions/racer.ts).

const keys = (key: GameKey, frames: readonly number[]): ScriptedInput[] =>
  frames.map((frame) => ({ frame, key }));

/** Right turns for laps of the square track, one every 40 frames from frame 40. */
const lapTurns = (laps: number): number[] => Array.from({ length: laps * 4 }, (_, i) => 40 + 40 * i);

/** The red car, facing up the screen. */
const car = (x: number, y: number, speed = 0): SpriteStart => sprite('red-car', x, y, { direction: 0, speed });

/** The square track of racer-4 to racer-6: its line above the car, a rock in the middle. */
const squareTrack = (redCar: SpriteStart): SpriteStart[] => [redCar, sprite('line', 100, 250), sprite('rock', 200, 200)];

/** The blocks that set, change and turn the car, from racer-3 on. */
const DRIVING: BlockKind[] = ['sprite-set', 'sprite-change', 'sprite-turn-right', 'sprite-turn-left'];

/** A racing puzzle: the world, its id and its number said once. */
const racer = (number: number, level: Omit<GameLevel, 'id' | 'kind' | 'world' | 'number'>): GameLevel => ({
  id: `racer-${number}`,
  kind: 'game',
  world: 'racer',
  number,
  ...level,
});

export const racerLevels: GameLevel[] = [
  racer(1, {
    title: 'Start your engine',
    intro:
      'The red car is a sprite with a speed. Its speed is 0, so it stands still. Set its speed when the game starts, and reach the line in 3 seconds!',
    hints: [
      'A car with speed 5 moves 5 steps every tick, by itself.',
      'Use a "Set a property" block: pick the red car and its speed.',
      'Start with: When the game starts. Set the red car’s speed to 5, and it drives to the line.',
    ],
    toolbox: ['sprite-set', 'sprite-change'],
    events: ['start'],
    maxBlocks: 4,
    idealBlocks: 2,
    scene: { sprites: [car(200, 370), sprite('line', 200, 60)], seed: 11 },
    script: [],
    maxFrames: 120,
    criteria: [
      { type: 'has-handler', event: { kind: 'start' } },
      { type: 'touched-before', sprite: 'red-car', other: 'line', times: 1, frame: 90 },
    ],
  }),
  racer(2, {
    title: 'Round the rock',
    intro:
      'A rock is in the way! Steer the car round it with the arrow keys: the right arrow turns right, the left arrow turns left.',
    hints: [
      'The check presses the right arrow, then the left arrow a little later.',
      'Turn 45 degrees each time: a small turn is enough to miss the rock.',
      'Start with: When a key is pressed. Pick the right arrow and turn the red car right 45 degrees. Then the same for the left.',
    ],
    toolbox: ['sprite-turn-right', 'sprite-turn-left', 'sprite-set'],
    events: ['start', 'key'],
    maxBlocks: 6,
    idealBlocks: 4,
    scene: { sprites: [car(200, 370, 4), sprite('rock', 200, 230), sprite('line', 245, 80)], seed: 12 },
    script: [...keys('right', [10]), ...keys('left', [25])],
    maxFrames: 120,
    criteria: [
      { type: 'has-handler', event: { kind: 'key', key: 'right' } },
      { type: 'has-handler', event: { kind: 'key', key: 'left' } },
      { type: 'never-touched', sprite: 'red-car', other: 'rock' },
      { type: 'touched-before', sprite: 'red-car', other: 'line', times: 1, frame: 110 },
    ],
  }),
  racer(3, {
    title: 'Faster, slower',
    intro:
      'Speed is a property you can change. The up arrow makes the car faster, the down arrow slower. Cross the line, then stop before the rock!',
    hints: [
      'The check presses the up arrow 3 times, then the down arrow 3 times.',
      'Change the speed by 2 each time: up adds 2, down takes 2 away.',
      'Start with: When a key is pressed. Pick the up arrow and change the red car’s speed by 2. The down arrow changes it by -2.',
    ],
    toolbox: DRIVING,
    events: ['start', 'key'],
    maxBlocks: 6,
    idealBlocks: 4,
    scene: { sprites: [car(200, 380), sprite('line', 200, 190), sprite('rock', 200, 40)], seed: 13 },
    script: [...keys('up', [5, 10, 15]), ...keys('down', [50, 52, 54])],
    maxFrames: 150,
    criteria: [
      { type: 'has-handler', event: { kind: 'key', key: 'up' } },
      { type: 'has-handler', event: { kind: 'key', key: 'down' } },
      { type: 'touched-before', sprite: 'red-car', other: 'line', times: 1, frame: 50 },
      { type: 'never-touched', sprite: 'red-car', other: 'rock' },
    ],
  }),
  racer(4, {
    title: 'Once round the track',
    intro:
      'Now a real track: a square round the rocks. The car drives by itself. Make the right arrow turn it, and go once round to the line again.',
    hints: [
      'A square has four corners. The check presses the right arrow at each one.',
      'Each corner is a quarter turn: 90 degrees.',
      'Start with: When a key is pressed. Pick the right arrow, and turn the red car right 90 degrees.',
    ],
    toolbox: DRIVING,
    events: ['start', 'key'],
    maxBlocks: 5,
    idealBlocks: 2,
    scene: { sprites: squareTrack(car(100, 300, 5)), seed: 14 },
    script: keys('right', lapTurns(1)),
    maxFrames: 210,
    criteria: [
      { type: 'has-handler', event: { kind: 'key', key: 'right' } },
      { type: 'never-touched', sprite: 'red-car', other: 'rock' },
      { type: 'touched-before', sprite: 'red-car', other: 'line', times: 2, frame: 200 },
    ],
  }),
  racer(5, {
    title: 'Count the laps',
    intro:
      'Race twice round the track, and let the score count: each time the car touches the line, add a point. Three points and the race is done!',
    hints: [
      'The car touches the line at the start, and once after each lap.',
      'When the red car touches the line, change the score by 1. The right arrow still turns 90 degrees.',
      'Start with: When a key is pressed, for the turns. Then When a sprite touches another, with the red car and the line.',
    ],
    toolbox: [...DRIVING, 'score'],
    events: ['start', 'key', 'touch'],
    maxBlocks: 7,
    idealBlocks: 4,
    scene: { sprites: squareTrack(car(100, 300, 5)), seed: 15 },
    script: keys('right', lapTurns(2)),
    maxFrames: 360,
    criteria: [
      { type: 'has-handler', event: { kind: 'touch', sprite: 'red-car', other: 'line' } },
      { type: 'never-touched', sprite: 'red-car', other: 'rock' },
      { type: 'score-reaches', score: 3 },
    ],
  }),
  racer(6, {
    title: 'The big race',
    intro:
      'The big race! The car starts still: speed up with the up arrow, turn at the corners, count your laps and keep off the rocks. Finish before the time runs out.',
    hints: [
      'The up arrow adds 5 to the speed. The check presses it once, at the start.',
      'The right arrow turns 90 degrees. Each time the car touches the line, add a point.',
      'Start with: When a key is pressed, for the up arrow. Then one for the right arrow, and When a sprite touches another for the line.',
    ],
    toolbox: [...DRIVING, 'score', 'say', 'call'],
    events: ['start', 'key', 'touch'],
    maxBlocks: 10,
    idealBlocks: 6,
    scene: { sprites: [...squareTrack(car(100, 310)), sprite('rock-2', 100, 40)], timerFrames: 360, seed: 16 },
    script: [...keys('up', [1]), ...keys('right', lapTurns(2).map((f) => f + 3))],
    maxFrames: 360,
    criteria: [
      { type: 'has-handler', event: { kind: 'key', key: 'up' } },
      { type: 'has-handler', event: { kind: 'touch', sprite: 'red-car', other: 'line' } },
      { type: 'never-touched', sprite: 'red-car', other: 'rock' },
      { type: 'never-touched', sprite: 'red-car', other: 'rock-2' },
      { type: 'score-reaches', score: 3 },
    ],
  }),
];

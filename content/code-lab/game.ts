import type { GameLevel } from '../../src/domain/code-lab/stages/game/game-level';
import type { Costume, SpriteId, SpriteStart } from '../../src/domain/code-lab/stages/game/game-types';

// The Game Lab's puzzles (docs/product/code-lab.md#game-lab, docs/decisions/402-the-game-lab.md):
// a child makes a game from events and sprites, one idea a puzzle: when the game starts, keys,
// taps, touches, the score, speech, every tick, then a small catch game with a score and a timer.
// Each puzzle's scene, scripted player and criteria are here; its reference solution is on the
// server only (solutions/game.ts). Frames: 30 a second.

/** A sprite's costume: its name's (the second star is a star, the second rock a rock). */
const costumeOf = (id: SpriteId): Costume => (id === 'star-2' ? 'star' : id === 'rock-2' ? 'rock' : id);

/** A sprite as a scene starts it, in its name's costume. */
export const sprite = (
  id: SpriteId,
  x: number,
  y: number,
  more: Partial<Pick<SpriteStart, 'direction' | 'speed' | 'visible'>> = {},
): SpriteStart => ({
  id,
  costume: costumeOf(id),
  x,
  y,
  direction: more.direction ?? 90,
  speed: more.speed ?? 0,
  visible: more.visible ?? true,
});

export const gameLevels = [
  {
    id: 'game-1',
    kind: 'game',
    world: 'game',
    number: 1,
    title: 'The cat moves',
    intro:
      'This is a game! Things in it, like the cat, are sprites. Make the cat walk when the game starts.',
    hints: [
      'A "When the game starts" block runs the blocks under it once, at the start.',
      'Put a "Move a sprite forward" block under it, and pick the cat.',
      'Start with: When the game starts. Under it, move the cat forward 50 steps.',
    ],
    toolbox: ['sprite-move'],
    events: ['start'],
    maxBlocks: 4,
    idealBlocks: 2,
    scene: { sprites: [sprite('cat', 100, 200)], seed: 1 },
    script: [],
    maxFrames: 30,
    criteria: [
      { type: 'has-handler', event: { kind: 'start' } },
      { type: 'moved', sprite: 'cat', distance: 50 },
    ],
  },
  {
    id: 'game-2',
    kind: 'game',
    world: 'game',
    number: 2,
    title: 'Arrow keys',
    intro:
      'Games listen to keys. When the right arrow is pressed, move the cat. Get it to the star!',
    hints: [
      'A "When a key is pressed" block waits for a key. Pick the right arrow.',
      'The check presses the right arrow 5 times. Each press moves the cat forward.',
      'Start with: When a key is pressed. Each press moves the cat 30 steps towards the star.',
    ],
    toolbox: ['sprite-move'],
    events: ['start', 'key'],
    maxBlocks: 4,
    idealBlocks: 2,
    scene: { sprites: [sprite('cat', 100, 200), sprite('star', 250, 200)], seed: 2 },
    script: [15, 30, 45, 60, 75].map((frame) => ({ frame, key: 'right' as const })),
    maxFrames: 90,
    criteria: [
      { type: 'has-handler', event: { kind: 'key', key: 'right' } },
      { type: 'touched', sprite: 'cat', other: 'star', times: 1 },
    ],
  },
  {
    id: 'game-3',
    kind: 'game',
    world: 'game',
    number: 3,
    title: 'Tap the robot',
    intro:
      'Sprites can listen for a tap too. Tap the robot to make it jump up to the star.',
    hints: [
      'A "When a sprite is tapped" block waits for a tap. Pick the robot.',
      'The robot faces up, so moving forward takes it up. The check taps it 4 times.',
      'Start with: When a sprite is tapped. Each tap moves the robot 50 steps up, and the fourth reaches the star.',
    ],
    toolbox: ['sprite-move', 'sprite-turn-right', 'sprite-turn-left'],
    events: ['start', 'key', 'tap'],
    maxBlocks: 5,
    idealBlocks: 2,
    scene: {
      sprites: [sprite('robot', 200, 350, { direction: 0 }), sprite('star', 200, 150), sprite('cat', 70, 70)],
      seed: 3,
    },
    script: [15, 40, 65, 90].map((frame) => ({ frame, tap: 'robot' as const })),
    maxFrames: 120,
    criteria: [
      { type: 'has-handler', event: { kind: 'tap', sprite: 'robot' } },
      { type: 'touched', sprite: 'robot', other: 'star', times: 1 },
    ],
  },
  {
    id: 'game-4',
    kind: 'game',
    world: 'game',
    number: 4,
    title: 'Crunch the apple',
    intro:
      'The cat runs by itself: its speed is 3. When the cat touches the apple, the apple is gone. Make it hide!',
    hints: [
      'A "When a sprite touches another" block runs when two sprites meet. Pick the cat and the apple.',
      'Under it, hide the apple.',
      'Start with: When a sprite touches another. The cat meets the apple, and the apple hides.',
    ],
    toolbox: ['sprite-move', 'sprite-show', 'sprite-hide'],
    events: ['start', 'key', 'tap', 'touch'],
    maxBlocks: 5,
    idealBlocks: 2,
    scene: {
      sprites: [
        sprite('cat', 60, 200, { speed: 3 }),
        sprite('apple', 240, 200),
        sprite('robot', 320, 330, { direction: 0 }),
      ],
      seed: 4,
    },
    script: [],
    maxFrames: 120,
    criteria: [
      { type: 'has-handler', event: { kind: 'touch', sprite: 'cat', other: 'apple' } },
      { type: 'property-was', sprite: 'apple', property: 'visible', value: false },
    ],
  },
  {
    id: 'game-5',
    kind: 'game',
    world: 'game',
    number: 5,
    title: 'Keep the score',
    intro:
      'A game keeps a score. Each time the cat touches the star, add a point and move the star on. Get 3 points!',
    hints: [
      'When the cat touches the star, change the score by 1.',
      'Then move the star forward 50 steps, so the cat can catch it again.',
      'Start with: When a sprite touches another. Pick the cat and the star, then change the score and move the star.',
    ],
    toolbox: ['sprite-move', 'sprite-show', 'sprite-hide', 'score'],
    events: ['start', 'key', 'tap', 'touch'],
    maxBlocks: 6,
    idealBlocks: 3,
    scene: {
      sprites: [sprite('cat', 40, 200, { speed: 3 }), sprite('star', 140, 200), sprite('apple', 300, 330)],
      seed: 5,
    },
    script: [],
    maxFrames: 150,
    criteria: [
      { type: 'has-handler', event: { kind: 'touch', sprite: 'cat', other: 'star' } },
      { type: 'score-reaches', score: 3 },
    ],
  },
  {
    id: 'game-6',
    kind: 'game',
    world: 'game',
    number: 6,
    title: 'Say hello',
    intro:
      'Sprites can talk in speech bubbles. When you tap the robot, it says hello. When you press space, the cat says meow.',
    hints: [
      'You need two event blocks: one for a tap on the robot, one for the space bar.',
      'A "Say" block shows words in a bubble. Pick what each sprite says.',
      'Start with: When a sprite is tapped. The robot says "hello"; then the space bar makes the cat say "meow".',
    ],
    toolbox: ['sprite-move', 'score', 'say'],
    events: ['start', 'key', 'tap', 'touch'],
    maxBlocks: 6,
    idealBlocks: 4,
    scene: {
      sprites: [sprite('robot', 280, 200), sprite('cat', 120, 200), sprite('star', 200, 60)],
      seed: 6,
    },
    script: [
      { frame: 20, tap: 'robot' },
      { frame: 80, key: 'space' },
    ],
    maxFrames: 150,
    criteria: [
      { type: 'said', sprite: 'robot', phrase: 'hello' },
      { type: 'said', sprite: 'cat', phrase: 'meow' },
    ],
  },
  {
    id: 'game-7',
    kind: 'game',
    world: 'game',
    number: 7,
    title: 'Every tick',
    intro:
      'An "Every tick" block runs 30 times a second. Move the cat a little every tick to reach the flag in time. Then make it say "You win!".',
    hints: [
      'Moving 5 steps every tick gets the cat to the flag in about 2 seconds.',
      'Every tick, also ask: is the cat touching the flag? If it is, the cat says "You win!".',
      'Start with: Every tick. Inside it, move the cat forward 5 steps, then an If touching block with a Say inside.',
    ],
    toolbox: ['sprite-move', 'score', 'say', 'if-touching', 'repeat', 'call'],
    events: ['start', 'key', 'tap', 'touch', 'tick'],
    maxBlocks: 8,
    idealBlocks: 4,
    scene: {
      sprites: [sprite('cat', 40, 200), sprite('goal', 340, 200), sprite('robot', 200, 330, { direction: 0 })],
      seed: 7,
    },
    script: [],
    maxFrames: 120,
    criteria: [
      { type: 'has-handler', event: { kind: 'tick' } },
      { type: 'touched-before', sprite: 'cat', other: 'goal', times: 1, frame: 90 },
      { type: 'said', sprite: 'cat', phrase: 'you-win' },
    ],
  },
  {
    id: 'game-8',
    kind: 'game',
    world: 'game',
    number: 8,
    title: 'Apple catch',
    intro:
      'A real game! Move the cat with the arrow keys to catch the falling apples, and keep away from the rock. Catch 3 before the time runs out.',
    hints: [
      'The right arrow changes the cat’s x by 40; the left arrow changes it by -40.',
      'When the cat touches the apple: add a point, and send the apple back up to x 200, y 40.',
      'Start with: When a key is pressed. Then the other arrow, then When a sprite touches another for the catch.',
    ],
    toolbox: ['sprite-move', 'sprite-go', 'sprite-change', 'sprite-set', 'score', 'say', 'call'],
    events: ['start', 'key', 'tap', 'touch', 'tick'],
    maxBlocks: 12,
    idealBlocks: 7,
    scene: {
      sprites: [
        sprite('cat', 80, 360),
        sprite('apple', 200, 40, { direction: 180, speed: 5 }),
        sprite('rock', 80, 40, { direction: 180, speed: 5 }),
      ],
      timerFrames: 300,
      seed: 8,
    },
    script: [5, 10, 15].map((frame) => ({ frame, key: 'right' as const })),
    maxFrames: 300,
    criteria: [
      { type: 'has-handler', event: { kind: 'key', key: 'right' } },
      { type: 'has-handler', event: { kind: 'key', key: 'left' } },
      { type: 'never-touched', sprite: 'cat', other: 'rock' },
      { type: 'score-reaches', score: 3 },
    ],
  },
] satisfies GameLevel[];

import type { WorldGuideWords } from '../guide-types';

// The Game Lab guide (content/code-lab/game.ts): a game made of sprites and event blocks. Each
// mistake is a game a child can build there, and game-mistakes.test.ts checks it stops at the
// criterion the mistake is about.
export const gameGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'game',
  objective:
    'Children make games from events, choosing what happens when the game starts, a key is pressed, a sprite is tapped or two sprites touch, and keep a score.',
  vocabulary: [
    { term: 'sprite', meaning: 'A thing in a game, like the cat or the star, that can move, hide and talk.' },
    { term: 'event', meaning: 'Something that happens in a game: a key pressed, a tap, two sprites touching.' },
    { term: 'event block', meaning: 'A "When …" block: the blocks under it run each time its event happens.' },
    { term: 'score', meaning: 'A number the game keeps, like points for each apple caught.' },
    { term: 'tick', meaning: 'One small moment of a game: there are 30 ticks in a second.' },
  ],
  warmUp: {
    title: 'When I clap',
    minutes: 10,
    materials: ['Three cards on the board: "When I clap", "When I say go", "When you touch the wall"'],
    steps: [
      'Under each card, the class chooses one thing to do: "When I clap: jump once".',
      'Play: the teacher claps, says go, or a child walks to the wall, and everyone does what its card says.',
      'Add a score: "When you touch the wall: the class gets a point". Count the points on the board.',
      'Ask: what happens if we clap and no card says clap? Nothing: no event block, nothing runs.',
      'Swap: a child writes a new card and what happens under it, and the class plays it.',
    ],
  },
  discussion: [
    'Which event block did you use for each thing in your game, and why that one?',
    'How does the game know a point was scored, and what makes the cat able to score again?',
    'What is the difference between "When the game starts" and "Every tick"?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children build each game from event blocks, each with the sequence of blocks it runs, and an If inside a tick.',
    },
    {
      code: '1B-AP-12',
      how: 'Children change a sprite in a game they were given (its speed, where it goes) to make it do something new.',
    },
    {
      code: '1B-AP-15',
      how: '"Check my game" plays the level and says the first thing that did not happen, and children fix that part and test again.',
    },
  ],
  lessons: ['objects', 'game-dev'],
  mistakes: {
    'game-1': [
      'Keeps the block\'s 10 steps, so the cat moves too little. Ask: "How far must the cat walk? Which number says how far?"',
    ],
    'game-2': [
      'Picks the left arrow in the key block, so nothing moves when the right arrow is pressed. Ask: "Which arrow does the check press? Which way is the star?"',
      'Moves the cat 10 steps a press, so five presses do not reach the star. Ask: "How far is the star? How far must each of the five presses go?"',
    ],
    'game-3': [
      'Picks the cat in the tap block, so tapping the robot does nothing. Ask: "Which sprite does the check tap?"',
      'Moves the robot 10 steps a tap, so it stops far below the star. Ask: "How far is the star above the robot? How many taps are there?"',
    ],
    'game-4': [
      'Hides the cat instead of the apple when they touch. Ask: "Which sprite should be gone after the crunch?"',
      'Hides the apple when the game starts, before the cat reaches it. Ask: "When should the apple go: at the start, or when the cat touches it?"',
    ],
    'game-5': [
      'Adds the point but does not move the star on, so the cat scores only once. Ask: "After the first point, where is the star? Can the cat touch it again?"',
    ],
    'game-6': [
      'Picks the cat in the Say block under the robot\'s tap, so the robot never says hello. Ask: "Who should talk when the robot is tapped?"',
      'Uses the right arrow instead of the space bar for the cat\'s meow. Ask: "Which key does the check press for the cat?"',
    ],
    'game-7': [
      'Moves the cat 1 or 2 steps a tick, so it reaches the flag too late. Ask: "How many steps a tick get the cat to the flag in 3 seconds?"',
      'Asks in the If whether the cat touches the robot, so it never says "You win!". Ask: "Which sprite must the cat touch to win?"',
    ],
    'game-8': [
      'Gives only the right arrow an event block, so the cat cannot come back. Ask: "A player needs to go both ways. Which arrow has no event block?"',
      'Changes the cat\'s x by 20, so it never gets under the apple. Ask: "How far is the apple from the cat? How many presses does the check make?"',
      'Adds the point but does not send the apple back up, so it is caught only once. Ask: "After a catch, where does the apple go? How can it fall again?"',
    ],
  },
};

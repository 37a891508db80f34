import type { WorldGuideWords } from '../guide-types';

// The Code Racer guide (content/code-lab/racer.ts): a car as an object with properties, steered by
// key events. Each mistake is a game a child can build there, and game-mistakes.test.ts checks it
// stops at the criterion the mistake is about.
export const racerGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'racer',
  objective:
    'Children program a car as an object with properties, setting and changing its speed and direction with key events, and count laps with a score.',
  vocabulary: [
    { term: 'object', meaning: 'A thing in a program with its own properties, like the red car.' },
    { term: 'property', meaning: 'Something an object has that can change: the car\'s speed, its direction.' },
    { term: 'speed', meaning: 'How many steps the car moves by itself every tick.' },
    { term: 'direction', meaning: 'Which way the car faces, in degrees: 0 is up, 90 is right.' },
    { term: 'lap', meaning: 'Once round the track, back to the line.' },
  ],
  warmUp: {
    title: 'Human race car',
    minutes: 10,
    materials: ['A square track of four cones or chairs', 'A card on the board: "speed" and "direction"'],
    steps: [
      'One child is the car and stands at the line facing the track; another child is the driver.',
      'The driver can only say "speed up", "slow down", "turn right" or "turn left": the car does only that.',
      'The car walks by itself at its speed: one step, two steps or three steps each clap of the teacher.',
      'Drive once round the track; the class counts each time the car passes the line.',
      'Ask: which words changed the car\'s speed, and which its direction?',
    ],
  },
  discussion: [
    'What are the red car\'s properties, and which blocks change each one?',
    'Why does a square track need four turns of 90 degrees?',
    'How does the score know how many laps the car has raced?',
  ],
  standards: [
    {
      code: '1B-AP-09',
      how: 'The car\'s speed and direction are values the program sets and changes, as variables hold values.',
    },
    {
      code: '1B-AP-10',
      how: 'Each race is built from key and touch events, each with the blocks it runs.',
    },
    {
      code: '1B-AP-15',
      how: '"Check my game" drives the car with the level\'s keys and says the first thing that went wrong, and children fix it and test again.',
    },
  ],
  lessons: ['objects', 'game-dev'],
  mistakes: {
    'racer-1': [
      'Sets the speed to 1 or 2, so the car does not reach the line in 3 seconds. Ask: "How far does the car go each tick at that speed? Is that enough?"',
      'Sets the car\'s direction instead of its speed, so it stands still. Ask: "Which property makes the car go?"',
    ],
    'racer-2': [
      'Turns left under the right arrow too, so the car drives away from the line. Ask: "When the right arrow is pressed, which way should the car turn?"',
      'Gives only the right arrow an event block, so the car cannot turn back. Ask: "Which arrow does the check press after the right one?"',
    ],
    'racer-3': [
      'Changes the speed by 1, so the car is too slow to cross the line in time. Ask: "How much faster must each press make the car?"',
      'Gives only the up arrow an event block, so the car cannot slow down before the rock. Ask: "Which key slows the car down?"',
    ],
    'racer-4': [
      'Turns 45 degrees at each corner, so the car drives off the track and never comes back to the line. Ask: "How far must the car turn at a corner of a square?"',
      'Turns left under the right arrow, so the car leaves the track. Ask: "Which way does the track go round the rocks?"',
    ],
    'racer-5': [
      'Adds a point on the right arrow instead of on the line, so turns are counted, not laps. Ask: "When is a lap done?"',
      'Counts the line but forgets the turns, so the car never comes back round. Ask: "What makes the car go round the track again?"',
    ],
    'racer-6': [
      'Forgets the up arrow, so the car never starts. Ask: "What is the car\'s speed at the start? Which key speeds it up?"',
      'Changes the speed by 2 on the up arrow, so the car is too slow and turns too early into a rock. Ask: "How fast was the car in the last races?"',
    ],
  },
};

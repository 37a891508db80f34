import type { WorldGuideWords } from '../guide-types';

// The Lost Finder guide (content/code-lab/lost-finder.ts): decisions. Each mistake is a program a
// child can build there, and mistakes.test.ts runs it to the outcome the mistake names.
export const lostFinderGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'lost-finder',
  objective:
    'Children write a program that looks before every step, with "Repeat until the flag" and If blocks, so Ada finds her way on a path nobody counted for her.',
  vocabulary: [
    {
      term: 'condition',
      meaning: 'A question with a yes or no answer, like "Is there a path ahead?"',
    },
    { term: 'If', meaning: 'Do the blocks inside only when the answer is yes.' },
    { term: 'Otherwise', meaning: 'What to do when the answer is no.' },
    {
      term: 'Repeat until the flag',
      meaning: 'Keep going round until Ada is on the flag, with no number to count.',
    },
    { term: 'wall follower', meaning: 'A maze trick: keep one hand on the wall and never let go.' },
  ],
  warmUp: {
    title: 'Look, then step',
    minutes: 10,
    materials: [
      'Chairs or masking tape to make a short winding path',
      'A question card: "Is there a path ahead? Yes: step. No: turn right."',
      'A paper flag and a paper balloon',
    ],
    steps: [
      'Build a short path with chairs where every turn is a right turn, and put the flag at the end.',
      "The robot child keeps their eyes on their feet and may only ask the card's question before each step.",
      'The class answers yes or no and the robot does what the card says, again and again, until it stands on the flag.',
      'Change the path so one turn goes left. Does the card still work? What question must we add?',
      'Drop a balloon on the path: which question does the robot need now, and when should it ask it?',
    ],
  },
  discussion: [
    'Why does "Repeat until the flag" work on a path of any length, when Repeat 7 works on only one?',
    'What does Ada do when the answer to an If is no? What happens when there is no Otherwise?',
    'Would keeping a hand on the wall get you out of every maze? Can you draw one where it would not?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children put conditionals (If, Otherwise, and an If inside an Otherwise) inside a loop that runs until the flag.',
    },
    {
      code: '1B-AP-15',
      how: 'When Ada goes round and round or misses a balloon, children find the question or the answer that is wrong and run again.',
    },
  ],
  lessons: ['conditionals', 'loops'],
  mistakes: {
    'lost-finder-1': [
      'Puts Move forward under the Repeat until the flag, not inside it, so Ada never moves and the run says she goes round and round. Ask: "Which blocks does the Repeat run again and again?"',
      'Uses Move forward blocks with no Repeat and runs out of blocks before the flag. Ask: "Which block keeps going without a number to count?"',
    ],
    'lost-finder-2': [
      'Leaves the Otherwise empty, so Ada stops at the first wall and the run says she goes round and round. Ask: "What should Ada do when the answer is no?"',
      'Puts Turn right under the If, not in its Otherwise, so Ada turns after every step and circles. Ask: "Should Ada turn every time, or only when the way ahead is blocked?"',
      'Swaps the two blocks, so Ada turns when the way is open and walks into the wall. Ask: "When there is a path ahead, what should Ada do?"',
    ],
    'lost-finder-3': [
      'Puts If on a balloon under the Repeat until the flag, so it never runs and all three balloons are missed. Ask: "Does Ada ever get to a block that is under the Repeat?"',
      'Puts Move forward inside If on a balloon, so Ada stands still on the first empty square. Ask: "When Ada is not on a balloon, does she still take a step?"',
    ],
    'lost-finder-4': [
      'Turns the same way at every wall, so Ada turns back along the path and goes round and round. Ask: "At the second corner, is the open path on Ada\'s left or her right?"',
      'Swaps the turns in the second If, so Ada spins on the first corner. Ask: "If the path is on your left, which way do you turn to face it?"',
    ],
    'lost-finder-5': [
      'Leaves out If on a balloon, so Ada reaches the flag with no balloons. Ask: "What question can Ada ask about the square she is standing on?"',
      'Puts If on a balloon inside the Otherwise, so Ada only looks down when she turns and misses two balloons. Ask: "When does that If run: after every step, or only at a corner?"',
      'Turns left at the wall, so Ada goes round and round. Ask: "At the first corner, which way does the path go?"',
    ],
    'lost-finder-6': [
      'Turns right with no Move forward after it, so Ada turns away from the open path and walks back and forth along the top. Ask: "Ada has turned to face the path on her right: what must she do before she looks again?"',
      'Turns right in the last Otherwise as well, so Ada never gets out of the top of the maze and goes round and round. Ask: "With walls on the right and ahead, which way is still open?"',
    ],
  },
};

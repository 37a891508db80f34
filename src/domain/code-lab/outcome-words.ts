// What a run means, in words an 8-year-old can read (docs/product/code-lab.md#feedback).
// "Step N" counts the action blocks Ada ran (move, turn, pick up, pen, colour), starting at 1,
// so it matches what the child watched her do; the failing block is also marked in the program.
import { wordsForEvent } from './blocks';
import type { RunResult, TraceStep } from './interpreter';
import { isPenLevel, parseGrid, type Level } from './level-types';
import type { FunctionName } from './program';

const LOOP_WORDS = 'Ada is going round and round: the same moves again and again';

const balloons = (n: number) => (n === 1 ? 'a balloon' : `${n} balloons`);
const lines = (n: number) => (n === 1 ? '1 line' : `${n} lines`);

/** A pen run that ended with another drawing: what is there and what is not. */
function drawingWords(result: RunResult): string {
  const match = result.pen?.match;
  if (!match) return 'The drawing is not the same as the picture yet.';
  const drew = `Ada drew ${match.matched} of the ${lines(match.target)} in the picture`;
  if (match.extra === 0) return `${drew}. Keep going!`;
  return `${drew}, and ${lines(match.extra)} that ${match.extra === 1 ? 'is' : 'are'} not in it.`;
}

export function describeRun(result: RunResult, level: Level): string {
  switch (result.outcome) {
    case 'solved':
      return 'You did it!';
    case 'crashed':
      return isPenLevel(level)
        ? `Ada went off the paper at step ${result.actions}.`
        : `Ada bumped into a wall at step ${result.actions}.`;
    case 'ended-short':
      return 'Ada stopped before the flag. Add more blocks!';
    case 'missed-items': {
      const missed = parseGrid(level).items.length - result.itemsCollected;
      return `Ada reached the flag but missed ${balloons(missed)}. Pick up every balloon first!`;
    }
    case 'wrong-drawing':
      return drawingWords(result);
    case 'needs-function':
      return 'That works! Not yet, though: this puzzle wants a function. Make one and use it.';
    case 'unused-function':
      return 'That works! Not yet, though: you made a function and never used it. Use it, or take it away.';
    case 'loop':
      return LOOP_WORDS;
    case 'timeout':
      return 'Ada went round and round! Your program took too many steps.';
  }
}

/**
 * One step of a run, for the polite announcement while it plays and for the stage's words
 * beside Ada (each block's words are in its entry in blocks.ts). "Pick up" where there is
 * nothing is not an error: the run goes on.
 */
export function describeStep(step: TraceStep, functionName?: FunctionName): string {
  return wordsForEvent(step.event, {
    heading: (step.pen?.heading ?? step.pose.dir).replace('-', ' '),
    ...(step.pen ? { color: step.pen.color } : {}),
    ...(functionName ? { name: functionName } : {}),
  });
}

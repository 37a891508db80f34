// What a run means, in words an 8-year-old can read (docs/product/code-lab.md#feedback).
// "Step N" counts the action blocks Ada ran (move, turn, pick up), starting at 1, so it
// matches what the child watched her do; the failing block is also marked in the program.
import type { RunResult, TraceStep } from './interpreter';
import type { Level } from './level-types';
import { parseGrid } from './level-types';

const LOOP_WORDS = 'Ada is going round and round: the same moves again and again';

const balloons = (n: number) => (n === 1 ? 'a balloon' : `${n} balloons`);

export function describeRun(result: RunResult, level: Level): string {
  switch (result.outcome) {
    case 'solved':
      return 'You did it!';
    case 'crashed':
      return `Ada bumped into a wall at step ${result.actions}.`;
    case 'ended-short':
      return 'Ada stopped before the flag. Add more blocks!';
    case 'missed-items': {
      const missed = parseGrid(level).items.length - result.itemsCollected;
      return `Ada reached the flag but missed ${balloons(missed)}. Pick up every balloon first!`;
    }
    case 'loop':
      return LOOP_WORDS;
    case 'timeout':
      return 'Ada went round and round! Your program took too many steps.';
  }
}

/**
 * One step of a run, for the polite announcement while it plays and for the stage's words
 * beside Ada. "Pick up" where there is nothing is not an error: the run goes on.
 */
export function describeStep(step: TraceStep): string {
  switch (step.event) {
    case 'move':
      return 'Ada moved forward.';
    case 'turn':
      return `Ada turned. She is facing ${step.pose.dir}.`;
    case 'collect':
      return 'Ada picked up a balloon.';
    case 'collect-nothing':
      return 'Nothing to pick up here';
    case 'check-true':
      return 'Yes!';
    case 'check-false':
      return 'No.';
    case 'repeat':
      return 'Again!';
    case 'crash':
      return 'Bump! A wall.';
    case 'goal':
      return 'Ada reached the flag.';
  }
}

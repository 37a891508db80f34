// What a run means, in words an 8-year-old can read (docs/product/code-lab.md#feedback), in the
// page's language: each is one whole message of the catalogue (locales/<lang>/web/codeLab),
// said by the `t` the caller passes.
// "Step N" counts the action blocks Ada ran (move, turn, pick up, pen, colour), starting at 1,
// so it matches what the child watched her do; the failing block is also marked in the program.
import type { Translate } from '../../i18n/translate';
import { wordsKeyForEvent } from './blocks';
import type { RunResult, TraceStep } from './interpreter';
import { isPenLevel, parseGrid, type Level } from './level-types';
import type { FunctionName, PenColor } from './program';

/** A pen colour's name ("red"), in the page's language. */
export const colorWords = (color: PenColor, t: Translate): string => t(`codeLab.color.${color}`);

/** A function's name as a child reads it ("square"); its code keeps the English name. */
export const functionWords = (name: FunctionName, t: Translate): string => t(`codeLab.fn.${name}`);

/** A pen run that ended with another drawing: what is there and what is not. */
function drawingWords(result: RunResult, t: Translate): string {
  const match = result.pen?.match;
  if (!match) return t('codeLab.outcome.drawingNotSame');
  const counts = { matched: match.matched, target: match.target };
  return match.extra === 0
    ? t('codeLab.outcome.drawingPart', counts)
    : t('codeLab.outcome.drawingExtra', { ...counts, extra: match.extra });
}

export function describeRun(result: RunResult, level: Level, t: Translate): string {
  switch (result.outcome) {
    case 'solved':
      return t('codeLab.outcome.solved');
    case 'crashed':
      return isPenLevel(level)
        ? t('codeLab.outcome.crashedPen', { step: result.actions })
        : t('codeLab.outcome.crashed', { step: result.actions });
    case 'ended-short':
      return t('codeLab.outcome.endedShort');
    case 'missed-items':
      return t('codeLab.outcome.missedItems', { count: parseGrid(level).items.length - result.itemsCollected });
    case 'wrong-drawing':
      return drawingWords(result, t);
    case 'needs-function':
      return t('codeLab.outcome.needsFunction');
    case 'unused-function':
      return t('codeLab.outcome.unusedFunction');
    case 'loop':
      return t('codeLab.outcome.loop');
    case 'timeout':
      return t('codeLab.outcome.timeout');
  }
}

/**
 * One step of a run, for the polite announcement while it plays and for the stage's words
 * beside Ada (each block's words are in its entry in blocks.ts). "Pick up" where there is
 * nothing is not an error: the run goes on.
 */
export function describeStep(step: TraceStep, t: Translate, functionName?: FunctionName): string {
  switch (step.event) {
    case 'turn':
      return t('codeLab.step.turn', { heading: (step.pen?.heading ?? step.pose.dir).replace('-', '') });
    case 'color':
      return step.pen ? t('codeLab.step.color', { color: colorWords(step.pen.color, t) }) : t('codeLab.step.colorAny');
    case 'call':
      return functionName ? t('codeLab.step.call', { name: functionWords(functionName, t) }) : t('codeLab.step.callAny');
    default: {
      const key = wordsKeyForEvent(step.event);
      return key ? (t as (key: string) => string)(key) : '';
    }
  }
}

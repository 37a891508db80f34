// What a run means, in words an 8-year-old can read (docs/product/code-lab.md#feedback), in the
// page's language: each is one whole message of the catalogue (locales/<lang>/web/codeLab),
// said by the `t` the caller passes.
// A bump names the block that bumped by its place in the program list ("at step 2.1 (Move
// forward)", docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md), a row the child can
// find; the block is also marked there.
import type { MessageKey, Translate } from '../../i18n/translate';
import { blockPlaces, type BlockPlace } from './block-places';
import { blockLabelKey, kindOf, wordsKeyForEvent } from './blocks';
import type { RunResult, TraceStep } from './interpreter';
import { isPenLevel } from './stages/pen/pen-level';
import { parseGrid } from './stages/grid/grid-level';
import { type Level } from './level-types';
import { compareLines } from './stages/pen/pen-geometry';
import { walkProgram, type FunctionName, type PenColor, type Program } from './program';

/** A pen colour's name ("red"), in the page's language. */
export const colorWords = (color: PenColor, t: Translate): string => t(`codeLab.color.${color}`);

/** A function's name as a child reads it ("square"); its code keeps the English name. */
export const functionWords = (name: FunctionName, t: Translate): string => t(`codeLab.fn.${name}`);

/** A block's place inside a sentence: "step 2.1", "step 1 of square" (block-places.ts). */
const placeWords = ({ number, fn }: BlockPlace, t: Translate): string =>
  fn ? t('codeLab.said.placeOf', { n: number, name: functionWords(fn, t) }) : t('codeLab.said.place', { n: number });

/** Where a run bumped: the block's place and its name, as the program list shows them. */
function crashWords(result: RunResult, program: Program, t: Translate) {
  const id = result.failedBlockId;
  const place = id === undefined ? undefined : blockPlaces(program).get(id);
  const stmt = [...walkProgram(program)].find((w) => w.stmt.id === id)?.stmt;
  return {
    place: place ? placeWords(place, t) : t('codeLab.said.place', { n: result.actions }),
    block: (t as (key: MessageKey) => string)(blockLabelKey(stmt ? kindOf(stmt) : 'forward')),
  };
}

/**
 * A pen run that ended with another drawing: what is there and what is not, in straight lines as a
 * child counts them (docs/decisions/356-lines-as-a-child-counts-them.md).
 */
function drawingWords(result: RunResult, level: Level, t: Translate): string {
  if (!result.pen || !isPenLevel(level)) return t('codeLab.outcome.drawingNotSame');
  const match = compareLines(result.pen.segments, level.target, level.colorMatters === true);
  const counts = { matched: match.drawn, target: match.target.length, partly: match.partly };
  return match.extra.length === 0
    ? t('codeLab.outcome.drawingPart', counts)
    : t('codeLab.outcome.drawingExtra', { ...counts, extra: match.extra.length });
}

/** What a run of `program` on `level` did, for the box under the stage and the server's 422. */
export function describeRun(result: RunResult, level: Level, t: Translate, program: Program): string {
  switch (result.outcome) {
    case 'solved':
      return t('codeLab.outcome.solved');
    case 'crashed':
      return isPenLevel(level)
        ? t('codeLab.outcome.crashedPen', crashWords(result, program, t))
        : t('codeLab.outcome.crashed', crashWords(result, program, t));
    case 'ended-short':
      return t('codeLab.outcome.endedShort');
    case 'missed-items':
      return t('codeLab.outcome.missedItems', { count: parseGrid(level).items.length - result.itemsCollected });
    case 'wrong-drawing':
      return drawingWords(result, level, t);
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

// The pen stage in words (docs/product/code-lab.md#the-pen-stage), for its picture's name: how much
// of the target is drawn ("3 lines drawn of 4 in the target"), and where Ada's turtle is; and
// "Read the paper": the target's lines, what Ada drew, what is missing and what is extra, each line
// with its ends in across/down numbers. Lines are counted as a child sees them
// (docs/decisions/356-lines-as-a-child-counts-them.md).
import { compareLines, straightLines, type PenLine, type PenSegment, type TargetSegment } from '../../../../../domain/code-lab/stages/pen/pen-geometry';
import { colorWords } from '../../../../../domain/code-lab/outcome-words';
import type { PenColor } from '../../../../../domain/code-lab/program';
import type { Translate } from '../../../../../i18n/translate';

/** Ada on the paper: a lattice point, her angle in degrees clockwise from north (counting every turn), her pen. */
export type Turtle = { x: number; y: number; angle: number; penDown: boolean; color: PenColor };

const HEADINGS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;

/** "north-east": the angle taken round to one of the eight headings. */
export const headingWords = (angle: number, t: Translate): string =>
  t('codeLab.pen.heading', { heading: HEADINGS[(((Math.round(angle / 45) % 8) + 8) % 8)]! });

/** "3 lines drawn of 4 in the target (and 1 only in part)", "and 1 line that is not in it"; no target: "5 lines drawn". */
export function drawingWords(drawn: readonly PenSegment[], target: readonly TargetSegment[] | undefined, colorMatters: boolean, t: Translate): string {
  if (!target) return t('codeLab.pen.drawn', { count: straightLines(drawn, false).length });
  const match = compareLines(drawn, target, colorMatters);
  const counts = { matched: match.drawn, target: match.target.length, partly: match.partly };
  return match.extra.length > 0
    ? t('codeLab.pen.drawnOfExtra', { ...counts, extra: match.extra.length })
    : t('codeLab.pen.drawnOf', counts);
}

export const turtleWords = (turtle: Turtle, t: Translate): string => {
  const at = { x: turtle.x, y: turtle.y, heading: headingWords(turtle.angle, t) };
  return turtle.penDown
    ? t('codeLab.pen.turtleDown', { ...at, color: colorWords(turtle.color, t) })
    : t('codeLab.pen.turtleUp', at);
};

type Scene = { drawn: readonly PenSegment[]; target?: readonly TargetSegment[]; colorMatters: boolean; turtle: Turtle; crashed: boolean };

/** The stage picture's name. */
export function penStageName({ drawn, target, colorMatters, turtle, crashed }: Scene, t: Translate): string {
  const words = { drawing: drawingWords(drawn, target, colorMatters, t), turtle: turtleWords(turtle, t) };
  return crashed ? t('codeLab.pen.stageCrashed', words) : t('codeLab.pen.stage', words);
}

/** "From 3 across, 5 down to 3 across, 3 down, 2 steps long" (", red" where the colour is said). */
function lineWords(line: PenLine, t: Translate): string {
  const ends = { fromX: line.from.x, fromY: line.from.y, toX: line.to.x, toY: line.to.y, steps: line.steps };
  return line.color
    ? t('codeLab.pen.lineColored', { ...ends, color: colorWords(line.color, t) })
    : t('codeLab.pen.line', ends);
}

/** One part of "Read the paper": a heading and its lines in words. */
export type PaperPart = { heading: string; lines: string[] };

type Paper = { size: { width: number; height: number }; target?: readonly TargetSegment[]; colorMatters: boolean };

/**
 * "Read the paper": how to read the numbers, then the target's lines, what Ada drew, the parts
 * still missing and the lines not in the target (free drawing: only what Ada drew, in its
 * colours). Colours are said where they count.
 */
export function paperText({ size, target, colorMatters }: Paper, drawn: readonly PenSegment[], t: Translate): { key: string; parts: PaperPart[] } {
  const key = t('codeLab.pen.paperKey', { width: size.width, height: size.height });
  const words = (lines: readonly PenLine[]) => lines.map((line) => lineWords(line, t));
  if (!target) {
    const lines = straightLines(drawn, true);
    return { key, parts: [{ heading: t('codeLab.pen.drewHeading', { count: lines.length }), lines: words(lines) }] };
  }
  const match = compareLines(drawn, target, colorMatters);
  const lines = straightLines(drawn, colorMatters);
  return {
    key,
    parts: [
      { heading: t('codeLab.pen.targetHeading', { count: match.target.length }), lines: words(match.target) },
      { heading: t('codeLab.pen.drewHeading', { count: lines.length }), lines: words(lines) },
      { heading: t('codeLab.pen.missingHeading', { count: match.missing.length }), lines: words(match.missing) },
      { heading: t('codeLab.pen.extraHeading', { count: match.extra.length }), lines: words(match.extra) },
    ],
  };
}

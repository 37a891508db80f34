// The pen stage in words (docs/product/code-lab.md#the-pen-stage), for its picture's name: how much
// of the target is drawn ("3 lines drawn of 4 in the target"), and where Ada's turtle is.
import { compareDrawing, segmentKey, type PenSegment, type TargetSegment } from '../../../../domain/code-lab/pen';
import { colorWords } from '../../../../domain/code-lab/outcome-words';
import type { PenColor } from '../../../../domain/code-lab/program';
import type { Translate } from '../../../../i18n/translate';

/** Ada on the paper: a lattice point, her angle in degrees clockwise from north (counting every turn), her pen. */
export type Turtle = { x: number; y: number; angle: number; penDown: boolean; color: PenColor };

const HEADINGS = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] as const;

/** "north-east": the angle taken round to one of the eight headings. */
export const headingWords = (angle: number, t: Translate): string =>
  t('codeLab.pen.heading', { heading: HEADINGS[(((Math.round(angle / 45) % 8) + 8) % 8)]! });

/** "3 lines drawn of 4 in the target", "and 1 line that is not in it"; no target: "5 lines drawn". */
export function drawingWords(drawn: readonly PenSegment[], target: readonly TargetSegment[] | undefined, colorMatters: boolean, t: Translate): string {
  if (!target) return t('codeLab.pen.drawn', { count: new Set(drawn.map(segmentKey)).size });
  const match = compareDrawing(drawn, target, colorMatters);
  return match.extra > 0
    ? t('codeLab.pen.drawnOfExtra', { matched: match.matched, target: match.target, extra: match.extra })
    : t('codeLab.pen.drawnOf', { matched: match.matched, target: match.target });
}

const turtleWords = (turtle: Turtle, t: Translate): string => {
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

// The pen stage in words (docs/product/code-lab.md#the-pen-stage), for its picture's name: how much
// of the target is drawn ("3 lines drawn of 4 in the target"), and where Ada's turtle is.
import { compareDrawing, segmentKey, type PenSegment, type TargetSegment } from '../../../../domain/code-lab/pen';
import type { PenColor } from '../../../../domain/code-lab/program';

/** Ada on the paper: a lattice point, her angle in degrees clockwise from north (counting every turn), her pen. */
export type Turtle = { x: number; y: number; angle: number; penDown: boolean; color: PenColor };

const HEADING_WORDS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

/** "facing north-east": the angle taken round to one of the eight headings. */
export const facingWords = (angle: number): string => `facing ${HEADING_WORDS[(((Math.round(angle / 45) % 8) + 8) % 8)]}`;

const lines = (n: number) => (n === 1 ? '1 line' : `${n} lines`);

/** "3 lines drawn of 4 in the target", "and 1 line that is not in it"; no target: "5 lines drawn". */
export function drawingWords(drawn: readonly PenSegment[], target: readonly TargetSegment[] | undefined, colorMatters: boolean): string {
  if (!target) return `${lines(new Set(drawn.map(segmentKey)).size)} drawn`;
  const match = compareDrawing(drawn, target, colorMatters);
  const extra = match.extra > 0 ? `, and ${lines(match.extra)} that ${match.extra === 1 ? 'is' : 'are'} not in it` : '';
  return `${lines(match.matched)} drawn of ${match.target} in the target${extra}`;
}

export const turtleWords = (t: Turtle): string =>
  `Ada is at ${t.x} across and ${t.y} down, ${facingWords(t.angle)}, pen ${t.penDown ? `down, ${t.color}` : 'up'}.`;

type Scene = { drawn: readonly PenSegment[]; target?: readonly TargetSegment[]; colorMatters: boolean; turtle: Turtle; crashed: boolean };

/** The stage picture's name. */
export function penStageName({ drawn, target, colorMatters, turtle, crashed }: Scene): string {
  const bump = crashed ? ' Ada tried to go off the paper.' : '';
  return `Ada's drawing: ${drawingWords(drawn, target, colorMatters)}. ${turtleWords(turtle)}${bump}`;
}

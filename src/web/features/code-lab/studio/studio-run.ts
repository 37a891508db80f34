// What a drawing's program draws on the studio's paper: the engine's pen run on the studio as a
// pen level without a target (docs/product/code-lab.md#free-drawing).
import type { Point } from '../../../../domain/code-lab/level-types';
import { runProgram } from '../../../../domain/code-lab/interpreter';
import type { PenSegment } from '../../../../domain/code-lab/stages/pen/pen-geometry';
import { PEN_HEADINGS } from '../../../../domain/code-lab/stages/pen/pen-geometry';
import type { Program } from '../../../../domain/code-lab/program';
import type { Turtle } from '../stages/pen/pen-words';
import { STUDIO_LEVEL } from '../../../../domain/code-lab/studio-paper';

export type StudioDrawing = {
  segments: PenSegment[];
  /** Ada at the end of the run. */
  turtle: Turtle;
  /** Where Ada went off the paper, if she did. */
  crashAt: Point | null;
  /** The run went round for ever or ran out of time: the drawing is what the first laps drew. */
  endless: boolean;
};

const startTurtle: Turtle = {
  ...STUDIO_LEVEL.start,
  angle: PEN_HEADINGS.indexOf(STUDIO_LEVEL.startDir) * 45,
  penDown: true,
  color: 'black',
};

/** Runs the program on the studio's paper. */
export function studioDrawing(program: Program): StudioDrawing {
  const run = runProgram(STUDIO_LEVEL, program);
  const last = run.trace.at(-1);
  const turtle: Turtle =
    last?.pen === undefined
      ? startTurtle
      : {
          x: last.pose.x,
          y: last.pose.y,
          angle: PEN_HEADINGS.indexOf(last.pen.heading) * 45,
          penDown: last.pen.down,
          color: last.pen.color,
        };
  const segments = (run.pen?.segments ?? []).map(({ from, to, color }) => ({ from, to, color }));
  return {
    segments,
    turtle,
    crashAt: run.outcome === 'crashed' ? (run.crashAt ?? null) : null,
    endless: run.outcome === 'loop' || run.outcome === 'timeout',
  };
}

/** The segments a program draws, in the order drawn (for the SVG and PNG downloads). */
export const studioSegments = (program: Program): PenSegment[] => studioDrawing(program).segments;

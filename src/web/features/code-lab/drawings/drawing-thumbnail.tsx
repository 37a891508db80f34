// A small picture of a kept drawing in My drawings (docs/product/code-lab.md#free-drawing): our
// own SVG of the lines its program draws, as the downloads draw them (white paper, round-ended
// lines in their pen colours, just big enough for the drawing), in a box of 64 px. Its name says
// the title and how many straight lines it has.
import { useMemo } from 'react';
import type { Program } from '../../../../domain/code-lab/program';
import { PEN_COLOR_HEX } from '../../../../domain/code-lab/program';
import type { PenSegment } from '../../../../domain/code-lab/stages/pen/pen-geometry';
import { useT } from '../../../i18n/use-t';
import { drawingWords } from '../stages/pen/pen-words';
import { drawingBounds } from './drawing-svg';

type Props = {
  title: string;
  program: Program;
  /** The segments a program draws (the studio's run). */
  segmentsOf(program: Program): PenSegment[];
};

export function DrawingThumbnail({ title, program, segmentsOf }: Props) {
  const t = useT('codeLab');
  const segments = useMemo(() => segmentsOf(program), [segmentsOf, program]);
  const { left, top, width, height } = drawingBounds(segments);
  // A square box, so a tall drawing and a wide one sit alike in the list.
  const side = Math.max(width, height);
  const x = left - (side - width) / 2;
  const y = top - (side - height) / 2;
  return (
    <svg
      role="img"
      aria-label={t('codeLab.studio.picture', { title, drawing: drawingWords(segments, undefined, false, t) })}
      viewBox={`${x} ${y} ${side} ${side}`}
      className="size-16 shrink-0 rounded-xl border-2 border-slate-200 bg-white"
    >
      <g strokeWidth={Math.max(0.12, side / 24)} strokeLinecap="round" fill="none">
        {segments.map((s, i) => (
          <line key={i} x1={s.from.x} y1={s.from.y} x2={s.to.x} y2={s.to.y} stroke={PEN_COLOR_HEX[s.color]} />
        ))}
      </g>
    </svg>
  );
}

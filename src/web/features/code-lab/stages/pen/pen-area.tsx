// The pen stage for a run being shown (docs/product/code-lab.md#the-pen-stage): the drawing so far
// from the trace, the ghost of the target when there is one, and what is drawn said politely
// when a run stops or a step is shown (never at every step of a fast run).
import { useT } from '../../../../i18n/use-t';
import type { TraceStep } from '../../../../../domain/code-lab/interpreter';
import type { PenLevel } from '../../../../../domain/code-lab/stages/pen/pen-level';
import type { Point } from '../../../../../domain/code-lab/level-types';
import { PenStage } from './pen-stage';
import { penView } from './pen-view';
import { drawingWords } from './pen-words';

type Props = {
  /** The paper, Ada's start and the target (an empty target: free drawing, no ghost). */
  paper: Pick<PenLevel, 'size' | 'start' | 'startDir' | 'target' | 'colorMatters'>;
  shown: readonly TraceStep[];
  crashAt: Point | null;
  tweenMs: number;
  /** The run is paused on a step or has ended: say what is drawn now. */
  settled: boolean;
  /** Fill the box it is in (present mode). */
  fill?: boolean;
};

/** The paper's width over its height, for the stage's box (the drawing has a margin all round). */
export const penAspect = (paper: Pick<PenLevel, 'size'>): string => ((paper.size.width + 1) / (paper.size.height + 1)).toFixed(3);

export function PenArea({ paper, shown, crashAt, tweenMs, settled, fill }: Props) {
  const t = useT('codeLab');
  const view = penView(paper, shown);
  const target = paper.target.length > 0 ? paper.target : undefined;
  return (
    <>
      <PenStage
        size={paper.size}
        target={target}
        colorMatters={paper.colorMatters}
        drawn={view.drawn}
        turtle={view.turtle}
        crashAt={crashAt}
        tweenMs={tweenMs}
        fill={fill}
      />
      <p aria-live="polite" className="sr-only" data-testid="drawing-said">
        {settled ? t('codeLab.pen.settled', { drawing: drawingWords(view.drawn, target, paper.colorMatters ?? false, t) }) : ''}
      </p>
    </>
  );
}

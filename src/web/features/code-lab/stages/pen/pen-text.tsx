// "Read the paper": the pen stage in words beside the drawing, for a child who cannot see it
// (docs/decisions/357-read-the-paper.md), shown on request like "Read the grid"
// (docs/decisions/182-the-grid-in-words.md): how to read the numbers, where Ada is, the target's
// lines with their ends in across/down numbers, what Ada drew, what is still missing and what is
// not in the target. It follows the run as it plays; the paper's own polite message (pen-area.tsx)
// says what is drawn when a run stops or a step is shown.
import { useT } from '../../../../i18n/use-t';
import type { TraceStep } from '../../../../../domain/code-lab/interpreter';
import type { PenLevel } from '../../../../../domain/code-lab/stages/pen/pen-level';
import { OnRequestSection } from '../../level/on-request-section';
import { penView } from './pen-view';
import { paperText, turtleWords } from './pen-words';

type Props = {
  /** The paper, Ada's start and the target (an empty target: free drawing). */
  paper: Pick<PenLevel, 'size' | 'start' | 'startDir' | 'target' | 'colorMatters'>;
  /** The steps shown so far (empty before a run). */
  shown: readonly TraceStep[];
};

export function PenText({ paper, shown }: Props) {
  const t = useT('codeLab');
  const view = penView(paper, shown);
  const target = paper.target.length > 0 ? paper.target : undefined;
  const text = paperText({ size: paper.size, target, colorMatters: paper.colorMatters === true }, view.drawn, t);
  return (
    <OnRequestSection
      title={t('codeLab.pen.read')}
      panelClassName="grid gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-slate-900"
    >
      <p>{text.key}</p>
      <p>{turtleWords(view.turtle, t)}</p>
      {text.parts.map((part) => (
        <div key={part.heading} className="grid gap-1">
          <h3 className="font-extrabold">{part.heading}</h3>
          {part.lines.length > 0 && (
            <ol className="grid list-inside list-decimal gap-1">
              {part.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </OnRequestSection>
  );
}

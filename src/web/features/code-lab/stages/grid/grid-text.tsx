// "Read the grid": the stage in words beside the drawing, for a child who cannot see it
// (docs/decisions/182-the-grid-in-words.md), shown on request (OnRequestSection). Inside:
// where Ada is, what is around her, and the grid row by row. It follows the run as it plays;
// a polite live region says where Ada is only when a run stops or a step is shown, never at
// every step of a fast run.
import { useT } from '../../../../i18n/use-t';
import type { TraceStep } from '../../../../../domain/code-lab/interpreter';
import type { Level } from '../../../../../domain/code-lab/level-types';
import { OnRequestSection } from '../../level/on-request-section';
import { aroundWords, gridKeyWords, placeWords, rowWords, stageView } from './grid-words';

type Props = {
  level: Level;
  /** The steps shown so far (empty before a run). */
  shown: readonly TraceStep[];
  /** The run is paused on a step or has ended: say where Ada is now. */
  settled: boolean;
};

export function GridText({ level, shown, settled }: Props) {
  const t = useT('codeLab');
  const view = stageView(level, shown);
  const here = `${placeWords(view.pose, t)} ${aroundWords(view, t)}`;
  return (
    <OnRequestSection
      title={t('codeLab.grid.read')}
      panelClassName="grid gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-slate-900"
      always={
        <p aria-live="polite" className="sr-only" data-testid="grid-said">
          {settled ? here : ''}
        </p>
      }
    >
      <h3 className="font-extrabold">{t('codeLab.grid.around')}</h3>
      <p>{placeWords(view.pose, t)}</p>
      <p>{aroundWords(view, t)}</p>
      <h3 className="font-extrabold">{t('codeLab.grid.rowByRow')}</h3>
      <p>{gridKeyWords(view.grid, t)}</p>
      <ol className="grid gap-1">
        {view.grid.walls.map((_, y) => (
          <li key={y}>{rowWords(view, y, t)}</li>
        ))}
      </ol>
    </OnRequestSection>
  );
}

// "Read the grid": the stage in words beside the drawing, for a child who cannot see it
// (decision 182). A heading with a show/hide button, so it is found by heading and takes one
// line on a phone until opened; once opened it stays open for the rest of the visit. Inside:
// where Ada is, what is around her, and the grid row by row. It follows the run as it plays;
// a polite live region says where Ada is only when a run stops or a step is shown, never at
// every step of a fast run.
import { useId, useState } from 'react';
import type { TraceStep } from '../../../../domain/code-lab/interpreter';
import type { Level } from '../../../../domain/code-lab/level-types';
import { aroundWords, gridKeyWords, placeWords, rowWords, stageView } from './grid-words';

type Props = {
  level: Level;
  /** The steps shown so far (empty before a run). */
  shown: readonly TraceStep[];
  /** The run is paused on a step or has ended: say where Ada is now. */
  settled: boolean;
};

let openThisVisit = false;

export function GridText({ level, shown, settled }: Props) {
  const [open, setOpen] = useState(openThisVisit);
  const id = useId();
  const headingId = `${id}-heading`;
  const view = stageView(level, shown);
  const here = `${placeWords(view.pose)} ${aroundWords(view)}`;
  const toggle = () => {
    openThisVisit = !open;
    setOpen(!open);
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-lg font-extrabold text-violet-950">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-3 hover:bg-slate-100"
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> Read the grid
        </button>
      </h2>
      {open && (
      <div id={id} className="grid gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-slate-900">
        <h3 className="font-extrabold">Around Ada</h3>
        <p>{placeWords(view.pose)}</p>
        <p>{aroundWords(view)}</p>
        <h3 className="font-extrabold">Row by row</h3>
        <p>{gridKeyWords(view.grid)}</p>
        <ol className="grid gap-1">
          {view.grid.walls.map((_, y) => (
            <li key={y}>{rowWords(view, y)}</li>
          ))}
        </ol>
      </div>
      )}
      <p aria-live="polite" className="sr-only" data-testid="grid-said">
        {settled ? here : ''}
      </p>
    </section>
  );
}

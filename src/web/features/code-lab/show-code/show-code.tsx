// "Show the code" (docs/product/code-lab.md#show-the-code): beside the blocks, the same program as
// JavaScript, read-only. A heading with a show/hide button, like "Read the grid": it takes one
// line on a phone until opened, and once opened it stays open for the rest of the visit. The
// running block's line lights up with the block (aria-current="step"). The lines are a real
// list of code, named, so a screen reader can go through them one by one.
import { useId, useMemo, useState } from 'react';
import type { Program } from '../../../../domain/code-lab/program';
import { codeLines, runningLineIndex } from './code-lines';

type Props = {
  program: Program;
  /** The block running now (null when no run is showing). */
  runningBlockId: string | null;
};

let openThisVisit = false;

export function ShowCode({ program, runningBlockId }: Props) {
  const [open, setOpen] = useState(openThisVisit);
  const id = useId();
  const headingId = `${id}-heading`;
  const lines = useMemo(() => codeLines(program), [program]);
  const running = runningLineIndex(lines, runningBlockId);
  const toggle = () => {
    openThisVisit = !open;
    setOpen(!open);
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid="show-code">
      <h2 id={headingId} className="text-lg font-extrabold text-violet-950">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={toggle}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-3 hover:bg-slate-100"
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span> Show the code
        </button>
      </h2>
      {open && (
        <div id={id} className="grid gap-2 rounded-2xl border-2 border-slate-700 bg-slate-900 p-3 text-slate-50">
          <p className="text-sm text-slate-200">Your blocks written as JavaScript, the language of web pages.</p>
          {lines.length === 0 ? (
            <p className="font-mono text-slate-200">{'// No blocks yet'}</p>
          ) : (
            <ol aria-label="Your program as JavaScript" className="grid overflow-x-auto font-mono text-base leading-relaxed">
              {lines.map((line, n) => (
                <li
                  key={n}
                  aria-current={n === running ? 'step' : undefined}
                  className={`min-h-[1lh] rounded-md pr-2 whitespace-pre ${n === running ? 'bg-emerald-700 font-bold text-white' : ''}`}
                  style={{ paddingLeft: `${line.indent * 2 + 1}ch` }}
                >
                  <code>{line.text}</code>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}

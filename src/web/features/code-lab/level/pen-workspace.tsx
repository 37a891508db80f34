// A pen workspace without a puzzle around it (docs/product/code-lab.md#the-pen-stage): the pen stage
// with Run / Step / Stop / Reset, the editor with every block the paper allows ("Make a function"
// too when its toolbox has "Use a function"), and Show the code. Free drawing places it on its
// page; a target is optional (an empty one: no ghost). Runs here count for nothing: no tries,
// no hints, no solves. The layout follows the level page's
// (docs/decisions/176-code-lab-on-a-phone.md): on a phone the stage and the run controls stick at
// the top and the blocks at the bottom. "Read the paper" (docs/decisions/357-read-the-paper.md)
// sits with Show the code.
import { useCallback, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { describeStep } from '../../../../domain/code-lab/outcome-words';
import type { PenLevel } from '../../../../domain/code-lab/stages/pen/pen-level';
import { PROGRAM_LIMITS, type Program } from '../../../../domain/code-lab/program';
import { useT } from '../../../i18n/use-t';
import { ProgramEditor } from '../editor/program-editor';
import type { EditRules } from '../editor/program-model';
import { useEditor } from '../editor/use-editor';
import { useRun } from '../run/use-run';
import { ShowCode } from '../show-code/show-code';
import { PenArea, penAspect } from '../stages/pen/pen-area';
import { PenText } from '../stages/pen/pen-text';
import { RunControls } from './run-controls';
import { useBenchScroll } from './use-bench-scroll';

type Props = {
  /** The paper: its size, Ada's start, the blocks, and a target (empty: free drawing). */
  paper: PenLevel;
  initial: Program;
  /** Every new program (not the first): to keep a draft or to save it. */
  onProgramChange?: (program: Program) => void;
  /** More under the program, such as a Save button. */
  children?: ReactNode;
};

const noEnd = () => {};

export function PenWorkspace({ paper, initial, onProgramChange, children }: Props) {
  const t = useT('codeLab');
  const rules = useMemo<EditRules>(
    () => ({ toolbox: paper.toolbox, maxBlocks: paper.maxBlocks, maxDepth: PROGRAM_LIMITS.maxDepth }),
    [paper],
  );
  const clearRun = useRef<() => void>(() => {});
  const changed = useRef(onProgramChange);
  changed.current = onProgramChange;
  const onChange = useCallback((program: Program) => {
    clearRun.current();
    changed.current?.(program);
  }, []);
  const editor = useEditor(initial, rules, onChange);
  const run = useRun(paper, editor.program, noEnd);
  clearRun.current = run.clear;
  const going = run.phase === 'playing' || run.phase === 'paused';
  const runningBlockId = going ? (run.current?.blockId ?? null) : null;
  const bench = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  useBenchScroll(bench, top, editor.program, editor.slot, runningBlockId);
  const result = run.phase === 'done' ? run.result : null;
  const crashAt = result?.outcome === 'crashed' ? (result.crashAt ?? null) : null;
  const ended =
    result === null
      ? ''
      : result.outcome === 'crashed'
        ? t('codeLab.run.offPaper')
        : result.outcome === 'loop' || result.outcome === 'timeout'
          ? t('codeLab.run.roundAndRound')
          : t('codeLab.run.finishedDrawing');

  return (
    <div ref={bench} data-code-lab-bench className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-6 lg:gap-y-4">
      {/* The level page's bar (docs/decisions/176-code-lab-on-a-phone.md): on a narrow phone the paper takes at most 22% of
          the screen and the buttons and the speed are made narrower, so the speed is one row
          that wraps only when its words cannot fit; the bars' heights are the page's scroll
          padding and the insertion row is scrolled between them after each edit (docs/decisions/358-the-studio-bar-on-a-phone.md). */}
      <div
        ref={top}
        className="sticky top-0 z-20 -order-1 -mx-4 grid gap-2 border-b-2 border-violet-200 bg-violet-50 px-4 py-2 max-lg:[&_button]:px-4 max-lg:[&_fieldset]:gap-1.5 max-lg:[&_label]:gap-1.5 max-lg:[&_label]:px-2 max-lg:[&_legend]:mr-1 max-sm:[&_button]:px-2 max-sm:[&_button]:gap-1 max-sm:[&_fieldset]:gap-1 max-sm:[&_label]:gap-1 max-sm:[&_label]:px-1.5 max-sm:[&_label]:text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-x-4 lg:static lg:order-none lg:mx-0 lg:grid-cols-1 lg:gap-4 lg:border-0 lg:bg-transparent lg:p-0 lg:sticky lg:top-0"
      >
        <div
          className="mx-auto w-full max-w-[calc(var(--stage-h)*var(--stage-aspect))] [--stage-h:22svh] sm:[--stage-h:26svh] sm:w-[min(calc(var(--stage-h)*var(--stage-aspect)),50vw)] lg:w-full lg:[--stage-h:50vh]"
          style={{ '--stage-aspect': penAspect(paper) } as CSSProperties}
        >
          <PenArea
            paper={paper}
            shown={run.shownSteps}
            crashAt={crashAt}
            tweenMs={run.tweenMs}
            settled={run.phase === 'paused' || run.phase === 'done'}
          />
        </div>
        <RunControls run={run} empty={editor.program.body.length === 0} />
        <p aria-live="polite" className="min-h-6 text-base font-semibold text-slate-800 empty:hidden sm:col-span-2 lg:col-span-1">
          {going && run.current ? describeStep(run.current, t) : ''}
        </p>
        <p aria-live="assertive" className="font-bold text-slate-900 empty:hidden sm:col-span-2 lg:col-span-1">
          {ended}
        </p>
      </div>
      <div className="contents lg:block lg:min-w-0">
        <ProgramEditor editor={editor} rules={rules} locked={run.phase === 'playing'} runningBlockId={runningBlockId} crashedBlockId={null} angles />
        <div className="grid gap-3 lg:mt-4">
          <ShowCode program={editor.program} runningBlockId={runningBlockId} />
          <PenText paper={paper} shown={run.shownSteps} />
        </div>
        {children && <div className="grid gap-3 lg:mt-4">{children}</div>}
      </div>
    </div>
  );
}

// Present mode's workspace (docs/product/code-lab.md#present-mode): one puzzle large for a
// projector, built and run live by the teacher with the level page's own stage, run controls
// and editor. Nothing is saved or counted: the teacher's runs are not a child's tries, and
// their solves earn nothing (docs/decisions/262-present-mode.md). "Show a solution" loads the
// reference solution into the editor, and "Back to our program" brings back what the class built
// (docs/decisions/263-show-a-solution-loads-it.md).
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { describeRun, describeStep } from '../../../../domain/code-lab/outcome-words';
import type { Level } from '../../../../domain/code-lab/level-types';
import { countBlocks, PROGRAM_LIMITS, type Program } from '../../../../domain/code-lab/program';
import { useT } from '../../../i18n/use-t';
import { ProgramEditor } from '../editor/program-editor';
import type { EditRules } from '../editor/program-model';
import { useEditor } from '../editor/use-editor';
import { RunControls } from '../level/run-controls';
import type { RunEnding } from '../run/run-state';
import { useRun } from '../run/use-run';
import { stageViewOf } from '../stages/registry';
import { PRESENT_SHORTCUTS, RUN_KEYS, usePresentKeys } from './use-present-keys';
import { ShowSolution } from './show-solution';
import './present-workspace.css';

/** The keys, in words, shown under the run buttons. */
const KEYS = [
  { action: 'codeLab.run.run', keys: ['Alt', 'Shift', 'R'] },
  { action: 'codeLab.run.step', keys: ['Alt', 'Shift', 'S'] },
  { action: 'codeLab.run.reset', keys: ['Alt', 'Shift', 'X'] },
] as const;

// Every block's words at least 28 px, so the back of the room can read them
// (docs/decisions/262-present-mode.md). On a projector (lg and up) the program is above the blocks
// to add, in a box of its own that scrolls, the blocks pinned at its foot (present-workspace.css,
// docs/decisions/372-present-mode-keeps-the-stage.md).
const bigBlocks =
  '[&_button]:text-[28px] [&_button]:leading-tight [&_select]:text-[28px] [&_input]:text-[28px] [&_label]:text-[28px] [&_li]:text-[28px] [&_h2]:text-3xl';

/** Room kept under the insertion point's row for "Next here". */
const MARKER_ROOM_PX = 48;

/**
 * Scrolls the program's own box, never the page, so that `row` (and "Next here" under it)
 * shows between the box's top and the pinned blocks to add. Nothing to do when the box does
 * not scroll (below lg the page is one column).
 */
function keepInView(box: HTMLElement, row: HTMLElement) {
  if (box.scrollHeight <= box.clientHeight) return;
  const frame = box.getBoundingClientRect();
  const palette = box.querySelector('[aria-labelledby="code-lab-blocks"]');
  const bottom = palette ? Math.min(frame.bottom, palette.getBoundingClientRect().top) : frame.bottom;
  const at = row.getBoundingClientRect();
  const below = at.bottom + MARKER_ROOM_PX - bottom;
  if (at.top < frame.top) box.scrollTop -= frame.top - at.top + 8;
  else if (below > 0) box.scrollTop += below;
}

export function PresentWorkspace({ level }: { level: Level }) {
  const t = useT('codeLab');
  const rules = useMemo<EditRules>(
    () => ({ toolbox: level.toolbox, maxBlocks: level.maxBlocks, maxDepth: PROGRAM_LIMITS.maxDepth }),
    [level],
  );
  const [said, setSaid] = useState<{ stopped: boolean; solved: boolean; result: RunEnding['result'] } | null>(null);
  const clear = useRef<() => void>(() => {});
  const onProgramChange = useCallback(() => clear.current(), []);
  const editor = useEditor(level.startProgram ?? { version: 1, body: [] }, rules, onProgramChange);
  const onEnd = ({ how, result }: RunEnding) =>
    setSaid({
      result,
      stopped: how === 'stopped',
      solved: how === 'finished' && result.outcome === 'solved',
    });
  const run = useRun(level, editor.program, onEnd);
  clear.current = run.clear;
  const empty = editor.program.body.length === 0;
  usePresentKeys(RUN_KEYS, {
    run: () => {
      if (run.phase !== 'playing' && !empty) run.run();
    },
    step: () => {
      if (!empty) run.step();
    },
    reset: run.reset,
  });

  const showing = run.phase === 'playing' || run.phase === 'paused';
  const result = run.result;
  const crashed = run.phase === 'done' && result?.outcome === 'crashed' ? result : null;
  const outcome = said && said.result === result ? said : null;
  const settled = run.phase === 'paused' || run.phase === 'done';
  const stage = stageViewOf(level);
  const stageBox = {
    '--stage-aspect': stage.aspect(level),
    '--stage-h': 'max(16rem, calc(100svh - 7rem))',
  } as CSSProperties;
  // The row being run, else the insertion point, stays in the program's box as it grows.
  const programBox = useRef<HTMLDivElement>(null);
  const runningId = showing ? (run.current?.blockId ?? null) : null;
  useEffect(() => {
    const box = programBox.current;
    const row =
      box?.querySelector<HTMLElement>('[aria-current="step"]') ?? box?.querySelector<HTMLElement>('[data-slot][tabindex="0"]');
    if (box && row) keepInView(box, row);
  }, [editor.program, editor.slot, runningId]);

  return (
    // On a projector (lg and up) the workspace takes the height the screen has left; the stage's
    // column is as wide as the stage is at that height (at most 60%), the rest is the editor's.
    <div className="lg:min-h-0 lg:flex-1 lg:[container-type:size]" style={stageBox}>
      <div className="grid gap-4 lg:h-full lg:grid-cols-[minmax(0,min(60cqw,calc(100cqh*var(--stage-aspect))))_minmax(0,1fr)] lg:grid-rows-[minmax(0,1fr)]">
        <div className="min-w-0">
          <div
            className="mx-auto aspect-(--stage-aspect) w-[min(100%,calc(var(--stage-h)*var(--stage-aspect)))] lg:w-full"
            data-testid="present-stage"
          >
            <stage.View level={level} shown={run.shownSteps} crashAt={crashed?.crashAt ?? null} tweenMs={run.tweenMs} settled={settled} fill />
          </div>
        </div>
        <div className="grid min-w-0 content-start gap-3 lg:flex lg:min-h-0 lg:flex-col lg:gap-2 lg:p-1">
          <div className="lg:flex-none">
            <RunControls run={run} empty={empty} shortcuts={PRESENT_SHORTCUTS} />
          </div>
          <p aria-live="polite" className="min-h-8 text-2xl font-semibold text-slate-800 empty:min-h-0 lg:flex-none">
            {showing && run.current && !run.loopShown ? describeStep(run.current, t) : ''}
          </p>
          <div className="lg:flex-none">
            <ShowSolution
              levelId={level.id}
              program={editor.program}
              onShow={(solution: Program) => editor.replace(solution, t('codeLab.present.showing', { blocks: countBlocks(solution) }))}
              onBack={(ours: Program) => editor.replace(ours, t('codeLab.present.backSaid'))}
            />
          </div>
          <div aria-live="assertive" className="lg:flex-none">
            {outcome && (
              <p
                className={`rounded-2xl border-2 p-3 text-2xl font-bold ${
                  outcome.solved ? 'border-emerald-400 bg-emerald-50 text-emerald-950' : 'border-amber-400 bg-amber-50 text-amber-950'
                }`}
              >
                {outcome.stopped ? t('codeLab.run.adaStopped') : describeRun(outcome.result, level, t, editor.program)}
              </p>
            )}
          </div>
          <div ref={programBox} className={`present-editor grid gap-4 ${bigBlocks}`} data-testid="present-program">
            <ProgramEditor
              editor={editor}
              rules={rules}
              locked={run.phase === 'playing'}
              runningBlockId={runningId}
              crashedBlockId={crashed?.failedBlockId ?? (run.loopShown ? (result?.failedBlockId ?? null) : null)}
              angles={stage.angles}
            />
          </div>
          <p className="text-base text-slate-800 lg:flex-none lg:text-sm" data-testid="present-keys">
            {t('codeLab.present.keys')}{' '}
            {KEYS.map(({ action, keys }, i) => (
              <span key={action}>
                {i > 0 && ' · '}
                {t(action)} <kbd className="font-mono font-bold">{keys.join('+')}</kbd>
              </span>
            ))}
            {' · '}
            {t('codeLab.present.clicker', { down: 'Page Down', up: 'Page Up' })}
          </p>
        </div>
      </div>
    </div>
  );
}

// Present mode's workspace (docs/product/code-lab.md#present-mode): one puzzle large for a
// projector, built and run live by the teacher with the level page's own stage, run controls
// and editor. Nothing is saved or counted: the teacher's runs are not a child's tries, and
// their solves earn nothing (decision 262). "Show a solution" loads the reference solution into
// the editor, and "Back to our program" brings back what the class built (decision 263).
import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { describeRun, describeStep } from '../../../../domain/code-lab/outcome-words';
import { isPenLevel, parseGrid, type Level } from '../../../../domain/code-lab/level-types';
import { countBlocks, PROGRAM_LIMITS, type Program } from '../../../../domain/code-lab/program';
import { useT } from '../../../i18n/use-t';
import { ProgramEditor } from '../editor/program-editor';
import type { EditRules } from '../editor/program-model';
import { useEditor } from '../editor/use-editor';
import { RunControls } from '../level/run-controls';
import type { RunEnding } from '../run/run-state';
import { useRun } from '../run/use-run';
import { CELL } from '../stage/art';
import { PenArea, penAspect } from '../stage/pen-area';
import { Stage } from '../stage/stage';
import { PRESENT_SHORTCUTS, usePresentKeys } from './use-present-keys';
import { ShowSolution } from './show-solution';

const stageAspect = (level: Level) => {
  if (isPenLevel(level)) return penAspect(level);
  const { width, height } = parseGrid(level);
  return ((width * CELL + 8) / (height * CELL + 8)).toFixed(3);
};

/** The keys, in words, shown under the run buttons. */
const KEYS = [
  { action: 'codeLab.run.run', keys: ['Alt', 'Shift', 'R'] },
  { action: 'codeLab.run.step', keys: ['Alt', 'Shift', 'S'] },
  { action: 'codeLab.run.reset', keys: ['Alt', 'Shift', 'X'] },
] as const;

// Every block's words at least 28 px, so the back of the room can read them, and the program
// above the blocks to add, where the room looks (decision 262).
const bigBlocks =
  'lg:[&>div]:flex lg:[&>div]:flex-col-reverse lg:[&>div]:gap-4 [&_button]:text-[28px] [&_button]:leading-tight [&_select]:text-[28px] [&_input]:text-[28px] [&_label]:text-[28px] [&_li]:text-[28px] [&_h2]:text-3xl';

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
  usePresentKeys({
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
  const stageBox = {
    '--stage-aspect': stageAspect(level),
    '--stage-h': 'max(16rem, calc(100svh - 7rem))',
  } as CSSProperties;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
      <div className="grid min-w-0 content-start gap-3">
        <div
          className="mx-auto aspect-(--stage-aspect) w-[min(100%,calc(var(--stage-h)*var(--stage-aspect)))]"
          style={stageBox}
          data-testid="present-stage"
        >
          {isPenLevel(level) ? (
            <PenArea paper={level} shown={run.shownSteps} crashAt={crashed?.crashAt ?? null} tweenMs={run.tweenMs} settled={settled} fill />
          ) : (
            <Stage level={level} shown={run.shownSteps} crashAt={crashed?.crashAt ?? null} tweenMs={run.tweenMs} fill />
          )}
        </div>
        <p aria-live="polite" className="min-h-8 text-2xl font-semibold text-slate-800">
          {showing && run.current && !run.loopShown ? describeStep(run.current, t) : ''}
        </p>
      </div>
      <div className="grid min-w-0 content-start gap-4 lg:max-h-[calc(100svh-2rem)] lg:overflow-y-auto lg:p-1">
        <RunControls run={run} empty={empty} shortcuts={PRESENT_SHORTCUTS} />
        <ShowSolution
          levelId={level.id}
          program={editor.program}
          onShow={(solution: Program) => editor.replace(solution, t('codeLab.present.showing', { blocks: countBlocks(solution) }))}
          onBack={(ours: Program) => editor.replace(ours, t('codeLab.present.backSaid'))}
        />
        <div aria-live="assertive">
          {outcome && (
            <p
              className={`rounded-2xl border-2 p-3 text-2xl font-bold ${
                outcome.solved ? 'border-emerald-400 bg-emerald-50 text-emerald-950' : 'border-amber-400 bg-amber-50 text-amber-950'
              }`}
            >
              {outcome.stopped ? t('codeLab.run.adaStopped') : describeRun(outcome.result, level, t)}
            </p>
          )}
        </div>
        <div className={`grid gap-4 ${bigBlocks}`}>
          <ProgramEditor
            editor={editor}
            rules={rules}
            locked={run.phase === 'playing'}
            runningBlockId={showing ? (run.current?.blockId ?? null) : null}
            crashedBlockId={crashed?.failedBlockId ?? (run.loopShown ? (result?.failedBlockId ?? null) : null)}
            angles={isPenLevel(level)}
          />
        </div>
        <p className="text-lg text-slate-800" data-testid="present-keys">
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
  );
}

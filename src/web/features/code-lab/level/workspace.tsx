// One level at work: the intro (read aloud), the stage with Run / Step / Reset, what happened,
// the hints, and the editor. Phones get the stage above the program; wide screens side by side.
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { FailedRunOutcome } from '../../../../domain/code-lab-api';
import type { RunResult } from '../../../../domain/code-lab/interpreter';
import type { Level } from '../../../../domain/code-lab/level-types';
import { describeRun, describeStep } from '../../../../domain/code-lab/outcome-words';
import { PROGRAM_LIMITS, type Program } from '../../../../domain/code-lab/program';
import { starsFor } from '../../../../domain/code-lab/stars';
import { paragraphBlockId } from '../../../../domain/speech';
import { secondaryButton } from '../../../components/button-styles';
import { preloadable, usePreloadAfterPageShown } from '../../../lib/preloadable';
import { ReadAloudBar } from '../../../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../lessons/kit/read-aloud/spoken-text';
import { ProgramEditor } from '../editor/program-editor';
import type { EditRules } from '../editor/program-model';
import { useEditor } from '../editor/use-editor';
import { useRun } from '../run/use-run';
import { GridText } from '../stage/grid-text';
import { Stage } from '../stage/stage';
import { hintSectionId, Hints, openedHints } from './hints';
import { RunControls } from './run-controls';
import { useLevelSaves, type SolveSaved } from './use-level-saves';

// The solved dialog (Radix Dialog) loads apart, once the level is shown (decision 144).
const solvedDialog = preloadable(() => import('./solved-dialog').then((m) => m.SolvedDialog));

type Props = {
  level: Level;
  initial: Program;
  world: { levelIds: readonly string[]; pointsReward: number };
  next: { to: string; label: string };
};

export function Workspace({ level, initial, world, next }: Props) {
  const saves = useLevelSaves(level, world);
  const rules = useMemo<EditRules>(
    () => ({
      toolbox: level.toolbox,
      maxBlocks: level.maxBlocks,
      maxDepth: PROGRAM_LIMITS.maxDepth,
    }),
    [level],
  );
  const [fails, setFails] = useState(0);
  const [outcome, setOutcome] = useState<{ text: string; solved: boolean } | null>(null);
  const [solved, setSolved] = useState<{ stars: 2 | 3; saved?: SolveSaved } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const resetRun = useRef<() => void>(() => {});
  usePreloadAfterPageShown(solvedDialog.load);

  const onProgramChange = useCallback(
    (program: Program) => {
      resetRun.current();
      setOutcome(null);
      saves.saveDraft(program);
    },
    [saves],
  );
  const editor = useEditor(initial, rules, onProgramChange);

  const onEnd = (result: RunResult) => {
    setOutcome({ text: describeRun(result, level), solved: result.outcome === 'solved' });
    if (result.outcome !== 'solved') {
      setFails((n) => n + 1);
      saves.recordFail(result.outcome as FailedRunOutcome);
      return;
    }
    const stars = starsFor(level, editor.program);
    setSolved({ stars });
    setDialogOpen(true);
    void saves.solve(editor.program, stars).then((saved) => setSolved({ stars, saved }));
  };
  const run = useRun(level, editor.program, onEnd);
  resetRun.current = run.reset;

  const result = run.phase === 'done' ? run.result : null;
  const crashed = result?.outcome === 'crashed' ? result : null;
  const showing = run.phase === 'playing' || run.phase === 'paused';
  const sections = useMemo(
    () => [
      { id: 'intro', heading: level.title, paragraphs: [level.intro] },
      ...level.hints
        .slice(0, openedHints(fails))
        .map((hint, i) => ({ id: hintSectionId(i), heading: `Hint ${i + 1}`, paragraphs: [hint] })),
    ],
    [level, fails],
  );
  const startOver = () => editor.replace(level.startProgram ?? { version: 1, body: [] });

  return (
    <ReadAloudProvider sections={sections}>
      <div className="grid gap-6">
        <div className="grid gap-3">
          <p className="text-lg text-slate-900 sm:text-xl">
            <SpokenText blockId={paragraphBlockId('intro', 0)} fallback={level.intro} />
          </p>
          <ReadAloudBar />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="grid min-w-0 content-start gap-4">
            <Stage
              level={level}
              shown={run.shownSteps}
              crashAt={crashed?.crashAt ?? null}
              tweenMs={run.tweenMs}
            />
            <GridText level={level} shown={run.shownSteps} settled={run.phase === 'paused' || run.phase === 'done'} />
            <RunControls run={run} empty={editor.program.body.length === 0} />
            <p aria-live="polite" className="sr-only">
              {showing && run.current ? describeStep(run.current) : ''}
            </p>
            <div aria-live="assertive">
              {outcome && (
                <p
                  className={`rounded-2xl border-2 p-4 text-lg font-bold ${
                    outcome.solved
                      ? 'border-emerald-400 bg-emerald-50 text-emerald-950'
                      : 'border-amber-400 bg-amber-50 text-amber-950'
                  }`}
                >
                  {outcome.text}
                </p>
              )}
            </div>
            <Hints hints={level.hints} fails={fails} />
          </div>
          <div className="grid min-w-0 content-start gap-3">
            <ProgramEditor
              editor={editor}
              rules={rules}
              locked={run.phase === 'playing'}
              runningBlockId={showing ? (run.current?.blockId ?? null) : null}
              crashedBlockId={crashed?.failedBlockId ?? null}
            />
            <button
              type="button"
              className={`${secondaryButton} justify-self-start`}
              onClick={startOver}
              disabled={run.phase === 'playing'}
            >
              Start over
            </button>
          </div>
        </div>
      </div>
      {solved && (
        <Suspense fallback={null}>
          <solvedDialog.Component
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            stars={solved.stars}
            idealBlocks={level.idealBlocks}
            saved={solved.saved}
            next={next}
          />
        </Suspense>
      )}
    </ReadAloudProvider>
  );
}

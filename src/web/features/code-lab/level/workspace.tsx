// One level at work: the intro (read aloud), the stage with Run / Step / Reset, what happened,
// the hints, and the editor. Phones get the stage above the program; wide screens side by side.
import { Suspense, useCallback, useMemo, useRef } from 'react';
import type { Level } from '../../../../domain/code-lab/level-types';
import { PROGRAM_LIMITS, type Program } from '../../../../domain/code-lab/program';
import { paragraphBlockId } from '../../../../domain/speech';
import { secondaryButton } from '../../../components/button-styles';
import { preloadable, usePreloadAfterPageShown } from '../../../lib/preloadable';
import { ReadAloudProvider } from '../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../lessons/kit/read-aloud/spoken-text';
import { ProgramEditor } from '../editor/program-editor';
import type { EditRules } from '../editor/program-model';
import { useEditor } from '../editor/use-editor';
import { useLevelRun } from '../run/use-level-run';
import { GridText } from '../stage/grid-text';
import { Stage } from '../stage/stage';
import { hintSectionId, Hints } from './hints';
import { ReadAloudBox } from './read-aloud-box';
import { RunControls } from './run-controls';
import { useLevelSaves } from './use-level-saves';

// The solved dialog (Radix Dialog) loads apart, once the level is shown (decision 144).
const solvedDialog = preloadable(() => import('./solved-dialog').then((m) => m.SolvedDialog));

type Props = {
  level: Level;
  initial: Program;
  world: { levelIds: readonly string[]; pointsReward: number; title: string };
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
  const clearRun = useRef<() => void>(() => {});
  usePreloadAfterPageShown(solvedDialog.load);

  const onProgramChange = useCallback(
    (program: Program) => {
      clearRun.current();
      saves.saveDraft(program);
    },
    [saves],
  );
  const editor = useEditor(initial, rules, onProgramChange);

  const lab = useLevelRun(level, editor.program, saves);
  const { run, outcome, solved } = lab;
  clearRun.current = run.clear;
  const showing = run.phase === 'playing' || run.phase === 'paused';
  const sections = useMemo(
    () => [
      { id: 'intro', heading: level.title, paragraphs: [level.intro] },
      ...level.hints
        .slice(0, lab.tries.hintsOpen)
        .map((hint, i) => ({ id: hintSectionId(i), heading: `Hint ${i + 1}`, paragraphs: [hint] })),
    ],
    [level, lab.tries.hintsOpen],
  );
  const startOver = () => editor.replace(level.startProgram ?? { version: 1, body: [] });

  return (
    <ReadAloudProvider sections={sections}>
      <div className="grid gap-6">
        <div className="grid gap-3">
          <p className="text-lg text-slate-900 sm:text-xl">
            <SpokenText blockId={paragraphBlockId('intro', 0)} fallback={level.intro} />
          </p>
          <ReadAloudBox hintsOpen={lab.tries.hintsOpen} />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="grid min-w-0 content-start gap-4">
            <Stage
              level={level}
              shown={run.shownSteps}
              crashAt={lab.crashAt}
              tweenMs={run.tweenMs}
            />
            <GridText level={level} shown={run.shownSteps} settled={run.phase === 'paused' || run.phase === 'done'} />
            <RunControls run={run} empty={editor.program.body.length === 0} />
            <p aria-live="polite" className="min-h-7 text-lg font-semibold text-slate-800">
              {lab.stepWords}
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
            <Hints hints={level.hints} tries={lab.tries} />
          </div>
          <div className="grid min-w-0 content-start gap-3">
            <ProgramEditor
              editor={editor}
              rules={rules}
              locked={run.phase === 'playing'}
              runningBlockId={showing ? (run.current?.blockId ?? null) : null}
              crashedBlockId={lab.markedBlockId}
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
            open={lab.dialogOpen}
            onOpenChange={lab.setDialogOpen}
            stars={solved.stars}
            idealBlocks={level.idealBlocks}
            saved={solved.saved}
            next={next}
            place={{
              number: level.number,
              count: world.levelIds.length,
              worldTitle: world.title,
              worldBonus: world.pointsReward,
            }}
          />
        </Suspense>
      )}
    </ReadAloudProvider>
  );
}

// One puzzle at work: the intro (read aloud), the stage with Run / Step / Stop / Reset, what
// happened, the grid in words, the hints, and the editor. The layout per width is
// docs/decisions/176-code-lab-on-a-phone.md.
import { Suspense, useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { type Level } from '../../../../domain/code-lab/level-types';
import { PROGRAM_LIMITS, type Program } from '../../../../domain/code-lab/program';
import { paragraphBlockId } from '../../../../domain/lessons/speech';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { preloadable, usePreloadAfterPageShown } from '../../../lib/preloadable';
import { ReadAloudProvider } from '../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../lessons/kit/read-aloud/spoken-text';
import { ProgramEditor } from '../editor/program-editor';
import type { EditRules, Slot } from '../editor/program-model';
import { useEditor } from '../editor/use-editor';
import { useLevelRun } from '../run/use-level-run';
import { stageViewOf } from '../stages/registry';
import { hintSectionId, Hints } from './hints';
import { ReadAloudBox } from './read-aloud-box';
import { ShowCode } from '../show-code/show-code';
import { RunControls } from './run-controls';
import { useBenchScroll } from './use-bench-scroll';
import { useLevelSaves } from './use-level-saves';

// The solved dialog (Radix Dialog) loads apart, once the level is shown
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const solvedDialog = preloadable(() => import('./solved-dialog').then((m) => m.SolvedDialog));

type Props = {
  level: Level;
  initial: Program;
  /** Where this person left the insertion point, if the device kept it. */
  initialSlot: Slot | null;
  world: { levelIds: readonly string[]; pointsReward: number; title: string };
  next: { to: string; label: string };
};

export function Workspace({ level, initial, initialSlot, world, next }: Props) {
  const t = useT('codeLab');
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
  const bench = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  usePreloadAfterPageShown(solvedDialog.load);

  const onProgramChange = useCallback(
    (program: Program) => {
      clearRun.current();
      saves.saveDraft(program);
    },
    [saves],
  );
  const editor = useEditor(initial, rules, onProgramChange, initialSlot);
  // Kept once the child moves it (opening a puzzle alone keeps nothing on the device).
  const { keepSlot } = saves;
  const openedAt = useRef(editor.slot);
  useEffect(() => {
    if (editor.slot !== openedAt.current) keepSlot(editor.slot);
  }, [keepSlot, editor.slot]);

  const lab = useLevelRun(level, editor.program, saves);
  const { run, outcome, solved } = lab;
  clearRun.current = run.clear;
  const showing = run.phase === 'playing' || run.phase === 'paused';
  const settled = run.phase === 'paused' || run.phase === 'done';
  const stage = stageViewOf(level);
  const sections = useMemo(
    () => [
      { id: 'intro', heading: level.title, paragraphs: [level.intro] },
      ...level.hints
        .slice(0, lab.tries.hintsOpen)
        .map((hint, i) => ({ id: hintSectionId(i), heading: t('codeLab.hints.hint', { n: i + 1 }), paragraphs: [hint] })),
    ],
    [level, lab.tries.hintsOpen, t],
  );
  const runningBlockId = showing ? (run.current?.blockId ?? null) : null;
  useBenchScroll(bench, top, editor.program, editor.slot, runningBlockId);
  const startOver = () => editor.replace(level.startProgram ?? { version: 1, body: [] });

  return (
    <ReadAloudProvider sections={sections}>
      {/* Phones (below lg): one column with the grid and the run controls stuck at the top and
          the blocks stuck at the bottom, the program scrolling between them; wide screens: the
          intro across, the stage on the left (stuck while a long program scrolls), the program
          on the right. docs/decisions/176-code-lab-on-a-phone.md. */}
      <div ref={bench} data-code-lab-bench className="flex flex-col gap-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-6 lg:gap-y-4">
        <div className="grid gap-3 lg:col-span-2">
          <p className="text-lg text-slate-900 sm:text-xl">
            <SpokenText blockId={paragraphBlockId('intro', 0)} fallback={level.intro} />
          </p>
          <ReadAloudBox hintsOpen={lab.tries.hintsOpen} />
        </div>
        <div className="contents lg:sticky lg:top-0 lg:row-span-2 lg:grid lg:max-h-svh lg:min-w-0 lg:content-start lg:gap-4 lg:overflow-y-auto lg:p-1">
          <div
            ref={top}
            className="sticky top-0 z-20 -order-1 -mx-4 grid gap-2 border-b-2 border-violet-200 bg-violet-50 px-4 py-2 max-lg:[&_button]:px-4 max-lg:[&_fieldset]:gap-1.5 max-lg:[&_label]:gap-1.5 max-lg:[&_label]:px-2 max-lg:[&_legend]:mr-1 max-sm:[&_button]:px-2 max-sm:[&_button]:gap-1 max-sm:[&_fieldset]:gap-1 max-sm:[&_label]:gap-1 max-sm:[&_label]:px-1.5 max-sm:[&_label]:text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-x-4 lg:static lg:grid-cols-1 lg:order-none lg:mx-0 lg:gap-4 lg:border-0 lg:p-0"
          >
            <div
              className="mx-auto w-full max-w-[calc(var(--stage-h)*var(--stage-aspect))] [--stage-h:22svh] sm:[--stage-h:26svh] sm:w-[min(calc(var(--stage-h)*var(--stage-aspect)),50vw)] lg:w-full lg:[--stage-h:40vh]"
              style={{ '--stage-aspect': stage.aspect(level) } as CSSProperties}
            >
              <stage.View level={level} shown={run.shownSteps} crashAt={lab.crashAt} tweenMs={run.tweenMs} settled={settled} />
            </div>
            <RunControls run={run} empty={editor.program.body.length === 0} />
            <p aria-live="polite" className="min-h-6 text-base font-semibold text-slate-800 empty:hidden sm:col-span-2 lg:col-span-1 lg:min-h-7 lg:text-lg">
              {lab.stepWords}
            </p>
            <div aria-live="assertive" className="sm:col-span-2 lg:col-span-1">
              {outcome && (
                <p
                  className={`rounded-2xl border-2 p-3 text-lg font-bold lg:p-4 ${
                    outcome.solved
                      ? 'border-emerald-400 bg-emerald-50 text-emerald-950'
                      : 'border-amber-400 bg-amber-50 text-amber-950'
                  }`}
                >
                  {outcome.text}
                </p>
              )}
            </div>
          </div>
          {/* The grid or the paper in words sits under the bar on a phone, never inside it (docs/decisions/182-the-grid-in-words.md, docs/decisions/357-read-the-paper.md). */}
          <div className="order-1 lg:order-none">
            <stage.Text level={level} shown={run.shownSteps} settled={settled} />
          </div>
          <div className="order-1 lg:order-none">
            <Hints hints={level.hints} tries={lab.tries} />
          </div>
        </div>
        <div className="contents lg:col-start-2 lg:block lg:min-w-0">
          <ProgramEditor
            editor={editor}
            rules={rules}
            locked={run.phase === 'playing'}
            runningBlockId={runningBlockId}
            crashedBlockId={lab.markedBlockId}
            angles={stage.angles}
          />
          <div className="lg:mt-4">
            <ShowCode program={editor.program} runningBlockId={runningBlockId} />
          </div>
        </div>
        <button
          type="button"
          className={`${secondaryButton} justify-self-start self-start lg:col-start-2`}
          onClick={startOver}
          disabled={run.phase === 'playing'}
        >
          {t('codeLab.level.startOver')}
        </button>
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

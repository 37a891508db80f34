// A vision level at work (docs/decisions/413-the-vision-lab-page.md#the-level-page,
// docs/product/code-lab.md#vision-lab): the intro read aloud, the bench (pad, numbers, Try it,
// label boxes), "Check my computer", the drawings it got wrong, the hints and the solved dialog.
// Loaded apart from the level page's own code, with its words, only for a vision level
// (stages/registry.ts).
//
// The check is the engine's pure check, known at once: a solve goes to the server (whose answer
// decides the points and stars) and opens the solved dialog. Only the training set is sent: the
// drawings' cells, never an image.
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { paragraphBlockId } from '../../../../../domain/lessons/speech';
import { checkVisionLevel, type VisionCheck } from '../../../../../domain/code-lab/stages/vision/vision-check';
import { describeVision } from '../../../../../domain/code-lab/stages/vision/vision-check-words';
import { countExamples, emptyTrainingProgram, type TrainingProgram } from '../../../../../domain/code-lab/stages/vision/vision-program';
import { primaryButton, secondaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { preloadable, usePreloadAfterPageShown } from '../../../../lib/preloadable';
import { ReadAloudProvider } from '../../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../../lessons/kit/read-aloud/spoken-text';
import { hintSectionId, Hints } from '../../level/hints';
import { ReadAloudBox } from '../../level/read-aloud-box';
import { useLevelSaves, type SolveSaved } from '../../level/use-level-saves';
import { useTries } from '../../run/tries';
import { VisionBench } from './vision-bench';
import type { VisionWorkspaceProps } from './vision-view';
import { WrongTests } from './wrong-tests';

const solvedDialog = preloadable(() => import('../../level/solved-dialog').then((m) => m.SolvedDialog));

/** Stars for a set that solves: 3 within the level's idealBlocks examples. */
const starsOf = (idealBlocks: number, program: TrainingProgram): 2 | 3 => (countExamples(program) <= idealBlocks ? 3 : 2);

export function VisionWorkspace({ level, initial, world, next }: VisionWorkspaceProps) {
  const t = useT('codeLab', 'visionLab');
  const { saveDraft, solve, recordFail } = useLevelSaves(level, world);
  const tries = useTries(level.id);
  const [program, setProgram] = useState(initial);
  const [checked, setChecked] = useState<VisionCheck | null>(null);
  const [solved, setSolved] = useState<{ stars: 2 | 3; saved?: SolveSaved } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  usePreloadAfterPageShown(solvedDialog.load);

  const change = useCallback(
    (next: TrainingProgram) => {
      setProgram(next);
      setChecked(null);
      saveDraft(next);
    },
    [saveDraft],
  );

  const { countTry } = tries;
  const check = () => {
    const result = checkVisionLevel(level, program);
    setChecked(result);
    countTry();
    if (result.outcome !== 'solved') {
      recordFail('not-yet');
      outcomeRef.current?.focus();
      return;
    }
    const stars = starsOf(level.idealBlocks, program);
    setSolved({ stars });
    setDialogOpen(true);
    void solve(program, stars).then((saved) => setSolved({ stars: saved?.stars ?? stars, saved }));
  };

  const sections = useMemo(
    () => [
      { id: 'intro', heading: level.title, paragraphs: [level.intro] },
      ...level.hints.slice(0, tries.hintsOpen).map((hint, i) => ({
        id: hintSectionId(i),
        heading: t('codeLab.hints.hint', { n: i + 1 }),
        paragraphs: [hint],
      })),
    ],
    [level, tries.hintsOpen, t],
  );

  return (
    <ReadAloudProvider sections={sections}>
      <div className="grid gap-3">
        <p className="text-lg text-slate-900 sm:text-xl">
          <SpokenText blockId={paragraphBlockId('intro', 0)} fallback={level.intro} />
        </p>
        <ReadAloudBox hintsOpen={tries.hintsOpen} />
      </div>
      <VisionBench level={level} program={program} onChange={change} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButton} onClick={check}>
          {t('visionLab.check')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => change(level.startTraining ?? emptyTrainingProgram(level.labels))}>
          {t('codeLab.level.startOver')}
        </button>
      </div>
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role="alert"
        data-testid="vision-outcome"
        className={checked ? `rounded-2xl p-3 text-lg font-bold ${checked.outcome === 'solved' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'}` : 'sr-only'}
      >
        {checked ? describeVision(checked, level, t) : ''}
      </p>
      {checked && <WrongTests level={level} check={checked} />}
      <Hints hints={level.hints} tries={tries} />
      {solved && (
        <Suspense fallback={null}>
          <solvedDialog.Component
            open={dialogOpen}
            onOpenChange={setDialogOpen}
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

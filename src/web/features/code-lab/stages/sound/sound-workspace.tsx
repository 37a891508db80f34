// A sound level at work (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page,
// docs/product/code-lab.md#the-sound-level-page): the intro read aloud, the sound bench (the piano
// roll with the goal behind, "Play my tune", "Play the goal", the volume, "Read the tune", the
// editor of the sound blocks, Show the code), the hints, and the solved dialog. Loaded apart from
// the level page's own code, with its words, only for a sound level (stages/registry.ts).
//
// "Play my tune" is a try. Its outcome is the engine's check, known before the tune plays: a
// solve goes to the server while it plays, and the dialog opens with the server's stars and points
// once it has played; a tune that is not there yet says the first place it differs, in the
// engine's words ("Your third note is E; the tune wants D.").
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { ReportedRunOutcome } from '../../../../../domain/api/code-lab-api';
import { paragraphBlockId } from '../../../../../domain/lessons/speech';
import { PROGRAM_LIMITS } from '../../../../../domain/code-lab/program';
import { checkTune, type TuneCheck } from '../../../../../domain/code-lab/stages/sound/sound-check';
import { runTune } from '../../../../../domain/code-lab/stages/sound/sound-stage';
import { describeTune } from '../../../../../domain/code-lab/stages/sound/sound-words';
import {
  emptyTuneProgram,
  type TuneProgram,
} from '../../../../../domain/code-lab/stages/sound/tune-program';
import { secondaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { preloadable, usePreloadAfterPageShown } from '../../../../lib/preloadable';
import { ReadAloudProvider } from '../../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../../lessons/kit/read-aloud/spoken-text';
import { countProgramBlocks, type EditRules } from '../../editor/program-model';
import { hintSectionId, Hints } from '../../level/hints';
import { ReadAloudBox } from '../../level/read-aloud-box';
import { useLevelSaves, type SolveSaved } from '../../level/use-level-saves';
import { useTries } from '../../run/tries';
import { goalTune } from './goal-tune';
import { SoundBench, type TuneChecker } from './sound-bench';
import type { SoundWorkspaceProps } from './sound-view';

// The solved dialog (Radix Dialog) loads apart, once the level is shown, as on every level.
const solvedDialog = preloadable(() =>
  import('../../level/solved-dialog').then((m) => m.SolvedDialog),
);

/** Stars for a tune that solves: 3 within the level's idealBlocks. */
const starsOf = (idealBlocks: number, program: TuneProgram): 2 | 3 =>
  countProgramBlocks(program) <= idealBlocks ? 3 : 2;

/** What the server counts toward a grown-up's "needs help" for a run that did not solve. */
const reported = (check: TuneCheck): ReportedRunOutcome =>
  check.outcome === 'too-long' ? 'timeout' : check.outcome === 'solved' ? 'not-yet' : check.outcome;

export function SoundWorkspace({ level, initial, initialSlot, world, next }: SoundWorkspaceProps) {
  const t = useT('codeLab', 'soundLab', 'soundLevel');
  const saves = useLevelSaves(level, world);
  const tries = useTries(level.id);
  const rules = useMemo<EditRules>(
    () => ({
      toolbox: level.toolbox,
      maxBlocks: level.maxBlocks,
      maxDepth: PROGRAM_LIMITS.maxDepth,
    }),
    [level],
  );
  const goal = useMemo(() => goalTune(level.goal), [level]);
  const [checked, setChecked] = useState<{ check: TuneCheck; program: TuneProgram } | null>(null);
  const [solved, setSolved] = useState<{ stars: 2 | 3; saved?: SolveSaved } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const saving = useRef<Promise<SolveSaved> | null>(null);
  usePreloadAfterPageShown(solvedDialog.load);

  const { keepSlot, saveDraft, solve, recordFail } = saves;
  const onProgramChange = useCallback(
    (program: TuneProgram) => {
      setChecked(null);
      saveDraft(program);
    },
    [saveDraft],
  );

  const { countTry } = tries;
  const checker = useMemo<TuneChecker<TuneCheck>>(
    () => ({
      tuneOf: (program) => runTune(program).transcript,
      run(program) {
        const check = checkTune(level, program);
        return { tune: check.run.transcript, check };
      },
      started(check, program) {
        saving.current =
          check.outcome === 'solved' ? solve(program, starsOf(level.idealBlocks, program)) : null;
      },
      ended(check, program) {
        setChecked({ check, program });
        countTry();
        if (check.outcome !== 'solved') return recordFail(reported(check));
        const stars = starsOf(level.idealBlocks, program);
        setSolved({ stars });
        setDialogOpen(true);
        void saving.current?.then((saved) => setSolved({ stars: saved?.stars ?? stars, saved }));
      },
    }),
    [level, solve, recordFail, countTry],
  );

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
  const outcome = checked && {
    text: describeTune(checked.check, t),
    solved: checked.check.outcome === 'solved',
  };

  return (
    <ReadAloudProvider sections={sections}>
      <SoundBench
        rules={rules}
        goal={goal}
        initial={initial}
        initialSlot={initialSlot}
        onProgramChange={onProgramChange}
        onSlotChange={keepSlot}
        checker={checker}
        outcome={outcome}
        intro={
          <>
            <p className="text-lg text-slate-900 sm:text-xl">
              <SpokenText blockId={paragraphBlockId('intro', 0)} fallback={level.intro} />
            </p>
            <ReadAloudBox hintsOpen={tries.hintsOpen} />
          </>
        }
        aside={<Hints hints={level.hints} tries={tries} />}
      >
        {(editor, locked) => (
          <button
            type="button"
            className={`${secondaryButton} justify-self-start`}
            onClick={() => editor.replace(emptyTuneProgram())}
            disabled={locked}
          >
            {t('codeLab.level.startOver')}
          </button>
        )}
      </SoundBench>
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

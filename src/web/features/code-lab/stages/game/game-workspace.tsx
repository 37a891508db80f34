// A game level at work (docs/decisions/402-the-game-lab.md#the-level-page,
// docs/product/code-lab.md#level-page): the intro read aloud, the game bench (the scene, Play,
// "Check my game", the scene in words, the property panel, the editor of event blocks, Show the
// code), the hints, and the solved dialog. Loaded apart from the level page's own code, with its
// words, only for a game (stages/registry.ts).
//
// "Check my game" is a try (playing with real keys is for fun and counts for nothing). Its
// outcome is known before its frames play: a solve is saved while they do, and the dialog opens
// with the server's stars and points once they have played; a game that is not there yet says
// the first criterion it missed, in the engine's words.
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { ReportedRunOutcome } from '../../../../../domain/api/code-lab-api';
import { paragraphBlockId } from '../../../../../domain/lessons/speech';
import { PROGRAM_LIMITS } from '../../../../../domain/code-lab/program';
import { checkGame, type GameCheck } from '../../../../../domain/code-lab/stages/game/game-check';
import {
  emptyGameProgram,
  type GameProgram,
} from '../../../../../domain/code-lab/stages/game/game-program';
import { describeGame } from '../../../../../domain/code-lab/stages/game/game-words';
import { secondaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { preloadable, usePreloadAfterPageShown } from '../../../../lib/preloadable';
import { ReadAloudProvider } from '../../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../../lessons/kit/read-aloud/spoken-text';
import { countProgramBlocks } from '../../editor/program-model';
import { hintSectionId, Hints } from '../../level/hints';
import { ReadAloudBox } from '../../level/read-aloud-box';
import { useLevelSaves, type SolveSaved } from '../../level/use-level-saves';
import { useTries } from '../../run/tries';
import { GameBench, type GameChecker } from './game-bench';
import type { GameEditRules } from './handler-model';
import type { GameWorkspaceProps } from './game-view';

// The solved dialog (Radix Dialog) loads apart, once the level is shown, as on every level.
const solvedDialog = preloadable(() =>
  import('../../level/solved-dialog').then((m) => m.SolvedDialog),
);

/** What the server counts toward a grown-up's "needs help" for a check that did not solve. */
const REPORTED: Record<Exclude<GameCheck['outcome'], 'solved'>, ReportedRunOutcome> = {
  'not-yet': 'not-yet',
  timeout: 'timeout',
  'needs-function': 'needs-function',
  'unused-function': 'unused-function',
};

/** Stars for a game that works: 3 within the level's idealBlocks (its event blocks count too). */
const starsOf = (idealBlocks: number, program: GameProgram): 2 | 3 =>
  countProgramBlocks(program) <= idealBlocks ? 3 : 2;

export function GameWorkspace({ level, initial, initialSlot, world, next }: GameWorkspaceProps) {
  const t = useT('codeLab', 'gameLab', 'gameScene', 'gameLevel');
  const saves = useLevelSaves(level, world);
  const tries = useTries(level.id);
  const rules = useMemo<GameEditRules>(
    () => ({
      toolbox: level.toolbox,
      maxBlocks: level.maxBlocks,
      maxDepth: PROGRAM_LIMITS.maxDepth,
      sprites: level.scene.sprites.map((s) => s.id),
      events: level.events,
    }),
    [level],
  );
  const [checked, setChecked] = useState<{ check: GameCheck; program: GameProgram } | null>(null);
  const [solved, setSolved] = useState<{ stars: 2 | 3; saved?: SolveSaved } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const saving = useRef<Promise<SolveSaved> | null>(null);
  usePreloadAfterPageShown(solvedDialog.load);

  // Kept once the child moves it (opening a level alone keeps nothing on the device).
  const { keepSlot, saveDraft, solve, recordFail } = saves;
  const onProgramChange = useCallback(
    (program: GameProgram) => {
      setChecked(null);
      saveDraft(program);
    },
    [saveDraft],
  );

  const { countTry } = tries;
  const checker = useMemo<GameChecker>(
    () => ({
      run: (program) => checkGame(level, program),
      started(check, program) {
        saving.current =
          check.outcome === 'solved' ? solve(program, starsOf(level.idealBlocks, program)) : null;
      },
      ended(check, program) {
        setChecked({ check, program });
        countTry();
        if (check.outcome !== 'solved') return recordFail(REPORTED[check.outcome]);
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
    text: describeGame(checked.check, checked.program, t),
    solved: checked.check.outcome === 'solved',
  };

  return (
    <ReadAloudProvider sections={sections}>
      <GameBench
        scene={level.scene}
        rules={rules}
        maxFrames={level.maxFrames}
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
            onClick={() => editor.replace(emptyGameProgram())}
            disabled={locked}
          >
            {t('codeLab.level.startOver')}
          </button>
        )}
      </GameBench>
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

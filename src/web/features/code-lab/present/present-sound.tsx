// Present mode for a sound level (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery):
// the level's sound bench large for a projector (the roll with the goal behind, "Play my tune",
// "Play the goal", the volume, "Read the tune"), built and played live by the teacher with the
// class's sound setting, and the engine's words for the tune that played. Nothing is saved or
// counted, as for Ada's puzzles (docs/decisions/262-present-mode.md); "Show a solution" loads the
// level's reference tune, which "Play my tune" then plays.
import { useMemo, useState } from 'react';
import { PROGRAM_LIMITS } from '../../../../domain/code-lab/program';
import { checkTune, type TuneCheck } from '../../../../domain/code-lab/stages/sound/sound-check';
import type { SoundLevel } from '../../../../domain/code-lab/stages/sound/sound-level';
import { runTune } from '../../../../domain/code-lab/stages/sound/sound-stage';
import { describeTune } from '../../../../domain/code-lab/stages/sound/sound-words';
import { emptyTuneProgram, type TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import { useT } from '../../../i18n/use-t';
import { countProgramBlocks, type EditRules } from '../editor/program-model';
import { goalTune } from '../stages/sound/goal-tune';
import { SoundBench, type TuneChecker } from '../stages/sound/sound-bench';
import { ShowSolution } from './show-solution';

// Every block's words large enough for the back of the room, as on Ada's puzzles.
const bigBlocks =
  '[&_button]:text-[28px] [&_button]:leading-tight [&_select]:text-[28px] [&_h2]:text-3xl';

export function PresentSound({ level }: { level: SoundLevel }) {
  const t = useT('codeLab', 'soundLab', 'soundLevel');
  const rules = useMemo<EditRules>(
    () => ({ toolbox: level.toolbox, maxBlocks: level.maxBlocks, maxDepth: PROGRAM_LIMITS.maxDepth }),
    [level],
  );
  const goal = useMemo(() => goalTune(level.goal), [level]);
  const [checked, setChecked] = useState<TuneCheck | null>(null);
  const checker = useMemo<TuneChecker<TuneCheck>>(
    () => ({
      tuneOf: (program) => runTune(program).transcript,
      run(program) {
        const check = checkTune(level, program);
        return { tune: check.run.transcript, check };
      },
      ended: (check) => setChecked(check),
    }),
    [level],
  );
  const outcome = checked && { text: describeTune(checked, t), solved: checked.outcome === 'solved' };
  return (
    <div className={bigBlocks} data-testid="present-sound">
      <SoundBench
        rules={rules}
        goal={goal}
        initial={emptyTuneProgram()}
        onProgramChange={() => setChecked(null)}
        checker={checker}
        outcome={outcome}
      >
        {(editor) => (
          <ShowSolution
            levelId={level.id}
            program={editor.program}
            onShow={(solution: TuneProgram) =>
              editor.replace(solution, t('codeLab.present.showing', { blocks: countProgramBlocks(solution) }))
            }
            onBack={(ours: TuneProgram) => editor.replace(ours, t('codeLab.present.backSaid'))}
          />
        )}
      </SoundBench>
    </div>
  );
}

// Present mode for a vision level (docs/decisions/413-the-vision-lab-page.md#present-mode): the
// pad, Try it and the label boxes large for a projector, trained live by the teacher and the
// class, "Check my computer" with the engine's words and the drawings it got wrong, and "Show a
// solution" (the server's reference, a teacher's only). Nothing is saved or counted, as for every
// puzzle (docs/decisions/262-present-mode.md).
import { useState } from 'react';
import { checkVisionLevel, type VisionCheck } from '../../../../domain/code-lab/stages/vision/vision-check';
import { describeVision } from '../../../../domain/code-lab/stages/vision/vision-check-words';
import type { VisionLevel } from '../../../../domain/code-lab/stages/vision/vision-level';
import { emptyTrainingProgram, type TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { primaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { VisionBench } from '../stages/vision/vision-bench';
import { WrongTests } from '../stages/vision/wrong-tests';
import { ShowSolution } from './show-solution';

// Every control's words large enough for the back of the room, as on Ada's puzzles.
const bigBlocks = '[&_button]:text-2xl [&_h2]:text-3xl';

export function PresentVision({ level }: { level: VisionLevel }) {
  const t = useT('codeLab', 'visionLab');
  const [program, setProgram] = useState<TrainingProgram>(level.startTraining ?? emptyTrainingProgram(level.labels));
  const [checked, setChecked] = useState<VisionCheck | null>(null);
  const change = (next: TrainingProgram) => {
    setProgram(next);
    setChecked(null);
  };
  return (
    <div className={`grid min-w-0 gap-4 ${bigBlocks}`} data-testid="present-vision">
      <VisionBench level={level} program={program} onChange={change} big />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButton} onClick={() => setChecked(checkVisionLevel(level, program))}>
          {t('visionLab.check')}
        </button>
        <ShowSolution
          levelId={level.id}
          program={program}
          onShow={(solution) => change(solution as TrainingProgram)}
          onBack={(ours) => change(ours as TrainingProgram)}
        />
      </div>
      <p role="status" className={checked ? `rounded-2xl p-3 text-2xl font-bold ${checked.outcome === 'solved' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'}` : 'sr-only'}>
        {checked ? describeVision(checked, level, t) : ''}
      </p>
      {checked && <WrongTests level={level} check={checked} />}
    </div>
  );
}

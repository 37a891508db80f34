// Sequences practice (docs/product/lessons.md#sequences): three numbered slots; moving a step onto a slot swaps the two
// steps. When every step is right: a 3 s success banner and the 'morning-routine' activity award.
import { useCallback, useState } from 'react';
import { morningRoutineSteps } from '../../../../content/lessons/sequences';
import { DELAYS_MS } from '../../../domain/constants';
import { initialSlots, isSequenceCorrect, moveStep, type SequenceStep, sequenceEvidenceOf } from '../../../domain/lessons/sequence-slots';
import { useContent, useT } from '../../i18n/use-t';
import { useAwardActivity } from '../../lib/progress-saves';
import { DragDropBoard } from '../kit/drag-drop/drag-drop-board';
import { DraggableBlock } from '../kit/drag-drop/draggable-block';
import { DropTarget } from '../kit/drag-drop/drop-target';
import { SuccessBanner } from '../kit/success-banner';
import '../activity-words'; // its words are loaded before it renders

const icons: Record<string, string> = { 'wake-up': '⏰', 'brush-teeth': '🪥', 'eat-breakfast': '🥣' };
const slotId = (n: number) => `slot-${n}`;

export function MorningRoutine() {
  const t = useT('activities');
  const steps: readonly SequenceStep[] = useContent('lessons/sequences', 'morningRoutineSteps', morningRoutineSteps);
  const awardActivity = useAwardActivity();
  const [slots, setSlots] = useState(() => initialSlots(morningRoutineSteps));
  const [showBanner, setShowBanner] = useState(false);
  const hideBanner = useCallback(() => setShowBanner(false), []);
  const done = isSequenceCorrect(slots, steps);

  const onPlace = (stepId: string, targetId: string) => {
    const target = Number(targetId.replace('slot-', ''));
    const next = moveStep(slots, stepId, target);
    setSlots(next);
    if (!done && isSequenceCorrect(next, steps)) {
      setShowBanner(true);
      void awardActivity('morning-routine', sequenceEvidenceOf(next));
    }
  };

  return (
    <div className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm">
      <h2 className="text-2xl font-extrabold text-violet-900">{t('activities.morningRoutine.heading')}</h2>
      <p className="text-lg text-slate-800">{t('activities.morningRoutine.help')}</p>
      <DragDropBoard onPlace={onPlace} disabled={done}>
        <ol className="grid gap-3">
          {slots.map((stepId, i) => {
            const step = steps.find((s) => s.id === stepId)!;
            return (
              <li key={slotId(i + 1)}>
                <DropTarget
                  id={slotId(i + 1)}
                  label={t('activities.morningRoutine.slot', { n: i + 1 })}
                  className="flex flex-wrap items-center gap-3 rounded-2xl border-4 border-dashed border-violet-200 p-3"
                >
                  <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-violet-700 text-xl font-extrabold text-white">
                    {i + 1}
                  </span>
                  <DraggableBlock key={step.id} id={step.id} label={step.text}>
                    <span aria-hidden="true">{icons[step.id]}</span> {step.text}
                  </DraggableBlock>
                </DropTarget>
              </li>
            );
          })}
        </ol>
      </DragDropBoard>
      <SuccessBanner show={showBanner} onHide={hideBanner} durationMs={DELAYS_MS.successBanner}>
        {t('activities.morningRoutine.done')}
      </SuccessBanner>
      {done && !showBanner && <p className="text-lg font-semibold text-emerald-900">{t('activities.morningRoutine.finished')}</p>}
    </div>
  );
}

// The sequences practice (docs/product/lessons.md#sequences): steps sit in numbered slots; dropping a step on a slot
// swaps it with the step there; done when every step is in its correct slot.
import { activityRule, list, shape, text, type Guard, type LessonActivity } from './evidence';

export type SequenceStep = { id: string; text: string; correctOrder: number; startSlot: number };

/** slots[i] is the id of the step in slot i + 1. */
export type Slots = readonly string[];

export function initialSlots(steps: readonly SequenceStep[]): Slots {
  const slots: string[] = new Array<string>(steps.length);
  for (const step of steps) slots[step.startSlot - 1] = step.id;
  return slots;
}

/** docs/product/lessons.md#sequences: the dragged step takes the target slot; the step there takes the dragged step's old slot. */
export function moveStep(slots: Slots, stepId: string, targetSlot: number): Slots {
  const from = slots.indexOf(stepId);
  const to = targetSlot - 1;
  if (from === -1 || to < 0 || to >= slots.length || from === to) return slots;
  const next = [...slots];
  next[to] = stepId;
  next[from] = slots[to]!;
  return next;
}

export const isSequenceCorrect = (slots: Slots, steps: readonly SequenceStep[]): boolean =>
  steps.length > 0 && steps.every((step) => slots[step.correctOrder - 1] === step.id);

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small, checked
// with the rule above.
export type SequenceEvidence = { slots: string[] };
export const sequenceEvidenceOf = (slots: Slots): SequenceEvidence => ({ slots: [...slots] });
const isSequenceEvidenceDone = (evidence: SequenceEvidence, steps: readonly SequenceStep[]): boolean =>
  isSequenceCorrect(evidence.slots, steps);
const isSequenceEvidence: Guard<SequenceEvidence> = shape({ slots: list(text(32), 10) });
/** The morning routine's rule, bound to the lesson's steps. */
export const sequenceActivity = (steps: readonly SequenceStep[]): LessonActivity =>
  activityRule(isSequenceEvidence, (e) => isSequenceEvidenceDone(e, steps));

import { describe, expect, it } from 'vitest';
import { initialSlots, isSequenceCorrect, moveStep, type SequenceStep } from './sequence-slots';

// docs/product/lessons.md#sequences: Wake up (1, starts in slot 3), Brush teeth (2, slot 1), Eat breakfast (3, slot 2).
const steps: SequenceStep[] = [
  { id: 'wake-up', text: 'Wake up', correctOrder: 1, startSlot: 3 },
  { id: 'brush-teeth', text: 'Brush teeth', correctOrder: 2, startSlot: 1 },
  { id: 'eat-breakfast', text: 'Eat breakfast', correctOrder: 3, startSlot: 2 },
];

describe('sequence slots', () => {
  it('starts mixed up', () => {
    const slots = initialSlots(steps);
    expect(slots).toEqual(['brush-teeth', 'eat-breakfast', 'wake-up']);
    expect(isSequenceCorrect(slots, steps)).toBe(false);
  });

  it('swaps: the dragged step takes the target slot, the step there takes its old slot (docs/product/lessons.md#sequences)', () => {
    const slots = moveStep(initialSlots(steps), 'wake-up', 1);
    expect(slots).toEqual(['wake-up', 'eat-breakfast', 'brush-teeth']);
  });

  it('is correct once every step is in its place', () => {
    let slots = moveStep(initialSlots(steps), 'wake-up', 1);
    slots = moveStep(slots, 'brush-teeth', 2);
    expect(slots).toEqual(['wake-up', 'brush-teeth', 'eat-breakfast']);
    expect(isSequenceCorrect(slots, steps)).toBe(true);
  });

  it('ignores drops on the same slot, outside the slots or of unknown steps', () => {
    const slots = initialSlots(steps);
    expect(moveStep(slots, 'wake-up', 3)).toBe(slots);
    expect(moveStep(slots, 'wake-up', 0)).toBe(slots);
    expect(moveStep(slots, 'wake-up', 4)).toBe(slots);
    expect(moveStep(slots, 'nap', 1)).toBe(slots);
    expect(isSequenceCorrect([], [])).toBe(false);
  });
});

// How a mouse, a pen and a finger pick up a block, the same in the lessons' boards and the Code
// Lab editor (docs/product.md#drag-and-drop): a mouse or pen after moving 8 px; a finger after a
// short press (200 ms), so a finger that swipes over a block still scrolls the page.
import {
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type SensorDescriptor,
  type SensorOptions,
} from '@dnd-kit/core';

/** Mouse and pen only: fingers go to the TouchSensor. */
class MouseOrPenSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: ({ nativeEvent: event }, { onActivation }) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/**
 * The mouse, pen and finger sensors, plus any given (the lessons' boards add their keyboard
 * sensor; the Code Lab editor has its own keys and adds none).
 */
export function useDragSensors<T extends SensorOptions>(...more: SensorDescriptor<T>[]) {
  return useSensors(
    useSensor(MouseOrPenSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    ...more,
  );
}

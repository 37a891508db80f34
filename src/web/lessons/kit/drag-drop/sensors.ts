// How blocks are moved without the tap mode: mouse/pen and finger (src/web/components/drag-sensors.ts,
// shared with the Code Lab editor) and keyboard (Space to pick up, arrows to choose a place,
// Space or Enter to drop, Escape to cancel). Enter alone is left to the tap mode (a click).
import {
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useMemo } from 'react';
import { useDragSensors } from '../../../components/drag-sensors';

const forwardKeys = ['ArrowRight', 'ArrowDown'];
const backwardKeys = ['ArrowLeft', 'ArrowUp'];

/**
 * Keyboard dragging jumps from place to place (in reading order) instead of moving a few pixels,
 * and the place it jumped to is the one the block is over, whatever the page scroll does.
 */
function createKeyboardTargeting() {
  let targetId: UniqueIdentifier | null = null;

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const forward = forwardKeys.includes(event.code);
    if (!forward && !backwardKeys.includes(event.code)) return undefined;
    event.preventDefault();
    const { droppableContainers, droppableRects, collisionRect, active } = context;
    if (!collisionRect) return undefined;
    const targets = droppableContainers
      .getEnabled()
      .filter((c) => droppableRects.has(c.id))
      .sort((a, b) => {
        const ra = droppableRects.get(a.id)!;
        const rb = droppableRects.get(b.id)!;
        return Math.abs(ra.top - rb.top) > 8 ? ra.top - rb.top : ra.left - rb.left;
      });
    if (targets.length === 0) return undefined;
    const home = (active?.data.current as { homeTargetId?: string } | undefined)?.homeTargetId ?? null;
    const index = targets.findIndex((t) => t.id === (targetId ?? home));
    const next =
      index === -1 ? (forward ? 0 : targets.length - 1) : (index + (forward ? 1 : -1) + targets.length) % targets.length;
    const target = targets[next]!;
    targetId = target.id;
    const rect = droppableRects.get(target.id)!;
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };

  const collisionDetection: CollisionDetection = (args) => {
    if (args.pointerCoordinates) {
      const within = pointerWithin(args);
      return within.length > 0 ? within : rectIntersection(args);
    }
    const container = targetId === null ? undefined : args.droppableContainers.find((c) => c.id === targetId);
    return container ? [{ id: container.id, data: { droppableContainer: container, value: 0 } }] : [];
  };

  return { coordinateGetter, collisionDetection, reset: () => void (targetId = null) };
}

export function useBoardSensors() {
  const targeting = useMemo(createKeyboardTargeting, []);
  const sensors = useDragSensors(
    useSensor(KeyboardSensor, {
      coordinateGetter: targeting.coordinateGetter,
      keyboardCodes: { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] },
    }),
  );
  return { sensors, collisionDetection: targeting.collisionDetection, resetKeyboardTarget: targeting.reset };
}

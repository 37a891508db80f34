import { useRef, type PointerEvent } from 'react';
import type { MazeDirection } from '../../../domain/games/maze';

const MIN_SWIPE_PX = 24;

/** Pointer-event swipes (touch, pen or a mouse drag) turned into one of four directions. */
export function useSwipe(onSwipe: (direction: MazeDirection) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < MIN_SWIPE_PX) return;
      if (Math.abs(dx) > Math.abs(dy)) onSwipe(dx > 0 ? 'right' : 'left');
      else onSwipe(dy > 0 ? 'down' : 'up');
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

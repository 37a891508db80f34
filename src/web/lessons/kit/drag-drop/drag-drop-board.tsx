// Drag and drop that also works by tapping and by keyboard (docs/product.md#drag-and-drop, WCAG 2.2 2.5.7). Usage:
//   <DragDropBoard onPlace={(blockId, targetId) => dispatch(...)}>
//     <DropTarget id="palette" label="Available Blocks">
//       <DraggableBlock id="say-hello" label="Say Hello">💬 Say Hello</DraggableBlock>
//     </DropTarget>
//     <DropTarget id="program" label="Your Program">{placed blocks}</DropTarget>
//   </DragDropBoard>
// Ways to move a block: drag it (mouse, pen, finger after a short press); tap/click it (it is
// "picked up", aria-pressed) then tap a "Put ... in ..." button in a place; keyboard Space +
// arrows + Space, or Enter then a Put button. Every move is announced in a live region.
// onPlace may return a sentence to announce instead of the default "X placed in Y."
// Blocks and places need labels that make sense spoken ("Say Hello", "Your Program").
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { DndContext, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useT } from '../../../i18n/use-t';
import { BoardContext, type BoardValue, type PickedBlock } from './board-context';
import { useBoardSensors } from './sensors';

type Labelled = { data: { current?: Record<string, unknown> } } | null | undefined;
const labelOf = (node: Labelled, fallback = ''): string => String(node?.data.current?.label ?? fallback);

type Props = {
  onPlace: (blockId: string, targetId: string) => string | void;
  /** Set while the activity is finished or busy: nothing can be picked or dropped. */
  disabled?: boolean;
  children: ReactNode;
  className?: string;
};

export function DragDropBoard({ onPlace, disabled = false, children, className }: Props) {
  const t = useT('lesson');
  const { sensors, collisionDetection, resetKeyboardTarget } = useBoardSensors();
  const [picked, setPicked] = useState<PickedBlock | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);

  // Keep keyboard and tap users in the activity: on the moved block if it can still move, else
  // the first movable block, else the place it went to. Only when focus was in the board, and
  // not when the activity moved it elsewhere meanwhile (a result it shows, e.g. "Excellent Job").
  const restoreFocus = useCallback((blockId: string, targetId: string) => {
    const el = root.current;
    const outside = (focused: Element | null) => !!focused && focused !== document.body && !el?.contains(focused);
    if (!el || outside(document.activeElement)) return;
    setTimeout(() => {
      if (outside(document.activeElement)) return;
      const blocks = [...el.querySelectorAll<HTMLElement>('[data-dnd-block]:not(:disabled)')];
      const targets = [...el.querySelectorAll<HTMLElement>('[data-dnd-target]')];
      const next =
        blocks.find((b) => b.dataset.dndBlock === blockId) ?? blocks[0] ?? targets.find((t) => t.dataset.dndTarget === targetId);
      next?.focus();
    }, 0);
  }, []);

  const place = useCallback(
    (blockId: string, blockLabel: string, targetId: string, targetLabel: string) => {
      setPicked(null);
      const said = onPlace(blockId, targetId);
      setAnnouncement(typeof said === 'string' ? said : t('lesson.drag.placed', { item: blockLabel, target: targetLabel }));
      restoreFocus(blockId, targetId);
    },
    [onPlace, restoreFocus, t],
  );

  const value = useMemo<BoardValue>(
    () => ({
      picked: disabled ? null : picked,
      disabled,
      toggle: (block) => {
        if (disabled) return;
        const putDown = picked?.id === block.id;
        setPicked(putDown ? null : block);
        setAnnouncement(
          putDown ? t('lesson.drag.putDown', { item: block.label }) : t('lesson.drag.picked', { item: block.label }),
        );
      },
      putPickedIn: (targetId, targetLabel) => picked && !disabled && place(picked.id, picked.label, targetId, targetLabel),
    }),
    [picked, disabled, place, t],
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    resetKeyboardTarget();
    if (disabled || !over) return;
    if ((active.data.current as { homeTargetId?: string } | undefined)?.homeTargetId === over.id) return;
    place(String(active.id), labelOf(active, String(active.id)), String(over.id), labelOf(over, String(over.id)));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('lesson.drag.picked', { item: labelOf(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('lesson.drag.over', { item: labelOf(active), target: labelOf(over) })
        : t('lesson.drag.notOver', { item: labelOf(active) }),
    onDragEnd: () => undefined, // the board's own live region says what happened
    onDragCancel: ({ active }) => t('lesson.drag.cancelled', { item: labelOf(active) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      // Scroll only when a block is held right at the window's edge (the default 20 % starts
      // scrolling as soon as a low block is picked up).
      autoScroll={{ threshold: { x: 0, y: 0.08 } }}
      onDragStart={() => setPicked(null)}
      onDragEnd={onDragEnd}
      onDragCancel={resetKeyboardTarget}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('lesson.drag.instructions') } }}
    >
      <BoardContext.Provider value={value}>
        <div ref={root} className={className}>
          {children}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
      </BoardContext.Provider>
    </DndContext>
  );
}

// One movable block of a DragDropBoard (see drag-drop-board.tsx for usage). A real <button>:
// click/tap or Enter picks it up (aria-pressed), Space starts a keyboard drag; at least 44x44 px.
import { useContext, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '../../../i18n/use-t';
import { HomeTargetContext, useBoard } from './board-context';

type Props = { id: string; label: string; disabled?: boolean; className?: string; children?: ReactNode };

export function DraggableBlock({ id, label, disabled: ownDisabled = false, className = '', children }: Props) {
  const board = useBoard();
  const t = useT('lesson');
  const disabled = ownDisabled || board.disabled;
  const home = useContext(HomeTargetContext);
  const homeTargetId = home?.id ?? null;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id,
    disabled,
    data: { label, homeTargetId },
    attributes: { roleDescription: t('lesson.drag.roleDescription') },
  });
  const picked = board.picked?.id === id;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-dnd-block={id}
      disabled={disabled}
      aria-pressed={picked || isDragging}
      onClick={() => board.toggle({ id, label, homeTargetId })}
      style={{ transform: CSS.Translate.toString(transform), touchAction: 'manipulation' }}
      className={`relative inline-flex min-h-11 min-w-11 cursor-grab items-center gap-2 rounded-xl border-2 px-4 py-2 text-lg font-bold select-none disabled:cursor-not-allowed disabled:opacity-60 ${
        picked ? 'border-amber-500 bg-amber-100 ring-4 ring-amber-300' : 'border-violet-300 bg-white'
      } ${isDragging ? 'z-20 shadow-xl' : ''} ${className}`}
    >
      {children ?? label}
    </button>
  );
}

// A place blocks can be dropped in (see drag-drop-board.tsx for usage). While a block is picked
// up by a tap, it shows a "Put <block> in <place>" button (the tap-to-place target).
// `accepts` limits which blocks may be put here (default: any block from elsewhere).
import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useT } from '../../../i18n/use-t';
import { HomeTargetContext, useBoard } from './board-context';

type Props = {
  id: string;
  label: string;
  accepts?: (blockId: string) => boolean;
  className?: string;
  children?: ReactNode;
};

export function DropTarget({ id, label, accepts, className = '', children }: Props) {
  const board = useBoard();
  const t = useT('lesson');
  const { setNodeRef, isOver } = useDroppable({ id, data: { label } });
  const picked = board.picked;
  const canPut = picked !== null && picked.homeTargetId !== id && (accepts?.(picked.id) ?? true);
  return (
    <HomeTargetContext.Provider value={{ id, label }}>
      <div
        ref={setNodeRef}
        role="group"
        aria-label={label}
        data-dnd-target={id}
        tabIndex={-1}
        className={`${className} ${isOver ? 'ring-4 ring-sky-400' : ''}`}
      >
        {children}
        {canPut && (
          <button
            type="button"
            onClick={() => board.putPickedIn(id, label)}
            className="mt-2 inline-flex min-h-11 min-w-11 items-center gap-2 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 px-4 font-bold text-amber-950"
          >
            <span aria-hidden="true">⬇️</span>
            {t('lesson.drag.putIn', { item: picked.label, target: label })}
          </button>
        )}
      </div>
    </HomeTargetContext.Provider>
  );
}

// One row of the program list: a real button that stands for a slot (tap or focus it and new
// blocks go there). A block's row can be dragged; every row is a place to drop on.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Slot } from './program-model';

const slotKey = (slot: Slot): string => `${slot.path.map((p) => `${p.id}.${p.branch}`).join('/')}@${slot.index}`;

type Props = {
  slot: Slot;
  label: string;
  /** Set on a block's own row: it can be dragged. */
  blockId?: string;
  active: boolean;
  running: boolean;
  crashed: boolean;
  locked: boolean;
  describedBy?: string;
  className: string;
  onSlot: (slot: Slot) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

export function ProgramRow({ slot, label, blockId, active, running, crashed, locked, describedBy, className, onSlot, onKeyDown, children }: Props) {
  const key = slotKey(slot);
  const drop = useDroppable({ id: `slot:${key}`, data: { slot, label, blockId } });
  const drag = useDraggable({ id: `block:${blockId ?? key}`, disabled: !blockId || locked, data: { blockId, label } });
  const setRef = (node: HTMLButtonElement | null) => {
    drop.setNodeRef(node);
    drag.setNodeRef(node);
  };
  const { role: _role, tabIndex: _tabIndex, 'aria-roledescription': _desc, 'aria-describedby': _d, 'aria-pressed': _p, 'aria-disabled': _off, ...dragAttributes } =
    drag.attributes;
  const transform = drag.transform ? `translate(${drag.transform.x}px, ${drag.transform.y}px)` : undefined;
  return (
    <button
      type="button"
      ref={setRef}
      {...dragAttributes}
      {...(blockId && !locked ? drag.listeners : {})}
      data-slot={key}
      tabIndex={active ? 0 : -1}
      aria-label={label}
      aria-current={running ? 'step' : undefined}
      aria-describedby={describedBy}
      onFocus={() => !active && onSlot(slot)}
      onClick={() => onSlot(slot)}
      onKeyDown={onKeyDown}
      style={{ transform, touchAction: 'manipulation' }}
      className={`relative inline-flex min-h-11 min-w-[min(11rem,100%)] flex-1 items-center gap-1.5 rounded-xl border-2 px-2 py-1 text-left sm:gap-2 sm:px-3 text-base font-bold select-none ${className} ${
        running ? 'ring-4 ring-emerald-500' : ''
      } ${crashed ? 'border-red-600 bg-red-50 ring-4 ring-red-500' : ''} ${drop.isOver ? 'outline-4 outline-sky-500' : ''} ${
        active ? 'outline-3 outline-offset-2 outline-amber-500' : ''
      } ${drag.isDragging ? 'z-30 shadow-xl' : ''}`}
    >
      {children}
    </button>
  );
}

/** Where the next block goes: shown right after the row of the insertion point. */
export function InsertionMarker() {
  const t = useT('codeLab');
  return (
    <li data-insertion-marker className="flex min-h-8 items-center gap-2 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-3 text-sm font-bold text-amber-950">
      <span aria-hidden="true">→</span> {t('codeLab.rows.nextHere')}
    </li>
  );
}

// A placed block's small menu, for touch (keys do the same: Alt+arrows, Delete): "Move this block
// up", "Move this block down", "Delete this block". It opens under its button; one is open at a time.
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';

type Props = {
  blockId: string;
  /** "Step 2", "Step 1 (inside Repeat)". */
  place: string;
  words: string;
  open: boolean;
  tabIndex: number;
  locked: boolean;
  canUp: boolean;
  canDown: boolean;
  onToggle: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => void;
  /** Another thing's menu (a game's event block): its name and its three items' words. */
  labels?: { name: string; group: string; up: string; down: string; delete: string };
};

const item =
  'inline-flex min-h-11 min-w-11 items-center gap-1 rounded-full border-2 border-slate-400 bg-white px-3 text-base font-bold text-slate-900 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';


export function BlockMenu({ blockId, place, words, open, tabIndex, locked, canUp, canDown, onToggle, onMove, onDelete, labels }: Props) {
  const id = useId();
  const t = useT('codeLab');
  const say = labels ?? {
    name: t('codeLab.menu.name', { place: `${place.charAt(0).toLowerCase()}${place.slice(1)}` }),
    group: t('codeLab.rows.label', { place, words }),
    up: t('codeLab.menu.up'),
    down: t('codeLab.menu.down'),
    delete: t('codeLab.menu.delete'),
  };
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={say.name}
        data-menu-for={blockId}
        tabIndex={open ? 0 : tabIndex}
        disabled={locked}
        onClick={onToggle}
        className="grid size-11 place-items-center rounded-full border-2 border-slate-300 bg-white text-xl font-black text-slate-700 hover:bg-slate-100 disabled:opacity-50"
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div id={id} role="group" aria-label={say.group} className="flex w-full flex-wrap gap-2 pl-2">
          <button type="button" className={item} data-move-for={`${blockId}:up`} disabled={locked || !canUp} onClick={() => onMove('up')}>
            <span aria-hidden="true">↑</span> {say.up}
          </button>
          <button type="button" className={item} data-move-for={`${blockId}:down`} disabled={locked || !canDown} onClick={() => onMove('down')}>
            <span aria-hidden="true">↓</span> {say.down}
          </button>
          <button type="button" className={`${item} border-red-400 text-red-800`} disabled={locked} onClick={onDelete}>
            <span aria-hidden="true">✕</span> {say.delete}
          </button>
        </div>
      )}
    </>
  );
}

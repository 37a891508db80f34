// The palette: one button per block of the level's toolbox, in a group named "Blocks". A tap, a
// click or Enter puts the block at the insertion point; a mouse or a finger can also drag it to
// a place in the program. A block that cannot go in says why instead.
import { useDraggable } from '@dnd-kit/core';
import type { Translate } from '../../../../i18n/translate';
import { functionWords } from '../../../../domain/code-lab/outcome-words';
import type { BlockKind, FunctionName } from '../../../../domain/code-lab/program';
import { useT } from '../../../i18n/use-t';
import { blockName } from './rows';
import { blockColors, blockMarks } from './block-looks';
import { functionsIn, type EditProgram, type InsertCheck } from './program-model';

/** One palette block: a kind of the toolbox, or a function's own block ("Use square"). */
export type PaletteItem = { kind: BlockKind; name?: FunctionName };
const itemKey = (item: PaletteItem): string => (item.name ? `call-${item.name}` : item.kind);
const itemLabel = (item: PaletteItem, t: Translate): string =>
  item.name ? t('codeLab.block.use', { name: functionWords(item.name, t) }) : blockName(item.kind, t);

/**
 * The palette's blocks: the toolbox's, where "Use a function" becomes one block for each function
 * made (none until one is made: "Make a function" is where that starts).
 */
export function paletteItems(toolbox: readonly BlockKind[], program: EditProgram): PaletteItem[] {
  return toolbox.flatMap((kind): PaletteItem[] =>
    kind === 'call' ? functionsIn(program).map((f) => ({ kind, name: f.name })) : [{ kind }],
  );
}

const reasons = {
  'not-in-toolbox': 'codeLab.palette.notInToolbox',
  full: 'codeLab.palette.full',
  'too-deep': 'codeLab.palette.tooDeep',
  'call-in-function': 'codeLab.palette.callInFunction',
  'no-such-function': 'codeLab.palette.noSuchFunction',
  'no-handler': 'gameLevel.palette.noHandler',
  'together-in-together': 'soundLevel.palette.togetherInTogether',
} as const satisfies Record<Exclude<InsertCheck, { ok: true }>['reason'], string>;
export const refusalWords = (check: InsertCheck, t: Translate): string => (check.ok ? '' : t(reasons[check.reason]));

function PaletteButton({ item, check, locked, onInsert }: { item: PaletteItem; check: InsertCheck; locked: boolean; onInsert: (item: PaletteItem) => void }) {
  const t = useT('codeLab');
  const off = locked || !check.ok;
  const { kind } = item;
  const label = itemLabel(item, t);
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `palette:${itemKey(item)}`,
    disabled: off,
    data: { kind, name: item.name, label },
  });
  // dnd-kit's role and tabindex would hide that this is a plain button.
  const { role: _role, tabIndex: _tabIndex, 'aria-roledescription': _desc, 'aria-describedby': _describedBy, ...dragAttributes } = attributes;
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...dragAttributes}
      {...listeners}
      aria-disabled={off || undefined}
      onClick={() => !off && onInsert(item)}
      style={{ transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined, touchAction: 'manipulation' }}
      className={`relative inline-flex min-h-11 min-w-11 items-center gap-2 rounded-xl border-2 px-3 py-2 text-left text-base font-bold select-none ${blockColors[kind]} ${
        off ? 'cursor-not-allowed opacity-60' : 'cursor-grab hover:brightness-95'
      } ${isDragging ? 'z-30 shadow-xl' : ''}`}
    >
      <span aria-hidden="true" className="w-5 text-center text-lg">
        {blockMarks[kind]}
      </span>
      {label}
    </button>
  );
}

type Props = {
  items: readonly PaletteItem[];
  checkOf: (item: PaletteItem) => InsertCheck;
  locked: boolean;
  onInsert: (item: PaletteItem) => void;
  count: number;
  maxBlocks: number;
};

export function Palette({ items, checkOf, locked, onInsert, count, maxBlocks }: Props) {
  const t = useT('codeLab');
  const full = count >= maxBlocks;
  const checks = items.map(checkOf);
  // Inside a function, the function blocks wait for the program: say so rather than stay silent.
  const inFunction = checks.some((c) => !c.ok && c.reason === 'call-in-function');
  // A game with no event block yet: its blocks wait for one.
  const noHandler = checks.some((c) => !c.ok && c.reason === 'no-handler');
  return (
    <section
      aria-labelledby="code-lab-blocks"
      className="sticky bottom-0 z-20 order-last -mx-4 grid content-start gap-1 border-t-2 border-violet-200 bg-white px-4 py-2 max-sm:[&_button]:gap-1 max-sm:[&_button]:px-2 max-sm:[&_button]:py-1 max-sm:[&_button]:text-sm max-sm:[&_p]:text-sm max-sm:[&>[role=group]]:grid max-sm:[&>[role=group]]:grid-cols-2 max-sm:[&>[role=group]]:gap-1.5 lg:static lg:order-none lg:mx-0 lg:gap-2 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="code-lab-blocks" className="sr-only text-xl font-extrabold text-violet-950 lg:not-sr-only">
        {t('codeLab.palette.title')}
      </h2>
      <div role="group" aria-label={t('codeLab.palette.title')} className="flex flex-wrap gap-2">
        {items.map((item, n) => (
          <PaletteButton key={itemKey(item)} item={item} check={checks[n]!} locked={locked} onInsert={onInsert} />
        ))}
      </div>
      <p className="font-bold text-slate-800" data-testid="block-counter">
        {t('codeLab.palette.counter', { count, max: maxBlocks })}
      </p>
      {full && <p className="text-slate-800">{t(reasons.full)}</p>}
      {inFunction && !full && <p className="text-slate-800">{t(reasons['call-in-function'])}</p>}
      {noHandler && !full && <p className="text-slate-800">{t(reasons['no-handler'])}</p>}
    </section>
  );
}

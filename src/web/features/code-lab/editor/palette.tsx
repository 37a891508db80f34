// The palette: one button per block of the level's toolbox, in a group named "Blocks". A tap, a
// click or Enter puts the block at the insertion point; a mouse or a finger can also drag it to
// a place in the program. A block that cannot go in says why instead.
import { useDraggable } from '@dnd-kit/core';
import { blockLabel, functionsOf, type BlockKind, type FunctionName, type Program } from '../../../../domain/code-lab/program';
import { blockColors, blockMarks } from './block-looks';
import type { InsertCheck } from './program-model';

/** One palette block: a kind of the toolbox, or a function's own block ("Use square"). */
export type PaletteItem = { kind: BlockKind; name?: FunctionName };
const itemKey = (item: PaletteItem): string => (item.name ? `call-${item.name}` : item.kind);
const itemLabel = (item: PaletteItem): string => (item.name ? `Use ${item.name}` : blockLabel(item.kind));

/**
 * The palette's blocks: the toolbox's, where "Use a function" becomes one block for each function
 * made (none until one is made: "Make a function" is where that starts).
 */
export function paletteItems(toolbox: readonly BlockKind[], program: Program): PaletteItem[] {
  return toolbox.flatMap((kind): PaletteItem[] =>
    kind === 'call' ? functionsOf(program).map((f) => ({ kind, name: f.name })) : [{ kind }],
  );
}

const reasons: Record<Exclude<InsertCheck, { ok: true }>['reason'], string> = {
  'not-in-toolbox': 'This level does not use that block.',
  full: 'Your program is full. Take a block out first.',
  'too-deep': 'That is too many blocks inside each other.',
  'call-in-function': 'A function cannot use a function. Put this block in your program.',
  'no-such-function': 'Make that function first.',
};
export const refusalWords = (check: InsertCheck): string => (check.ok ? '' : reasons[check.reason]);

function PaletteButton({ item, check, locked, onInsert }: { item: PaletteItem; check: InsertCheck; locked: boolean; onInsert: (item: PaletteItem) => void }) {
  const off = locked || !check.ok;
  const { kind } = item;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `palette:${itemKey(item)}`,
    disabled: off,
    data: { kind, name: item.name, label: itemLabel(item) },
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
      {itemLabel(item)}
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
  const full = count >= maxBlocks;
  const checks = items.map(checkOf);
  // Inside a function, the function blocks wait for the program: say so rather than stay silent.
  const inFunction = checks.some((c) => !c.ok && c.reason === 'call-in-function');
  return (
    <section
      aria-labelledby="code-lab-blocks"
      className="sticky bottom-0 z-20 order-last -mx-4 grid content-start gap-1 border-t-2 border-violet-200 bg-white px-4 py-2 max-sm:[&_button]:gap-1 max-sm:[&_button]:px-2 max-sm:[&_button]:py-1 max-sm:[&_button]:text-sm max-sm:[&_p]:text-sm max-sm:[&>[role=group]]:grid max-sm:[&>[role=group]]:grid-cols-2 max-sm:[&>[role=group]]:gap-1.5 lg:static lg:order-none lg:mx-0 lg:gap-2 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="code-lab-blocks" className="sr-only text-xl font-extrabold text-violet-950 lg:not-sr-only">
        Blocks
      </h2>
      <div role="group" aria-label="Blocks" className="flex flex-wrap gap-2">
        {items.map((item, n) => (
          <PaletteButton key={itemKey(item)} item={item} check={checks[n]!} locked={locked} onInsert={onInsert} />
        ))}
      </div>
      <p className="font-bold text-slate-800" data-testid="block-counter">
        {count} of {maxBlocks} blocks
      </p>
      {full && <p className="text-slate-800">{reasons.full}</p>}
      {inFunction && !full && <p className="text-slate-800">{reasons['call-in-function']}</p>}
    </section>
  );
}

// How each kind of block looks: one colour per family and a small mark, both from its definition
// (domain/code-lab/block-definitions.ts), so a child sees moves, loops, questions, the pen and functions
// apart (the words carry the meaning; colour only helps).
import { blockFamily, paletteBlock, type BlockFamily } from '../../../../domain/code-lab/blocks';
import { BLOCK_KINDS, type BlockKind } from '../../../../domain/code-lab/program';

const familyColors: Record<BlockFamily, string> = {
  move: 'border-violet-400 bg-violet-50 text-violet-950',
  pick: 'border-rose-400 bg-rose-50 text-rose-950',
  loop: 'border-amber-500 bg-amber-50 text-amber-950',
  check: 'border-sky-500 bg-sky-50 text-sky-950',
  pen: 'border-slate-500 bg-slate-50 text-slate-950',
  function: 'border-teal-500 bg-teal-50 text-teal-950',
};

export const blockColors = Object.fromEntries(BLOCK_KINDS.map((kind) => [kind, familyColors[blockFamily(kind)]])) as Record<BlockKind, string>;

/** A small arrow-like mark drawn in text (no emoji, no letters), hidden from screen readers. */
export const blockMarks = Object.fromEntries(BLOCK_KINDS.map((kind) => [kind, paletteBlock(kind).mark])) as Record<BlockKind, string>;

// How each kind of block looks: one colour per family, so a child sees moves, loops and
// questions apart (the words carry the meaning; colour only helps).
import type { BlockKind } from '../../../../domain/code-lab/program';

const move = 'border-violet-400 bg-violet-50 text-violet-950';
const pick = 'border-rose-400 bg-rose-50 text-rose-950';
const loop = 'border-amber-500 bg-amber-50 text-amber-950';
const check = 'border-sky-500 bg-sky-50 text-sky-950';
const pen = 'border-slate-500 bg-slate-50 text-slate-950';
const fn = 'border-teal-500 bg-teal-50 text-teal-950';

export const blockColors: Record<BlockKind, string> = {
  forward: move,
  'turn-left': move,
  'turn-right': move,
  collect: pick,
  repeat: loop,
  'until-goal': loop,
  'if-path-ahead': check,
  'if-path-left': check,
  'if-path-right': check,
  'if-on-item': check,
  call: fn,
  'pen-down': pen,
  'pen-up': pen,
  color: pen,
};

/** A small arrow-like mark drawn in text (no emoji), hidden from screen readers. */
export const blockMarks: Record<BlockKind, string> = {
  forward: '↑',
  'turn-left': '↶',
  'turn-right': '↷',
  collect: '◎',
  repeat: '⟳',
  'until-goal': '⟳',
  'if-path-ahead': '?',
  'if-path-left': '?',
  'if-path-right': '?',
  'if-on-item': '?',
  call: 'ƒ',
  'pen-down': '✎',
  'pen-up': '✐',
  color: '●',
};

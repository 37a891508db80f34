// "Show the code" (docs/product/code-lab.md#show-the-code): the program a child built from blocks,
// written as the JavaScript it stands for, one line at a time. Pure: the view only draws the
// lines. Each line knows the block it comes from, so the line of the running block lights up
// with the block itself. Each block's own line is in its definition (domain/code-lab/block-definitions.ts).
// A game's handlers are written as the events they wait for (`onKey('left', () => { … });`, each
// event block's first line from its definition in stages/game/game-events.ts).
import { childLists, codeOf } from '../../../../domain/code-lab/blocks';
import type { Stmt } from '../../../../domain/code-lab/program';
import { HANDLER_CLOSE, handlerCode } from '../../../../domain/code-lab/stages/game/game-events';
import { functionsIn, isGameEdit, type EditProgram } from '../editor/program-model';

export type CodeLine = {
  /** The line's code without its indent: "moveForward();", "for (let i = 0; i < 4; i++) {". */
  text: string;
  /** How many levels in (two spaces each on screen). */
  indent: number;
  /**
   * The block the line opens or is (null for a function's header and a blank line). A
   * container's "} else {" and closing "}" carry its id too, but only its first line is `head`.
   */
  blockId: string | null;
  /** The line that stands for the block when it runs: the statement itself, or a loop's or an if's first line. */
  head: boolean;
};

/** A loop's counter by how many loops it is inside: i, then j, k, m, n (no l: it looks like 1). */
const COUNTERS = ['i', 'j', 'k', 'm', 'n'];
const counterAt = (loops: number): string => COUNTERS[loops] ?? `i${loops}`;

type Work =
  | { kind: 'stmt'; stmt: Stmt; indent: number; loops: number }
  | { kind: 'line'; line: CodeLine };

/** The lines of a list of statements, without recursion on the program's depth. */
function linesOf(list: readonly Stmt[], indent: number): CodeLine[] {
  const out: CodeLine[] = [];
  // A stack of work in reverse order: a container pushes its closing line, its body and its header.
  const stack: Work[] = list.map((stmt): Work => ({ kind: 'stmt', stmt, indent, loops: 0 })).reverse();
  while (stack.length > 0) {
    const work = stack.pop()!;
    if (work.kind === 'line') {
      out.push(work.line);
      continue;
    }
    const { stmt, indent: at, loops } = work;
    const line = (text: string, head: boolean): CodeLine => ({ text, indent: at, blockId: stmt.id, head });
    const body = (inner: readonly Stmt[], innerLoops: number): Work[] =>
      inner.map((s): Work => ({ kind: 'stmt', stmt: s, indent: at + 1, loops: innerLoops }));
    const code = codeOf(stmt);
    if ('line' in code) {
      out.push(line(code.line(stmt), true));
      continue;
    }
    // A block with lists: its first line, each list one level in (a later one only when it has
    // blocks, or `always`, after its `between` line), then its closing line ("}", or "});" for a
    // tune's together).
    out.push(line(code.opens(stmt, counterAt(loops)), true));
    const innerLoops = code.counts ? loops + 1 : loops;
    const parts: Work[] = [];
    childLists(stmt).forEach((list, i) => {
      if (i > 0 && list.length === 0 && !code.always) return;
      if (i > 0) parts.push({ kind: 'line', line: line(code.between ?? '}', false) });
      parts.push(...body(list, innerLoops));
    });
    parts.push({ kind: 'line', line: line(code.closes ?? '}', false) });
    for (let i = parts.length - 1; i >= 0; i--) stack.push(parts[i]!);
  }
  return out;
}

/**
 * The whole program as lines of JavaScript: each function first (as JavaScript is read, a
 * function is made before it is used), a blank line, then the program; a game's event blocks one
 * after another, a blank line between two.
 */
export function codeLines(program: EditProgram): CodeLine[] {
  const out: CodeLine[] = [];
  for (const f of functionsIn(program)) {
    // JavaScript, not words: Show the code keeps the language's keywords and names in English
    // (docs/decisions/335-show-the-code-stays-javascript.md).
    // eslint-disable-next-line words/no-ui-literals
    out.push({ text: `function ${f.name}() {`, indent: 0, blockId: null, head: false });
    out.push(...linesOf(f.body, 1));
    out.push({ text: '}', indent: 0, blockId: null, head: false });
    out.push({ text: '', indent: 0, blockId: null, head: false });
  }
  if (!isGameEdit(program)) {
    out.push(...linesOf(program.body, 0));
    return out;
  }
  program.handlers.forEach((h, i) => {
    if (i > 0) out.push({ text: '', indent: 0, blockId: null, head: false });
    out.push({ text: handlerCode(h.event), indent: 0, blockId: h.id, head: true });
    out.push(...linesOf(h.body, 1));
    out.push({ text: HANDLER_CLOSE, indent: 0, blockId: h.id, head: false });
  });
  return out;
}

/** The line that lights up while a block runs (its first line), or -1. */
export const runningLineIndex = (lines: readonly CodeLine[], blockId: string | null): number =>
  blockId === null ? -1 : lines.findIndex((l) => l.head && l.blockId === blockId);

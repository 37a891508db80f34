import { childLists } from '../../src/domain/code-lab/blocks';
import { functionsOf, walkProgram, type Program, type Stmt } from '../../src/domain/code-lab/program';
import { walkGame, type GameProgram } from '../../src/domain/code-lab/stages/game/game-program';
import type { Note } from '../../src/domain/code-lab/stages/sound/sound-types';
import { walkTune, type TuneProgram } from '../../src/domain/code-lab/stages/sound/tune-program';

// Programs made from a level's reference solution, for the tests only (the content test here and
// the API tests): the solution without its last block, and with its functions written out.

/** A copy of `program` without its last block in walkProgram's order (a container keeps its place). */
export function withoutLastBlock(program: Program): Program {
  const copy = structuredClone(program);
  let last: Stmt | undefined;
  for (const { stmt } of walkProgram(copy)) last = stmt;
  const lists: Stmt[][] = [copy.body, ...functionsOf(copy).map((f) => f.body)];
  while (lists.length > 0) {
    const list = lists.pop()!;
    const at = list.indexOf(last!);
    if (at >= 0) {
      list.splice(at, 1);
      return copy;
    }
    for (const stmt of list) {
      if (stmt.op === 'repeat' || stmt.op === 'until-goal') lists.push(stmt.body);
      if (stmt.op === 'if') lists.push(stmt.then, ...(stmt.else ? [stmt.else] : []));
    }
  }
  throw new Error('no block to take away');
}

/** The program with each call replaced by the function's blocks (ids made unique), no functions. */
export function writtenOut(program: Program): Program {
  const functions = new Map(functionsOf(program).map((f) => [f.name, f.body]));
  let n = 0;
  const copy = (list: readonly Stmt[]): Stmt[] =>
    list.flatMap((stmt): Stmt[] => {
      if (stmt.op === 'call') return copy(functions.get(stmt.name) ?? []);
      const id = `w${n++}`;
      if (stmt.op === 'repeat' || stmt.op === 'until-goal') return [{ ...stmt, id, body: copy(stmt.body) }];
      if (stmt.op === 'if')
        return [{ ...stmt, id, then: copy(stmt.then), ...(stmt.else ? { else: copy(stmt.else) } : {}) }];
      return [{ ...stmt, id }];
    });
  return { version: 2, body: copy(program.body) };
}


/**
 * A copy of a game without its last block in walkGame's order (a container keeps its place); a
 * game whose handlers hold no blocks loses its last handler.
 */
export function withoutLastGameBlock(program: GameProgram): GameProgram {
  const copy = structuredClone(program);
  let last: Stmt | undefined;
  for (const { stmt } of walkGame(copy)) last = stmt;
  if (!last) return { ...copy, handlers: copy.handlers.slice(0, -1) };
  const lists: Stmt[][] = [...copy.handlers.map((h) => h.body), ...(copy.functions ?? []).map((f) => f.body)];
  while (lists.length > 0) {
    const list = lists.pop()!;
    const at = list.indexOf(last);
    if (at >= 0) {
      list.splice(at, 1);
      return copy;
    }
    for (const stmt of list) lists.push(...childLists(stmt));
  }
  throw new Error('no block to take away');
}

/** A copy of a tune without its last block in walkTune's order (a container keeps its place). */
export function withoutLastTuneBlock(program: TuneProgram): TuneProgram {
  const copy = structuredClone(program);
  let last: Stmt | undefined;
  for (const { stmt } of walkTune(copy)) last = stmt;
  const lists: Stmt[][] = [copy.body, ...(copy.functions ?? []).map((f) => f.body)];
  while (last && lists.length > 0) {
    const list = lists.pop()!;
    const at = list.indexOf(last);
    if (at >= 0) {
      list.splice(at, 1);
      return copy;
    }
    for (const stmt of list) lists.push(...childLists(stmt));
  }
  throw new Error('no block to take away');
}

/** A copy of a tune with its `nth` note (1-based, in walkTune's order) played as `note`. */
export function withNoteChanged(program: TuneProgram, nth: number, note: Note): TuneProgram {
  const copy = structuredClone(program);
  let n = 0;
  for (const { stmt } of walkTune(copy))
    if (stmt.op === 'play-note' && (n += 1) === nth) {
      stmt.note = note;
      return copy;
    }
  throw new Error(`no note ${nth}`);
}

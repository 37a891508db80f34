// Every level's reference solution is entered through the editor's model, the way a child would:
// by taps (palette taps, and a tap on a row to leave a repeat or open "Otherwise") and by keys
// (Enter on the palette, arrow keys to move the insertion point). The result must be the
// solution block for block, and it must solve the level. Debug Detective levels start from
// their buggy program, which is cleared with Delete first. Functions are made from the list of
// names and filled the same way (a tap on "Start of function square", or the arrow keys).
import { describe, expect, it } from 'vitest';
import { codeLabLevels } from '../../../../../content/code-lab/levels';
import { runProgram } from '../../../../domain/code-lab/interpreter';
import type { Level } from '../../../../domain/code-lab/level-types';
import { functionsOf, kindOf, PROGRAM_LIMITS, type Program, type Stmt } from '../../../../domain/code-lab/program';
import {
  branchesOf,
  deleteBlock,
  deleteFunction,
  functionPath,
  insertBlock,
  makeFunction,
  moveSlot,
  sameSlot,
  setPenColor,
  setRepeatTimes,
  setTurnDegrees,
  slotsOf,
  withoutIds,
  type EditRules,
  type Slot,
} from './program-model';
import { englishWords } from '../../../../../tests/support/english-words';
import { rowsOf } from './rows';
import { solutionOf } from '../../../../../content/code-lab/reference-solutions';

type State = { program: Program; slot: Slot };
const rulesOf = (level: Level): EditRules => ({ toolbox: level.toolbox, maxBlocks: level.maxBlocks, maxDepth: PROGRAM_LIMITS.maxDepth });

function listOf(stmt: Stmt, branch: string): Stmt[] {
  if (stmt.op === 'if') return branch === 'then' ? stmt.then : (stmt.else ?? []);
  return stmt.op === 'repeat' || stmt.op === 'until-goal' ? stmt.body : [];
}

/** Clears a starting program by pressing Delete on its first block until none is left, then deletes its functions. */
function clear(state: State): State {
  while (state.program.body.length > 0) state = deleteBlock(state.program, state.slot, state.program.body[0]!.id);
  for (const f of functionsOf(state.program)) state = deleteFunction(state.program, state.slot, f.name);
  return state;
}

/**
 * Enters `list` at the current insertion point. `goTo` is how the child moves the insertion
 * point: a tap on the row of the wanted slot, or arrow presses until it is there.
 */
function enter(level: Level, state: State, list: readonly Stmt[], goTo: (s: State, target: Slot) => State): State {
  for (const stmt of list) {
    const inserted = insertBlock(state.program, state.slot, kindOf(stmt), rulesOf(level), stmt.op === 'call' ? stmt.name : undefined);
    expect(inserted.blockId, `${level.id}: ${kindOf(stmt)} could be placed`).toBeDefined();
    const id = inserted.blockId!;
    state = { program: inserted.program, slot: inserted.slot };
    if (stmt.op === 'repeat') state = { ...state, program: setRepeatTimes(state.program, id, stmt.times) };
    if (stmt.op === 'turn' && stmt.degrees) state = { ...state, program: setTurnDegrees(state.program, id, stmt.degrees) };
    if (stmt.op === 'color') state = { ...state, program: setPenColor(state.program, id, stmt.color) };
    const branches = branchesOf(stmt).filter((b) => b === 'then' || b === 'body' || listOf(stmt, b).length > 0);
    // A new container takes the insertion point into its first body; "Otherwise" is its own row.
    branches.forEach((branch, n) => {
      if (n > 0) state = goTo(state, rowOf(state.program, 'else', id));
      state = enter(level, state, listOf(stmt, branch), goTo);
    });
    // Leave the container: its "End of step N" row.
    if (branches.length > 0) state = goTo(state, rowOf(state.program, 'end', id));
  }
  return state;
}

function rowOf(program: Program, kind: 'else' | 'end', id: string): Slot {
  const row = rowsOf(program, englishWords).find((r) => r.kind === kind && r.stmt.id === id);
  return row!.slot;
}

const tapRow = (s: State, target: Slot): State => {
  // A tap is only possible on a row that is on screen: every slot has exactly one row.
  expect(rowsOf(s.program, englishWords).some((r) => sameSlot(r.slot, target))).toBe(true);
  return { ...s, slot: target };
};

const arrowKeys = (s: State, target: Slot): State => {
  const slots = slotsOf(s.program);
  const from = slots.findIndex((x) => sameSlot(x, s.slot));
  const to = slots.findIndex((x) => sameSlot(x, target));
  let slot = s.slot;
  for (let i = 0; i < Math.abs(to - from); i++) slot = moveSlot(s.program, slot, to > from ? 'down' : 'up');
  expect(sameSlot(slot, target)).toBe(true);
  return { ...s, slot };
};

function build(level: Level, goTo: (s: State, target: Slot) => State): Program {
  const start = level.startProgram ?? { version: 1 as const, body: [] };
  let state = clear({ program: start, slot: { path: [], index: start.body.length } });
  // Each function first: made from the list (the insertion point goes into it) and filled.
  for (const f of functionsOf(solutionOf(level.id))) {
    state = makeFunction(state.program, state.slot, f.name);
    expect(sameSlot(state.slot, { path: functionPath(f.name), index: 0 })).toBe(true);
    state = enter(level, state, f.body, goTo);
  }
  // Then the program, from its end ("Start of the program" when it is empty).
  state = goTo(state, { path: [], index: 0 });
  state = enter(level, state, solutionOf(level.id).body, goTo);
  return state.program;
}

describe('the editor model enters every reference solution', () => {
  it('has all 40 levels to try', () => expect(codeLabLevels).toHaveLength(40));

  for (const level of codeLabLevels) {
    for (const [way, goTo] of [
      ['tap', tapRow],
      ['keyboard', arrowKeys],
    ] as const) {
      it(`${level.id} by ${way}`, () => {
        const program = build(level, goTo);
        expect(withoutIds(program.body)).toEqual(withoutIds(solutionOf(level.id).body));
        const fns = (p: Program) => functionsOf(p).map((f) => ({ name: f.name, body: withoutIds(f.body) }));
        expect(fns(program)).toEqual(fns(solutionOf(level.id)));
        if (functionsOf(program).length > 0) expect(program.version).toBe(2);
        expect(runProgram(level, program).outcome).toBe('solved');
      });
    }
  }

  it('every row stands for one slot, in the order the arrow keys walk', () => {
    for (const level of codeLabLevels) {
      const program = solutionOf(level.id);
      expect(rowsOf(program, englishWords).map((r) => r.slot)).toEqual(slotsOf(program));
    }
  });
});

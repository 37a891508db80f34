// Every game and racing level's reference solution is entered through the editor's model the way a
// child would (docs/decisions/402-the-game-lab.md#the-level-page): "Add an event block" for each
// handler, its key or sprites picked from their lists, then palette taps or Enter under it, each
// block's settings picked from their lists, and a tap on a row or the arrow keys to leave a
// repeat or an if. The result must be the solution block for block, every value one the lists
// offer, and the level's check must say solved.
import { describe, expect, it } from 'vitest';
import { gameLabLevels } from '../../../../../../content/code-lab/levels';
import { gameSolutionOf } from '../../../../../../content/code-lab/reference-solutions';
import { englishWords } from '../../../../../../tests/support/english-words';
import { kindOf, type Stmt } from '../../../../../domain/code-lab/blocks';
import { PROGRAM_LIMITS } from '../../../../../domain/code-lab/program';
import { checkGame } from '../../../../../domain/code-lab/stages/game/game-check';
import type { GameLevel } from '../../../../../domain/code-lab/stages/game/game-level';
import {
  checkGameForLevel,
  emptyGameProgram,
  type GameProgram,
} from '../../../../../domain/code-lab/stages/game/game-program';
import type { GameEvent } from '../../../../../domain/code-lab/stages/game/game-types';
import {
  branchesOf,
  findBlock,
  insertBlock,
  makeFunction,
  moveSlot,
  sameSlot,
  slotsOf,
  withoutIds,
  type Slot,
} from '../../editor/program-model';
import { listOf, rowsOf } from '../../editor/rows';
import {
  addHandler,
  setHandlerEvent,
  setSetting,
  settingValues,
  SETTINGS,
  type GameEditRules,
} from './handler-model';

type State = { program: GameProgram; slot: Slot };
type GoTo = (s: State, target: Slot) => State;

const rulesOf = (level: GameLevel): GameEditRules => ({
  toolbox: level.toolbox,
  maxBlocks: level.maxBlocks,
  maxDepth: PROGRAM_LIMITS.maxDepth,
  sprites: level.scene.sprites.map((s) => s.id),
  events: level.events,
});

const tapRow: GoTo = (s, target) => {
  expect(rowsOf(s.program, englishWords).some((r) => sameSlot(r.slot, target))).toBe(true);
  return { ...s, slot: target };
};

const arrowKeys: GoTo = (s, target) => {
  const slots = slotsOf(s.program);
  const from = slots.findIndex((x) => sameSlot(x, s.slot));
  const to = slots.findIndex((x) => sameSlot(x, target));
  let slot = s.slot;
  for (let i = 0; i < Math.abs(to - from); i++)
    slot = moveSlot(s.program, slot, to > from ? 'down' : 'up');
  expect(sameSlot(slot, target)).toBe(true);
  return { ...s, slot };
};

const rowOf = (program: GameProgram, kind: 'else' | 'end', id: string): Slot =>
  rowsOf(program, englishWords).find(
    (r) => (r.kind === 'else' || r.kind === 'end') && r.kind === kind && r.stmt.id === id,
  )!.slot;

/** Enters `list` at the insertion point, each block's settings picked from their lists. */
function enter(level: GameLevel, state: State, list: readonly Stmt[], goTo: GoTo): State {
  const rules = rulesOf(level);
  const sprites = rules.sprites!;
  for (const stmt of list) {
    const inserted = insertBlock(state.program, state.slot, kindOf(stmt), rules);
    expect(inserted.blockId, `${level.id}: ${kindOf(stmt)} could be placed`).toBeDefined();
    const id = inserted.blockId!;
    state = { program: inserted.program, slot: inserted.slot };
    for (const name of SETTINGS[stmt.op] ?? []) {
      const wanted = (stmt as unknown as Record<string, string | number>)[name]!;
      const now = findBlock(state.program, id)!.stmt;
      if ((now as unknown as Record<string, unknown>)[name] === wanted) continue;
      expect(
        settingValues(now, name, sprites),
        `${level.id}: ${name} ${wanted} is in its list`,
      ).toContain(wanted);
      state = { ...state, program: setSetting(state.program, id, name, wanted, sprites) };
    }
    const branches = branchesOf(stmt).filter((b) => b !== 'else' || listOf(stmt, b).length > 0);
    branches.forEach((branch, n) => {
      if (n > 0) state = goTo(state, rowOf(state.program, 'else', id));
      state = enter(level, state, listOf(stmt, branch), goTo);
    });
    if (branches.length > 0) state = goTo(state, rowOf(state.program, 'end', id));
  }
  return state;
}

/** An event block's key or sprites, one list at a time. */
function pickEvent(
  program: GameProgram,
  id: string,
  wanted: GameEvent,
  level: GameLevel,
): GameProgram {
  const sprites = level.scene.sprites.map((s) => s.id);
  const now = () => program.handlers.find((h) => h.id === id)!.event;
  if (wanted.kind === 'key') program = setHandlerEvent(program, id, wanted, sprites);
  if (wanted.kind === 'tap') program = setHandlerEvent(program, id, wanted, sprites);
  if (wanted.kind === 'touch') {
    program = setHandlerEvent(
      program,
      id,
      { ...(now() as typeof wanted), sprite: wanted.sprite },
      sprites,
    );
    program = setHandlerEvent(
      program,
      id,
      { ...(now() as typeof wanted), other: wanted.other },
      sprites,
    );
  }
  expect(now(), `${level.id}: its event picked from the lists`).toEqual(wanted);
  return program;
}

function build(level: GameLevel, goTo: GoTo): GameProgram {
  const solution = gameSolutionOf(level.id);
  const rules = rulesOf(level);
  let state: State = { program: emptyGameProgram(), slot: { path: [], index: 0 } };
  for (const f of solution.functions ?? []) {
    state = makeFunction(state.program, state.slot, f.name);
    state = enter(level, state, f.body, goTo);
  }
  for (const handler of solution.handlers) {
    const added = addHandler(state.program, state.slot, handler.event.kind, rules);
    expect(added.blockId, `${level.id}: "${handler.event.kind}" could be added`).toBeDefined();
    state = {
      program: pickEvent(added.program, added.blockId!, handler.event, level),
      slot: added.slot,
    };
    state = enter(level, state, handler.body, goTo);
  }
  return state.program;
}

/** A game as its blocks say it, without ids. */
const shape = (program: GameProgram) => ({
  handlers: program.handlers.map((h) => ({ event: h.event, body: withoutIds(h.body) })),
  functions: (program.functions ?? []).map((f) => ({ name: f.name, body: withoutIds(f.body) })),
});

describe('the editor model enters every game and racing reference solution', () => {
  it('has the 14 levels to try', () => expect(gameLabLevels).toHaveLength(14));

  for (const level of gameLabLevels as readonly GameLevel[])
    for (const [way, goTo] of [
      ['tap', tapRow],
      ['keyboard', arrowKeys],
    ] as const)
      it(`${level.id} by ${way}`, () => {
        const program = build(level, goTo);
        expect(shape(program)).toEqual(shape(gameSolutionOf(level.id)));
        expect(checkGameForLevel(level, program)).toEqual({ ok: true });
        expect(checkGame(level, program).outcome).toBe('solved');
      });

  it('every row of a game stands for one slot, in the order the arrow keys walk', () => {
    for (const level of gameLabLevels) {
      const program = gameSolutionOf(level.id);
      expect(rowsOf(program, englishWords).map((r) => r.slot)).toEqual(slotsOf(program));
    }
  });
});

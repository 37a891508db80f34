// Every sound level's reference tune is entered through the editor's model, the way a child
// would (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page): palette taps,
// each setting picked from its list, a tap on a row (or the arrow keys) to reach "At the same
// time, voice 2" and to leave a container, functions made from the list of names. The result
// must be the reference block for block, and the engine's check must say solved.
import { describe, expect, it } from 'vitest';
import { soundLabLevels } from '../../../../../../content/code-lab/levels';
import { tuneSolutionOf } from '../../../../../../content/code-lab/reference-solutions';
import { englishWords } from '../../../../../../tests/support/english-words';
import { kindOf, PROGRAM_LIMITS, type Stmt } from '../../../../../domain/code-lab/program';
import { checkTune } from '../../../../../domain/code-lab/stages/sound/sound-check';
import type { SoundLevel } from '../../../../../domain/code-lab/stages/sound/sound-level';
import type { TuneProgram } from '../../../../../domain/code-lab/stages/sound/tune-program';
import {
  branchesOf,
  branchList,
  functionPath,
  insertBlock,
  makeFunction,
  moveSlot,
  sameSlot,
  setRepeatTimes,
  slotsOf,
  updateBlock,
  withoutIds,
  type EditRules,
  type Slot,
} from '../../editor/program-model';
import { rowsOf } from '../../editor/rows';
import { withSetting, type SoundSetting } from './sound-pickers';

type State = { program: TuneProgram; slot: Slot };
const rulesOf = (level: SoundLevel): EditRules => ({
  toolbox: level.toolbox,
  maxBlocks: level.maxBlocks,
  maxDepth: PROGRAM_LIMITS.maxDepth,
});
const SETTINGS: readonly SoundSetting[] = ['note', 'length', 'drum', 'phrase', 'bpm'];

function rowOf(program: TuneProgram, kind: 'else' | 'end', id: string): Slot {
  return rowsOf(program, englishWords).find((r) => r.kind === kind && r.stmt.id === id)!.slot;
}

function enter(
  level: SoundLevel,
  state: State,
  list: readonly Stmt[],
  goTo: (s: State, target: Slot) => State,
): State {
  for (const stmt of list) {
    const inserted = insertBlock(
      state.program,
      state.slot,
      kindOf(stmt),
      rulesOf(level),
      stmt.op === 'call' ? stmt.name : undefined,
    );
    expect(inserted.blockId, `${level.id}: ${kindOf(stmt)} could be placed`).toBeDefined();
    const id = inserted.blockId!;
    state = { program: inserted.program, slot: inserted.slot };
    if (stmt.op === 'repeat')
      state = { ...state, program: setRepeatTimes(state.program, id, stmt.times) };
    // Each setting from its list, as the row's pickers change it.
    for (const name of SETTINGS)
      if (name in stmt)
        state = {
          ...state,
          program: updateBlock(state.program, id, (s) =>
            withSetting(s, name, (stmt as Record<string, string | number>)[name]!),
          ),
        };
    const branches = branchesOf(stmt);
    branches.forEach((branch, n) => {
      if (n > 0) state = goTo(state, rowOf(state.program, 'else', id));
      state = enter(level, state, branchList(stmt, branch) ?? [], goTo);
    });
    if (branches.length > 0) state = goTo(state, rowOf(state.program, 'end', id));
  }
  return state;
}

const tapRow = (s: State, target: Slot): State => {
  expect(rowsOf(s.program, englishWords).some((r) => sameSlot(r.slot, target))).toBe(true);
  return { ...s, slot: target };
};

const arrowKeys = (s: State, target: Slot): State => {
  const slots = slotsOf(s.program);
  const from = slots.findIndex((x) => sameSlot(x, s.slot));
  const to = slots.findIndex((x) => sameSlot(x, target));
  let slot = s.slot;
  for (let i = 0; i < Math.abs(to - from); i++)
    slot = moveSlot(s.program, slot, to > from ? 'down' : 'up');
  expect(sameSlot(slot, target)).toBe(true);
  return { ...s, slot };
};

function build(level: SoundLevel, goTo: (s: State, target: Slot) => State): TuneProgram {
  const reference = tuneSolutionOf(level.id);
  let state: State = {
    program: { version: 4, kind: 'tune', body: [] },
    slot: { path: [], index: 0 },
  };
  for (const f of reference.functions ?? []) {
    state = makeFunction(state.program, state.slot, f.name);
    expect(sameSlot(state.slot, { path: functionPath(f.name), index: 0 })).toBe(true);
    state = enter(level, state, f.body, goTo);
  }
  state = goTo(state, { path: [], index: 0 });
  return enter(level, state, reference.body, goTo).program;
}

describe('the editor model enters every sound reference', () => {
  it('has the 8 levels to try', () => expect(soundLabLevels).toHaveLength(8));

  for (const level of soundLabLevels as readonly SoundLevel[])
    for (const [way, goTo] of [
      ['tap', tapRow],
      ['keyboard', arrowKeys],
    ] as const)
      it(`${level.id} by ${way}`, () => {
        const program = build(level, goTo);
        const reference = tuneSolutionOf(level.id);
        expect(withoutIds(program.body)).toEqual(withoutIds(reference.body));
        const fns = (p: TuneProgram) =>
          (p.functions ?? []).map((f) => ({ name: f.name, body: withoutIds(f.body) }));
        expect(fns(program)).toEqual(fns(reference));
        expect(program.version).toBe(4);
        expect(checkTune(level, program).outcome).toBe('solved');
      });

  it('every row stands for one slot, in the order the arrow keys walk', () => {
    for (const level of soundLabLevels) {
      const program = tuneSolutionOf(level.id);
      expect(rowsOf(program, englishWords).map((r) => r.slot)).toEqual(slotsOf(program));
    }
  });
});

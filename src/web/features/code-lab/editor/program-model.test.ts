import { describe, expect, it } from 'vitest';
import type { BlockKind, Program, Stmt } from '../../../../domain/code-lab/program';
import {
  TOP_START,
  callsOf,
  canDeleteFunction,
  canInsert,
  canMakeFunction,
  deleteFunction,
  findBlock,
  functionPath,
  makeFunction,
  setPenColor,
  setTurnDegrees,
  countProgramBlocks,
  deleteBlock,
  dropBlock,
  insertBlock,
  moveBlock,
  moveSlot,
  setRepeatTimes,
  slotsOf,
  validSlot,
  withoutIds,
  type EditRules,
  type Slot,
} from './program-model';

const all: BlockKind[] = ['forward', 'turn-left', 'turn-right', 'collect', 'repeat', 'until-goal', 'if-path-ahead', 'if-path-left', 'if-path-right', 'if-on-item'];
const rules: EditRules = { toolbox: all, maxBlocks: 20, maxDepth: 5 };
const empty: Program = { version: 1, body: [] };

/** Taps palette blocks in order, starting at the current insertion point. */
function tap(program: Program, slot: Slot, ...kinds: BlockKind[]) {
  for (const kind of kinds) ({ program, slot } = insertBlock(program, slot, kind, rules));
  return { program, slot };
}

describe('inserting palette blocks', () => {
  it('puts simple blocks one after another and moves the insertion point past each', () => {
    const { program, slot } = tap(empty, TOP_START, 'forward', 'turn-left', 'collect');
    expect(program.body).toEqual([
      { id: 'b1', op: 'forward' },
      { id: 'b2', op: 'turn', dir: 'left' },
      { id: 'b3', op: 'collect' },
    ]);
    expect(slot).toEqual({ path: [], index: 3 });
  });

  it('goes into a repeat it has just put down, and ids stay unique after deletes', () => {
    let { program, slot } = tap(empty, TOP_START, 'forward', 'repeat', 'forward');
    expect(program.body[1]).toEqual({ id: 'b2', op: 'repeat', times: 2, body: [{ id: 'b3', op: 'forward' }] });
    expect(slot).toEqual({ path: [{ id: 'b2', branch: 'body' }], index: 1 });
    ({ program, slot } = deleteBlock(program, slot, 'b1'));
    ({ program } = insertBlock(program, slot, 'turn-right', rules));
    expect(program.body).toMatchObject([{ id: 'b1', op: 'turn', dir: 'right' }, { id: 'b2', body: [{ id: 'b3' }] }]);
  });

  it('refuses blocks outside the toolbox, past maxBlocks and past the depth limit', () => {
    const small: EditRules = { toolbox: ['forward', 'repeat'], maxBlocks: 3, maxDepth: 2 };
    expect(canInsert(empty, TOP_START, 'turn-left', small)).toEqual({ ok: false, reason: 'not-in-toolbox' });
    let { program, slot } = insertBlock(empty, TOP_START, 'repeat', small);
    ({ program, slot } = insertBlock(program, slot, 'repeat', small));
    expect(canInsert(program, slot, 'forward', small)).toEqual({ ok: false, reason: 'too-deep' });
    expect(insertBlock(program, slot, 'forward', small).program).toBe(program);
    ({ program } = insertBlock(program, { path: [], index: 1 }, 'forward', small));
    expect(countProgramBlocks(program)).toBe(3);
    expect(canInsert(program, TOP_START, 'forward', small)).toEqual({ ok: false, reason: 'full' });
  });
});

describe('the insertion point and the arrow keys', () => {
  const program: Program = {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'r', op: 'repeat', times: 3, body: [{ id: 'x', op: 'forward' }] },
      { id: 'i', op: 'if', cond: 'path-ahead', then: [], else: [{ id: 'y', op: 'turn', dir: 'left' }] },
    ],
  };

  it('lists every slot in reading order, into and out of bodies', () => {
    const short = slotsOf(program).map((s) => `${s.path.map((p) => `${p.id}.${p.branch}`).join('/') || 'top'}@${s.index}`);
    expect(short).toEqual(['top@0', 'top@1', 'r.body@0', 'r.body@1', 'top@2', 'i.then@0', 'i.else@0', 'i.else@1', 'top@3']);
  });

  it('walks down and up through them and stops at the ends', () => {
    let slot: Slot = TOP_START;
    expect(moveSlot(program, slot, 'up')).toEqual(TOP_START);
    const seen: Slot[] = [slot];
    for (let i = 0; i < 10; i++) seen.push((slot = moveSlot(program, slot, 'down')));
    expect(seen.slice(0, 9)).toEqual(slotsOf(program));
    expect(seen[9]).toEqual(seen[8]);
    for (let i = 0; i < 8; i++) slot = moveSlot(program, slot, 'up');
    expect(slot).toEqual(TOP_START);
  });

  it('finds a place again when its body disappears', () => {
    const inside: Slot = { path: [{ id: 'r', branch: 'body' }], index: 1 };
    const { program: without, slot } = deleteBlock(program, inside, 'r');
    expect(slot).toEqual({ path: [], index: 1 });
    expect(validSlot(without, inside)).toEqual({ path: [], index: 2 });
    expect(validSlot(without, { path: [], index: 99 })).toEqual({ path: [], index: 2 });
  });
});

describe('moving, deleting and counting', () => {
  const start = (): Program => tap(empty, TOP_START, 'repeat', 'forward').program;

  it('moves a block up into a repeat, up inside it, and out again; down does the reverse', () => {
    let program: Program = { ...start(), body: [...start().body, { id: 'z', op: 'turn', dir: 'right' }] };
    const steps: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      program = moveBlock(program, 'z', 'up', rules)!.program;
      steps.push(withoutIds(program.body));
    }
    expect(steps).toEqual([
      [{ op: 'repeat', times: 2, body: [{ op: 'forward' }, { op: 'turn', dir: 'right' }] }],
      [{ op: 'repeat', times: 2, body: [{ op: 'turn', dir: 'right' }, { op: 'forward' }] }],
      [{ op: 'turn', dir: 'right' }, { op: 'repeat', times: 2, body: [{ op: 'forward' }] }],
    ]);
    expect(moveBlock(program, 'z', 'up', rules)).toBeNull();
    for (let i = 0; i < 3; i++) program = moveBlock(program, 'z', 'down', rules)!.program;
    expect(withoutIds(program.body)).toEqual([{ op: 'repeat', times: 2, body: [{ op: 'forward' }] }, { op: 'turn', dir: 'right' }]);
    expect(moveBlock(program, 'z', 'down', rules)).toBeNull();
  });

  it('moves a whole repeat with its body, but never deeper than the limit', () => {
    const deep: Program = {
      version: 1,
      body: [
        { id: 'o', op: 'repeat', times: 2, body: [] },
        { id: 'r', op: 'repeat', times: 2, body: [{ id: 'f', op: 'forward' }] },
      ],
    };
    const moved = moveBlock(deep, 'r', 'up', rules)!;
    expect(moved.program.body).toEqual([{ id: 'o', op: 'repeat', times: 2, body: [deep.body[1]] }]);
    expect(moveBlock(deep, 'r', 'up', { maxDepth: 2 })!.program.body.map((s) => s.id)).toEqual(['r', 'o']);
  });

  it('keeps the insertion point where the deleted block was, wherever it was before', () => {
    const program: Program = {
      version: 1,
      body: [
        { id: 'a', op: 'forward' },
        { id: 'r', op: 'repeat', times: 3, body: [{ id: 'x', op: 'forward' }, { id: 'y', op: 'turn', dir: 'left' }] },
        { id: 'b', op: 'collect' },
      ],
    };
    // From the block's own row (Delete), from the end of the program and from inside another body (the menu).
    expect(deleteBlock(program, { path: [], index: 1 }, 'a').slot).toEqual({ path: [], index: 0 });
    expect(deleteBlock(program, { path: [], index: 3 }, 'a').slot).toEqual({ path: [], index: 0 });
    expect(deleteBlock(program, { path: [], index: 3 }, 'y').slot).toEqual({ path: [{ id: 'r', branch: 'body' }], index: 1 });
    expect(deleteBlock(program, { path: [{ id: 'r', branch: 'body' }], index: 0 }, 'b').slot).toEqual({ path: [], index: 2 });
    // The next block takes the deleted one's place.
    const { program: without, slot } = deleteBlock(program, { path: [], index: 3 }, 'x');
    expect(withoutIds(insertBlock(without, slot, 'turn-right', rules).program.body)[1]).toEqual({
      op: 'repeat',
      times: 3,
      body: [{ op: 'turn', dir: 'right' }, { op: 'turn', dir: 'left' }],
    });
  });

  it('deletes a block with everything inside it, and the counter counts nested blocks', () => {
    const program = start();
    expect(countProgramBlocks(program)).toBe(2);
    const { program: after, slot } = deleteBlock(program, { path: [{ id: 'b1', branch: 'body' }], index: 1 }, 'b1');
    expect(after.body).toEqual([]);
    expect(slot).toEqual(TOP_START);
  });

  it('keeps repeat counts within 2 to 10', () => {
    const program = start();
    expect(setRepeatTimes(program, 'b1', 7).body[0]).toMatchObject({ times: 7 });
    expect(setRepeatTimes(program, 'b1', 99).body[0]).toMatchObject({ times: 10 });
    expect(setRepeatTimes(program, 'b1', 0).body[0]).toMatchObject({ times: 2 });
    expect(setRepeatTimes(program, 'b2', 5)).toBe(program);
  });
});

describe('drag and drop', () => {
  const program: Program = {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'r', op: 'repeat', times: 3, body: [{ id: 'x', op: 'forward' }] },
      { id: 'b', op: 'turn', dir: 'left' },
    ],
  };

  it('drops a block into a repeat body and out of it again', () => {
    const into = dropBlock(program, 'b', { path: [{ id: 'r', branch: 'body' }], index: 0 }, rules)!;
    expect(into.program.body.map((s) => s.id)).toEqual(['a', 'r']);
    expect(into.program.body[1]).toMatchObject({ body: [{ id: 'b' }, { id: 'x' }] });
    const out = dropBlock(into.program, 'x', { path: [], index: 0 }, rules)!;
    expect(withoutIds(out.program.body)).toEqual([
      { op: 'forward' },
      { op: 'forward' },
      { op: 'repeat', times: 3, body: [{ op: 'turn', dir: 'left' }] },
    ]);
  });

  it('moves within one list counting the place the block leaves', () => {
    expect(dropBlock(program, 'a', { path: [], index: 3 }, rules)!.program.body.map((s) => s.id)).toEqual(['r', 'b', 'a']);
    expect(dropBlock(program, 'b', { path: [], index: 0 }, rules)!.program.body.map((s) => s.id)).toEqual(['b', 'a', 'r']);
  });

  it('ignores drops on the block itself, inside itself, or where it already is', () => {
    expect(dropBlock(program, 'r', { path: [{ id: 'r', branch: 'body' }], index: 1 }, rules)).toBeNull();
    expect(dropBlock(program, 'a', { path: [], index: 0 }, rules)).toBeNull();
    expect(dropBlock(program, 'a', { path: [], index: 1 }, rules)).toBeNull();
    expect(dropBlock(program, 'nope', { path: [], index: 1 }, rules)).toBeNull();
  });
});

describe('functions, the pen and angles (version 2)', () => {
  const pen: EditRules = { toolbox: ['forward', 'turn-right', 'repeat', 'call', 'pen-down', 'pen-up', 'color'], maxBlocks: 20, maxDepth: 3 };

  it('makes a function, fills it by taps like the program, and then uses it from the program', () => {
    let edit = makeFunction(empty, TOP_START, 'square');
    expect(edit.program).toEqual({ version: 2, functions: [{ name: 'square', body: [] }], body: [] });
    expect(edit.slot).toEqual({ path: functionPath('square'), index: 0 });
    for (const kind of ['repeat', 'forward', 'turn-right'] as const) edit = insertBlock(edit.program, edit.slot, kind, pen);
    expect(withoutIds((edit.program as { functions: { body: Stmt[] }[] }).functions[0]!.body)).toEqual([
      { op: 'repeat', times: 2, body: [{ op: 'forward' }, { op: 'turn', dir: 'right' }] },
    ]);
    // The function's blocks count, and a call goes in the program, never in a function.
    expect(countProgramBlocks(edit.program)).toBe(3);
    expect(canInsert(edit.program, edit.slot, 'call', pen, 'square')).toEqual({ ok: false, reason: 'call-in-function' });
    expect(canInsert(edit.program, TOP_START, 'call', pen, 'hop')).toEqual({ ok: false, reason: 'no-such-function' });
    const called = insertBlock(edit.program, TOP_START, 'call', pen, 'square');
    expect(called.program.body).toEqual([{ id: 'b4', op: 'call', name: 'square' }]);
    expect(callsOf(called.program, 'square')).toBe(1);
    // Ids stay unique across the program and its functions.
    expect(findBlock(called.program, 'b2')?.path).toEqual([...functionPath('square'), { id: 'b1', branch: 'body' }]);
  });

  it('walks the arrow keys from the program into each function', () => {
    const program: Program = {
      version: 2,
      functions: [{ name: 'hop', body: [{ id: 'h', op: 'forward' }] }],
      body: [{ id: 'c', op: 'call', name: 'hop' }],
    };
    expect(slotsOf(program)).toEqual([
      { path: [], index: 0 },
      { path: [], index: 1 },
      { path: functionPath('hop'), index: 0 },
      { path: functionPath('hop'), index: 1 },
    ]);
    expect(moveSlot(program, { path: [], index: 1 }, 'down')).toEqual({ path: functionPath('hop'), index: 0 });
  });

  it('counts depth inside a function from its own top, and never moves a call into a function', () => {
    let { program, slot } = makeFunction(empty, TOP_START, 'zigzag');
    ({ program, slot } = insertBlock(program, slot, 'repeat', pen));
    ({ program, slot } = insertBlock(program, slot, 'repeat', pen));
    expect(canInsert(program, slot, 'forward', pen).ok).toBe(true);
    ({ program, slot } = insertBlock(program, slot, 'repeat', pen));
    expect(canInsert(program, slot, 'forward', pen)).toEqual({ ok: false, reason: 'too-deep' });
    const withCall = insertBlock(program, TOP_START, 'call', pen, 'zigzag').program;
    const callId = withCall.body[0]!.id;
    expect(dropBlock(withCall, callId, { path: functionPath('zigzag'), index: 0 }, pen)).toBeNull();
    expect(moveBlock(withCall, callId, 'down', pen)).toBeNull();
  });

  it('makes at most 3 functions, each name once, and deletes one only when no block uses it', () => {
    let program: Program = empty;
    for (const name of ['square', 'hop', 'stairs'] as const) program = makeFunction(program, TOP_START, name).program;
    expect(canMakeFunction(program, 'petal')).toEqual({ ok: false, reason: 'too-many' });
    expect(canMakeFunction(program, 'hop')).toEqual({ ok: false, reason: 'taken' });
    program = insertBlock(program, TOP_START, 'call', pen, 'hop').program;
    expect(canDeleteFunction(program, 'hop')).toEqual({ ok: false, reason: 'in-use' });
    expect(deleteFunction(program, TOP_START, 'hop').program).toBe(program);
    const gone = deleteFunction(program, { path: functionPath('square'), index: 0 }, 'square');
    expect(gone.program.version === 2 && gone.program.functions?.map((f) => f.name)).toEqual(['hop', 'stairs']);
    expect(gone.slot).toEqual({ path: [], index: 1 });
  });

  it('puts pen and colour blocks in as version 2, and sets colours and angles', () => {
    let { program } = tap(empty, TOP_START, 'turn-right');
    expect(program.version).toBe(1);
    program = insertBlock(program, { path: [], index: 1 }, 'color', pen).program;
    program = insertBlock(program, { path: [], index: 2 }, 'pen-down', pen).program;
    expect(program).toMatchObject({ version: 2, body: [{ op: 'turn' }, { op: 'color', color: 'blue' }, { op: 'pen', down: true }] });
    program = setPenColor(program, program.body[1]!.id, 'purple');
    program = setTurnDegrees(program, 'b1', 45);
    expect(withoutIds(program.body).slice(0, 2)).toEqual([{ op: 'turn', dir: 'right', degrees: 45 }, { op: 'color', color: 'purple' }]);
    // 90 is a plain turn again, so the program stays the same as a version 1 turn.
    expect(withoutIds(setTurnDegrees(program, 'b1', 90).body)[0]).toEqual({ op: 'turn', dir: 'right' });
    const v1 = tap(empty, TOP_START, 'turn-right').program;
    expect(setTurnDegrees(v1, 'b1', 135).version).toBe(2);
  });
});

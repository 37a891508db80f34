import { describe, expect, it } from 'vitest';
import { prng } from '../../../../../domain/code-lab/prng';
import { childLists, type BlockKind, type Stmt } from '../../../../../domain/code-lab/blocks';
import type { GameLevel } from '../../../../../domain/code-lab/stages/game/game-level';
import {
  checkGameForLevel,
  emptyGameProgram,
  parseGameProgram,
  type GameProgram,
} from '../../../../../domain/code-lab/stages/game/game-program';
import type {
  GameEventKind,
  SpriteId,
  SpriteStart,
} from '../../../../../domain/code-lab/stages/game/game-types';
import {
  canInsert,
  countProgramBlocks,
  deleteBlock,
  functionPath,
  handlerPath,
  insertBlock,
  makeFunction,
  moveBlock,
  moveSlot,
  slotsOf,
  validSlot,
  type Slot,
} from '../../editor/program-model';
import {
  addHandler,
  canAddHandler,
  deleteHandler,
  moveHandler,
  newEvent,
  setHandlerEvent,
  setSetting,
  settingValues,
  SETTINGS,
  type GameEditRules,
} from './handler-model';

// The handler editor's model: a game's event blocks and the blocks under them, edited by tap or
// by keys (the editor's model walks the slots), always a program the level accepts.

const sprite = (id: SpriteId, x = 100, y = 100): SpriteStart => ({
  id,
  costume: id === 'star-2' ? 'star' : id === 'rock-2' ? 'rock' : (id as SpriteStart['costume']),
  x,
  y,
  direction: 90,
  speed: 0,
  visible: true,
});

const toolbox: BlockKind[] = [
  'sprite-move',
  'sprite-turn-right',
  'sprite-set',
  'sprite-change',
  'score',
  'say',
  'sprite-hide',
  'if-touching',
  'repeat',
  'call',
];
const events: GameEventKind[] = ['start', 'key', 'tap', 'touch', 'tick'];
/** A scene with no cat: new blocks must act on the scene's own sprites. */
const scene = [sprite('red-car'), sprite('star', 200, 200), sprite('rock', 300, 300)];
const sprites = scene.map((s) => s.id);
const rules: GameEditRules = { toolbox, maxBlocks: 20, maxDepth: 5, sprites, events };

const level: GameLevel = {
  id: 'game-test',
  world: 'game',
  number: 1,
  title: 'Test',
  intro: 'A test.',
  hints: ['a', 'b', 'c'],
  toolbox,
  maxBlocks: rules.maxBlocks,
  idealBlocks: 4,
  kind: 'game',
  scene: { sprites: scene, seed: 1 },
  script: [],
  maxFrames: 60,
  criteria: [],
  events,
};

const empty = emptyGameProgram();

/** Taps "Add" for each event kind, then the palette's blocks, from the insertion point. */
function build(program: GameProgram, slot: Slot, steps: (GameEventKind | BlockKind)[]) {
  for (const step of steps)
    ({ program, slot } = (events as string[]).includes(step)
      ? addHandler(program, slot, step as GameEventKind, rules)
      : insertBlock(program, slot, step as BlockKind, rules));
  return { program, slot };
}

describe('adding and removing event blocks', () => {
  it('adds an event block at the end, with the insertion point under it for the next blocks', () => {
    const { program, slot, blockId } = addHandler(empty, { path: [], index: 0 }, 'start', rules);
    expect(program.handlers).toEqual([{ id: 'b1', event: { kind: 'start' }, body: [] }]);
    expect(blockId).toBe('b1');
    expect(slot).toEqual({ path: handlerPath('b1'), index: 0 });
    const next = insertBlock(program, slot, 'sprite-move', rules);
    // The handler's id is taken: the block gets the next one, and it moves the scene's first sprite.
    expect(next.program.handlers[0]!.body).toEqual([
      { id: 'b2', op: 'sprite-move', sprite: 'red-car', steps: 10 },
    ]);
    expect(next.slot).toEqual({ path: handlerPath('b1'), index: 1 });
    expect(countProgramBlocks(next.program)).toBe(2);
  });

  it('gives each new key, tap or touch block one no other block waits for yet', () => {
    let program = empty;
    const kinds: GameEventKind[] = ['key', 'key', 'tap', 'tap', 'touch', 'touch'];
    for (const kind of kinds)
      program = addHandler(program, { path: [], index: 0 }, kind, rules).program;
    expect(program.handlers.map((h) => h.event)).toEqual([
      { kind: 'key', key: 'left' },
      { kind: 'key', key: 'right' },
      { kind: 'tap', sprite: 'red-car' },
      { kind: 'tap', sprite: 'star' },
      { kind: 'touch', sprite: 'red-car', other: 'star' },
      { kind: 'touch', sprite: 'red-car', other: 'rock' },
    ]);
    // Once every key has one, the first again.
    let keys = empty;
    for (let i = 0; i < 6; i++)
      keys = addHandler(keys, { path: [], index: 0 }, 'key', rules).program;
    expect(newEvent(keys, 'key', sprites)).toEqual({ kind: 'key', key: 'left' });
  });

  it('refuses an event the level has not got, a touch in a one-sprite scene, a 13th block and one past maxBlocks', () => {
    expect(canAddHandler(empty, 'tick', { ...rules, events: ['start'] })).toEqual({
      ok: false,
      reason: 'not-in-level',
    });
    expect(canAddHandler(empty, 'touch', { ...rules, sprites: ['cat'] })).toEqual({
      ok: false,
      reason: 'no-sprites',
    });
    expect(canAddHandler(empty, 'tap', { ...rules, sprites: ['cat'] })).toEqual({ ok: true });
    let program = empty;
    for (let i = 0; i < 12; i++)
      program = addHandler(program, { path: [], index: 0 }, 'tick', {
        ...rules,
        maxBlocks: 60,
      }).program;
    expect(program.handlers).toHaveLength(12);
    expect(canAddHandler(program, 'tick', { ...rules, maxBlocks: 60 })).toEqual({
      ok: false,
      reason: 'too-many',
    });
    const small = build(empty, { path: [], index: 0 }, ['start', 'sprite-move']).program;
    expect(canAddHandler(small, 'key', { ...rules, maxBlocks: 2 })).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(
      addHandler(small, { path: [], index: 0 }, 'key', { ...rules, maxBlocks: 2 }).program,
    ).toBe(small);
  });

  it('takes an event block out with its blocks; the insertion point goes to the end of the one before', () => {
    const { program } = build(empty, { path: [], index: 0 }, [
      'start',
      'sprite-move',
      'score',
      'key',
      'say',
      'tick',
    ]);
    expect(program.handlers.map((h) => h.id)).toEqual(['b1', 'b4', 'b6']);
    const gone = deleteHandler(program, { path: handlerPath('b4'), index: 1 }, 'b4');
    expect(gone.program.handlers.map((h) => h.id)).toEqual(['b1', 'b6']);
    expect(gone.slot).toEqual({ path: handlerPath('b1'), index: 2 });
    // An insertion point elsewhere stays where it was.
    expect(deleteHandler(program, { path: handlerPath('b6'), index: 0 }, 'b4').slot).toEqual({
      path: handlerPath('b6'),
      index: 0,
    });
    // The last one gone: no place for a block, and the palette says so.
    let none = program;
    let slot: Slot = { path: handlerPath('b1'), index: 0 };
    for (const id of ['b1', 'b4', 'b6']) ({ program: none, slot } = deleteHandler(none, slot, id));
    expect(none.handlers).toEqual([]);
    expect(canInsert(none, slot, 'score', rules)).toEqual({ ok: false, reason: 'no-handler' });
    expect(insertBlock(none, slot, 'score', rules).program).toBe(none);
  });

  it('moves an event block up and down among the others, never past the ends', () => {
    const { program } = build(empty, { path: [], index: 0 }, ['start', 'key', 'tick']);
    const moved = moveHandler(program, 'b3', 'up')!;
    expect(moved.program.handlers.map((h) => h.id)).toEqual(['b1', 'b3', 'b2']);
    expect(moved.slot).toEqual({ path: handlerPath('b3'), index: 0 });
    expect(moveHandler(program, 'b1', 'up')).toBeNull();
    expect(moveHandler(program, 'b3', 'down')).toBeNull();
  });
});

describe("picking an event block's key and sprites", () => {
  const { program } = build(empty, { path: [], index: 0 }, ['key', 'tap', 'touch']);

  it('sets the key and the sprite tapped, from the scene only', () => {
    const key = setHandlerEvent(program, 'b1', { kind: 'key', key: 'space' }, sprites);
    expect(key.handlers[0]!.event).toEqual({ kind: 'key', key: 'space' });
    expect(
      setHandlerEvent(program, 'b2', { kind: 'tap', sprite: 'rock' }, sprites).handlers[1]!.event,
    ).toEqual({ kind: 'tap', sprite: 'rock' });
    expect(setHandlerEvent(program, 'b2', { kind: 'tap', sprite: 'cat' }, sprites)).toBe(program);
    // An event's kind stays: a key block never becomes a tap.
    expect(setHandlerEvent(program, 'b1', { kind: 'tap', sprite: 'rock' }, sprites)).toBe(program);
  });

  it('never makes a sprite touch itself: picking the other one swaps the two', () => {
    expect(program.handlers[2]!.event).toEqual({ kind: 'touch', sprite: 'red-car', other: 'star' });
    const swapped = setHandlerEvent(
      program,
      'b3',
      { kind: 'touch', sprite: 'star', other: 'star' },
      sprites,
    );
    expect(swapped.handlers[2]!.event).toEqual({ kind: 'touch', sprite: 'star', other: 'red-car' });
    const other = setHandlerEvent(
      program,
      'b3',
      { kind: 'touch', sprite: 'red-car', other: 'red-car' },
      sprites,
    );
    expect(other.handlers[2]!.event).toEqual({ kind: 'touch', sprite: 'star', other: 'red-car' });
  });
});

describe("a game block's settings", () => {
  const { program } = build(empty, { path: [], index: 0 }, [
    'start',
    'sprite-set',
    'if-touching',
    'sprite-change',
    'score',
  ]);
  const stmt = (p: GameProgram, id: string) => {
    const find = (list: Stmt[]): Stmt | undefined =>
      list.flatMap((s) => [s, ...('then' in s ? [find(s.then)] : [])]).find((s) => s?.id === id);
    return find(p.handlers[0]!.body);
  };

  it('keeps a property set within the property it sets', () => {
    expect(stmt(program, 'b2')).toEqual({
      id: 'b2',
      op: 'sprite-set',
      sprite: 'red-car',
      property: 'speed',
      value: 3,
    });
    const x = setSetting(program, 'b2', 'value', 20, sprites);
    expect(stmt(x, 'b2')).toMatchObject({ value: 20 });
    // A speed of 21 or 300 is not a speed: nothing changes.
    expect(setSetting(program, 'b2', 'value', 300, sprites)).toBe(program);
    const far = setSetting(
      setSetting(program, 'b2', 'property', 'x', sprites),
      'b2',
      'value',
      300,
      sprites,
    );
    expect(stmt(far, 'b2')).toMatchObject({ property: 'x', value: 300 });
    // Back to speed: 300 becomes the fastest speed.
    expect(stmt(setSetting(far, 'b2', 'property', 'speed', sprites), 'b2')).toMatchObject({
      property: 'speed',
      value: 20,
    });
    expect(settingValues(stmt(far, 'b2')!, 'value', sprites)).toContain(300);
  });

  it('asks whether one sprite touches another, never itself, and only of the scene', () => {
    expect(stmt(program, 'b3')).toMatchObject({ sprite: 'red-car', other: 'star' });
    expect(stmt(setSetting(program, 'b3', 'other', 'red-car', sprites), 'b3')).toMatchObject({
      sprite: 'star',
      other: 'red-car',
    });
    expect(setSetting(program, 'b3', 'sprite', 'cat', sprites)).toBe(program);
    expect(settingValues(stmt(program, 'b3')!, 'sprite', sprites)).toEqual(sprites);
  });

  it('offers each setting its values from lists, the block’s own value always among them', () => {
    const score = stmt(program, 'b5')!;
    expect(settingValues(score, 'by', sprites)).toEqual([-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]);
    expect(setSetting(program, 'b5', 'by', 9, sprites)).toBe(program);
    expect(stmt(setSetting(program, 'b5', 'by', -2, sprites), 'b5')).toMatchObject({ by: -2 });
    const change = stmt(program, 'b4')!;
    expect(settingValues(change, 'by', sprites)).toContain(-10);
    expect(
      settingValues({ id: 'x', op: 'sprite-move', sprite: 'star', steps: 7 }, 'steps', sprites),
    ).toEqual([1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30, 40, 50]);
    // A setting a block has not got changes nothing.
    expect(setSetting(program, 'b5', 'sprite', 'star', sprites)).toBe(program);
  });
});

describe('the keys walk every event block and function', () => {
  it('moves the insertion point from one event block into the next and into a function, and Alt+arrow takes a block across', () => {
    let { program, slot } = build(empty, { path: [], index: 0 }, [
      'start',
      'score',
      'key',
      'sprite-move',
    ]);
    ({ program, slot } = makeFunction(program, slot, 'hop'));
    expect(program.version).toBe(3);
    expect(program.functions).toEqual([{ name: 'hop', body: [] }]);
    expect(slotsOf(program)).toEqual([
      { path: handlerPath('b1'), index: 0 },
      { path: handlerPath('b1'), index: 1 },
      { path: handlerPath('b3'), index: 0 },
      { path: handlerPath('b3'), index: 1 },
      { path: functionPath('hop'), index: 0 },
    ]);
    // Up from the function's start: the end of the last event block, then its start.
    slot = moveSlot(program, slot, 'up');
    expect(slot).toEqual({ path: handlerPath('b3'), index: 1 });
    slot = moveSlot(program, moveSlot(program, slot, 'up'), 'up');
    expect(slot).toEqual({ path: handlerPath('b1'), index: 1 });
    // The score block (b2) goes down into the key's block, then into the function.
    const down = moveBlock(program, 'b2', 'down', rules)!;
    expect(down.program.handlers.map((h) => h.body.map((s) => s.id))).toEqual([[], ['b2', 'b4']]);
    const further = moveBlock(
      moveBlock(down.program, 'b2', 'down', rules)!.program,
      'b2',
      'down',
      rules,
    )!;
    expect(further.program.functions![0]!.body.map((s) => s.id)).toEqual(['b2']);
    expect(moveBlock(further.program, 'b2', 'down', rules)).toBeNull();
    // A deleted block's place is where the next one goes.
    const gone = deleteBlock(program, slot, 'b4');
    expect(gone.slot).toEqual({ path: handlerPath('b3'), index: 0 });
  });

  it("counts a handler's top as depth 1, as the program's check does", () => {
    let { program, slot } = build(empty, { path: [], index: 0 }, ['tick']);
    for (let depth = 1; depth <= 4; depth++)
      ({ program, slot } = insertBlock(program, slot, 'repeat', rules));
    expect(canInsert(program, slot, 'score', rules)).toEqual({ ok: true });
    ({ program, slot } = insertBlock(program, slot, 'if-touching', rules));
    expect(canInsert(program, slot, 'score', rules)).toEqual({ ok: false, reason: 'too-deep' });
    expect(checkGameForLevel(level, program, 'draft')).toEqual({ ok: true });
  });
});

describe('any edits a child makes (seeded random edits)', () => {
  const SEED = 20261201;
  const RUNS = 300;
  /** Every statement of a game, its handlers' and its functions'. */
  const statements = (program: GameProgram): Stmt[] => {
    const out: Stmt[] = [];
    const walk = (list: readonly Stmt[]) =>
      list.forEach((s) => (out.push(s), childLists(s).forEach(walk)));
    program.handlers.forEach((h) => walk(h.body));
    (program.functions ?? []).forEach((f) => walk(f.body));
    return out;
  };

  it(`always give a program the level accepts as a draft, and the same one in JSON (seed ${SEED}, ${RUNS} children, 40 edits each)`, () => {
    const rng = prng(SEED);
    const pick = <T>(list: readonly T[]): T => list[rng.int(0, list.length - 1)]!;
    const problems: string[] = [];
    const kinds: Record<string, number> = {};
    for (let n = 0; n < RUNS && problems.length === 0; n++) {
      let program = emptyGameProgram();
      let slot: Slot = { path: [], index: 0 };
      for (let e = 0; e < 40; e++) {
        const action = rng.int(0, 9);
        const handlers = program.handlers.map((h) => h.id);
        const stmts = statements(program);
        const up = rng.next() < 0.5 ? 'up' : 'down';
        if (action === 0) ({ program, slot } = addHandler(program, slot, pick(events), rules));
        else if (action <= 3)
          ({ program, slot } = insertBlock(
            program,
            slot,
            pick(toolbox.filter((k) => k !== 'call')),
            rules,
          ));
        else if (action === 4) slot = moveSlot(program, slot, up);
        else if (action === 5 && handlers.length > 0)
          ({ program, slot } = deleteHandler(program, slot, pick(handlers)));
        else if (action === 6 && stmts.length > 0) {
          const moved = moveBlock(program, pick(stmts).id, up, rules);
          if (moved) ({ program, slot } = moved);
        } else if (action === 7 && stmts.length > 0) {
          const target = pick(stmts);
          const names = SETTINGS[target.op] ?? [];
          if (names.length > 0) {
            const name = pick(names);
            program = setSetting(
              program,
              target.id,
              name,
              pick(settingValues(target, name, sprites)),
              sprites,
            );
          }
        } else if (action === 8 && handlers.length > 0) {
          const id = pick(handlers);
          const kind = program.handlers.find((h) => h.id === id)!.event.kind;
          const shuffled = [...sprites].sort(() => rng.next() - 0.5);
          program = setHandlerEvent(
            program,
            id,
            newEvent(emptyGameProgram(), kind, shuffled),
            sprites,
          );
        } else if (action === 8 && stmts.length > 0)
          ({ program, slot } = deleteBlock(program, slot, pick(stmts).id));
        else if (action === 9 && (program.functions ?? []).length === 0)
          ({ program, slot } = makeFunction(program, slot, 'hop'));
        slot = validSlot(program, slot);
        kinds[String(action)] = (kinds[String(action)] ?? 0) + 1;
        const fits = checkGameForLevel(level, program, 'draft');
        if (!fits.ok) problems.push(`child ${n}, edit ${e}: ${fits.message}`);
        const parsed = parseGameProgram(JSON.parse(JSON.stringify(program)), 'draft');
        if (!parsed.ok) problems.push(`child ${n}, edit ${e}: ${parsed.message}`);
        if (problems.length > 0) break;
      }
    }
    expect(problems).toEqual([]);
    expect(Object.keys(kinds)).toHaveLength(10);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../../tests/support/english-words';
import {
  parseTuneProgram,
  type TuneProgram,
} from '../../../../../domain/code-lab/stages/sound/tune-program';
import { addedWords } from '../../editor/edit-words';
import {
  canInsert,
  dropBlock,
  functionPath,
  insertBlock,
  makeFunction,
  moveBlock,
  moveSlot,
  slotsOf,
  updateBlock,
  type EditRules,
  type Slot,
} from '../../editor/program-model';
import type { BlockKind, FunctionName } from '../../../../../domain/code-lab/program';
import { rowsOf } from '../../editor/rows';
import { codeLines } from '../../show-code/code-lines';
import { withSetting } from './sound-pickers';

// A tune in the editor (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// the generic editor edits version 4 with "Play together"'s two lists as branches, and names
// every row with its note in the page's language.

const rules: EditRules = {
  toolbox: ['play-note', 'play-drum', 'rest', 'tempo', 'sound-say', 'together', 'repeat', 'call'],
  maxBlocks: 20,
  maxDepth: 5,
};
const empty: TuneProgram = { version: 4, kind: 'tune', body: [] };

/** Taps a palette block at the insertion point, as a child does. */
const tap = (state: { program: TuneProgram; slot: Slot }, kind: EditRules['toolbox'][number]) =>
  insertBlock(state.program, state.slot, kind, rules);

describe('a tune in the editor', () => {
  it('builds two voices by tapping: the first list, then "At the same time, voice 2"', () => {
    let s = { program: empty, slot: { path: [], index: 0 } as Slot };
    s = tap(s, 'play-note');
    s = tap(s, 'together');
    // The insertion point is inside voice 1: a note goes there.
    s = tap(s, 'play-note');
    // Down one row: "At the same time, voice 2".
    s = { ...s, slot: moveSlot(s.program, s.slot, 'down') };
    s = tap(s, 'play-drum');
    const together = s.program.body[1]!;
    expect(together).toMatchObject({
      op: 'together',
      first: [{ op: 'play-note' }],
      second: [{ op: 'play-drum' }],
    });
    expect(parseTuneProgram(s.program, 'draft').ok).toBe(true);
    expect(rowsOf(s.program, englishWords).map((r) => r.label)).toEqual([
      'Start of the program',
      'Step 1: Play C4 for a quarter',
      'Step 2: Play together',
      'Step 2.1 (inside Play together, voice 1): Play C4 for a quarter',
      'At the same time, voice 2',
      'Step 2.2 (inside Play together, voice 2): Play a kick drum for a quarter',
      'End of Play together',
    ]);
    expect(
      addedWords(s.program, together.op === 'together' ? together.second[0]!.id : '', englishWords),
    ).toBe('Added Play a kick drum for a quarter as step 2.2, inside Play together, voice 2');
    // Show the code: both voices, the second even when it is empty.
    expect(codeLines(s.program).map((l) => '  '.repeat(l.indent) + l.text)).toEqual([
      "playNote('C4', 'quarter');",
      'together(() => {',
      "  playNote('C4', 'quarter');",
      '}, () => {',
      "  playDrum('kick', 'quarter');",
      '});',
    ]);
  });

  it('never puts a "Play together" inside another, by tap or by drag', () => {
    let s = { program: empty, slot: { path: [], index: 0 } as Slot };
    s = tap(s, 'together');
    const inside = s.slot;
    expect(canInsert(s.program, inside, 'together', rules)).toEqual({
      ok: false,
      reason: 'together-in-together',
    });
    expect(tap(s, 'together').program).toBe(s.program);
    const outside = tap({ program: s.program, slot: { path: [], index: 1 } }, 'together');
    expect(dropBlock(outside.program, outside.blockId!, inside, rules)).toBeNull();
    // Every slot the editor offers keeps the program one the server takes.
    for (const slot of slotsOf(outside.program))
      if (canInsert(outside.program, slot, 'together', rules).ok)
        expect(
          parseTuneProgram(insertBlock(outside.program, slot, 'together', rules).program, 'draft')
            .ok,
        ).toBe(true);
  });

  it('never plays together inside a together through a function, either way round', () => {
    // chorus plays together; verse is used inside a together.
    let s = { program: empty, slot: { path: [], index: 0 } as Slot };
    s = makeFunction(s.program, s.slot, 'chorus');
    s = tap(s, 'together');
    s = makeFunction(s.program, s.slot, 'verse');
    s = tap(s, 'play-note');
    s = tap({ program: s.program, slot: { path: [], index: 0 } }, 'together');
    const inside = s.slot;
    expect(canInsert(s.program, inside, 'call', rules, 'chorus')).toEqual({
      ok: false,
      reason: 'together-in-together',
    });
    expect(canInsert(s.program, inside, 'call', rules, 'verse')).toEqual({ ok: true });
    s = insertBlock(s.program, inside, 'call', rules, 'verse');
    // verse is used in a together now: no together goes into it.
    expect(
      canInsert(s.program, { path: functionPath('verse'), index: 0 }, 'together', rules),
    ).toEqual({
      ok: false,
      reason: 'together-in-together',
    });
    expect(canInsert(s.program, { path: [], index: 1 }, 'call', rules, 'chorus')).toEqual({
      ok: true,
    });
    const program = insertBlock(s.program, { path: [], index: 1 }, 'call', rules, 'chorus').program;
    expect(parseTuneProgram(program, 'draft').ok).toBe(true);

    // Whatever the editor offers keeps the tune one the server takes: every block at every
    // slot, every move of every block by the menu and by drag.
    const kinds: [BlockKind, FunctionName?][] = [
      ['together'],
      ['play-note'],
      ['call', 'chorus'],
      ['call', 'verse'],
      ['repeat'],
    ];
    for (const slot of slotsOf(program))
      for (const [kind, name] of kinds)
        if (canInsert(program, slot, kind, rules, name).ok)
          expect(
            parseTuneProgram(insertBlock(program, slot, kind, rules, name).program, 'draft').ok,
            `${kind} ${name ?? ''} at ${JSON.stringify(slot)}`,
          ).toBe(true);
    const ids = JSON.stringify(program)
      .match(/"id":"[^"]+"/g)!
      .map((m) => m.slice(6, -1));
    for (const id of ids) {
      for (const way of ['up', 'down'] as const) {
        const moved = moveBlock(program, id, way, rules);
        if (moved) expect(parseTuneProgram(moved.program, 'draft').ok, `${id} ${way}`).toBe(true);
      }
      for (const slot of slotsOf(program)) {
        const dropped = dropBlock(program, id, slot, rules);
        if (dropped)
          expect(
            parseTuneProgram(dropped.program, 'draft').ok,
            `${id} to ${JSON.stringify(slot)}`,
          ).toBe(true);
      }
    }
  });

  it('changes a note, a length, a drum, words and the tempo only to values of their lists', () => {
    let s = tap({ program: empty, slot: { path: [], index: 0 } }, 'play-note');
    const id = s.program.body[0]!.id;
    let program = updateBlock(s.program, id, (b) => withSetting(b, 'note', 'G5'));
    program = updateBlock(program, id, (b) => withSetting(b, 'length', 'eighth'));
    expect(program.body[0]).toMatchObject({ note: 'G5', length: 'eighth' });
    expect(updateBlock(program, id, (b) => withSetting(b, 'note', 'C#4'))).toBe(program);
    expect(updateBlock(program, id, (b) => withSetting(b, 'drum', 'kick'))).toBe(program);
    s = tap({ program, slot: { path: [], index: 1 } }, 'tempo');
    program = updateBlock(s.program, s.program.body[1]!.id, (b) => withSetting(b, 'bpm', 140));
    expect(program.body[1]).toMatchObject({ op: 'tempo', bpm: 140 });
    expect(updateBlock(program, program.body[1]!.id, (b) => withSetting(b, 'bpm', 145))).toBe(
      program,
    );
    expect(
      rowsOf(program, spanishWords)
        .map((r) => r.label)
        .slice(1),
    ).toEqual(['Paso 1: Tocar Sol5 durante una corchea', 'Paso 2: Tempo: 140 pulsos por minuto']);
  });
});

// The editor's state for one level: the program, the insertion point and which row should get
// the keyboard focus after an edit. Every change goes through program-model.ts.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BlockKind, Program } from '../../../../domain/code-lab/program';
import {
  deleteBlock,
  dropBlock,
  insertBlock,
  moveBlock,
  moveSlot,
  setRepeatTimes,
  validSlot,
  type EditRules,
  type Slot,
} from './program-model';

type State = { program: Program; slot: Slot; focus: number; last: string | null };

export function useEditor(initial: Program, rules: EditRules, onProgramChange: (program: Program) => void) {
  const [state, setState] = useState<State>(() => ({
    program: initial,
    slot: { path: [], index: initial.body.length },
    focus: 0,
    last: null,
  }));

  /** Applies an edit; `focus` asks the list to move the keyboard focus to the new slot's row. */
  const apply = useCallback(
    (change: (s: State) => { program: Program; slot: Slot; blockId?: string } | null, focus: boolean) => {
      setState((s) => {
        const next = change(s);
        if (!next) return s;
        return {
          program: next.program,
          slot: validSlot(next.program, next.slot),
          focus: focus ? s.focus + 1 : s.focus,
          last: next.blockId ?? null,
        };
      });
    },
    [],
  );

  // Tell the page about every new program (it resets the stage and saves a draft), not the first.
  const changeRef = useRef(onProgramChange);
  const first = useRef(state.program);
  useEffect(() => {
    changeRef.current = onProgramChange;
  });
  useEffect(() => {
    if (state.program !== first.current) changeRef.current(state.program);
  }, [state.program]);

  return useMemo(
    () => ({
      program: state.program,
      slot: state.slot,
      /** Goes up by one each time the list should focus the insertion point's row. */
      focusRequest: state.focus,
      /** The block the last edit put somewhere (to say where it went). */
      lastBlockId: state.last,
      insert: (kind: BlockKind) => apply((s) => insertBlock(s.program, s.slot, kind, rules), false),
      setSlot: (slot: Slot) => apply((s) => ({ program: s.program, slot }), false),
      moveSlot: (direction: 'up' | 'down') => apply((s) => ({ program: s.program, slot: moveSlot(s.program, s.slot, direction) }), true),
      moveBlock: (id: string, direction: 'up' | 'down', focus = true) => apply((s) => moveBlock(s.program, id, direction, rules), focus),
      remove: (id: string, focus = true) => apply((s) => deleteBlock(s.program, s.slot, id), focus),
      drop: (id: string, target: Slot) => apply((s) => dropBlock(s.program, id, target, rules), false),
      insertAt: (kind: BlockKind, target: Slot) => apply((s) => insertBlock(s.program, target, kind, rules), false),
      setTimes: (id: string, times: number) => apply((s) => ({ program: setRepeatTimes(s.program, id, times), slot: s.slot }), false),
      replace: (program: Program) => apply(() => ({ program, slot: { path: [], index: program.body.length } }), false),
    }),
    [state, apply, rules],
  );
}

export type Editor = ReturnType<typeof useEditor>;

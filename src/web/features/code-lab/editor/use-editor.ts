// The editor's state for one puzzle: the program, the insertion point, which row should get the
// keyboard focus after an edit, and what the last edit said
// (docs/decisions/183-code-lab-names-and-announcements.md). Every change goes through
// program-model.ts; the words come from edit-words.ts.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Translate } from '../../../../i18n/translate';
import { functionWords } from '../../../../domain/code-lab/outcome-words';
import type { BlockKind, FunctionName, PenColor, Program, TurnDegrees } from '../../../../domain/code-lab/program';
import { useT } from '../../../i18n/use-t';
import { addedWords, deletedWords, movedWords } from './edit-words';
import {
  callsOf,
  canDeleteFunction,
  deleteBlock,
  deleteFunction,
  makeFunction,
  setPenColor,
  setTurnDegrees,
  dropBlock,
  endSlot,
  insertBlock,
  moveBlock,
  moveSlot,
  setRepeatTimes,
  validSlot,
  type Edit,
  type EditProgram,
  type EditRules,
  type Slot,
} from './program-model';

/** `said.n` counts announcements, so the same words said twice are heard twice. */
type State = { program: EditProgram; slot: Slot; focus: number; said: { text: string; n: number } };
/** A change of the program (and where the insertion point goes), with what it says. */
type EditorChange<P extends EditProgram = EditProgram> = { program: P; slot: Slot; said?: string };
type Change = EditorChange;

const added = (edit: Edit<EditProgram>, t: Translate): Change => ({ ...edit, said: edit.blockId ? addedWords(edit.program, edit.blockId, t) : undefined });
const moved = (before: EditProgram, id: string, edit: Edit<EditProgram> | null, t: Translate): Change | null =>
  edit && { ...edit, said: movedWords(before, edit.program, id, t) };

/**
 * The editor of one program, Ada's (a puzzle, the studio) or a game's: what the lists draw and
 * every edit a child can make. Methods, so an editor of one kind is an editor of any.
 */
export type Editor<P extends EditProgram = EditProgram> = {
  program: P;
  slot: Slot;
  /** Goes up by one each time the list should focus the insertion point's row. */
  focusRequest: number;
  /** What the last edit said, for the editor's polite live region. */
  said: { text: string; n: number };
  say(text: string): void;
  insert(kind: BlockKind, name?: FunctionName): void;
  setSlot(slot: Slot): void;
  moveSlot(direction: 'up' | 'down'): void;
  moveBlock(id: string, direction: 'up' | 'down', focus?: boolean): void;
  remove(id: string, focus?: boolean): void;
  drop(id: string, target: Slot): void;
  insertAt(kind: BlockKind, target: Slot, name?: FunctionName): void;
  setTimes(id: string, times: number): void;
  setDegrees(id: string, degrees: TurnDegrees): void;
  setColor(id: string, color: PenColor): void;
  /** Makes a function; the focus goes to its first row, where its blocks go. */
  makeFunction(name: FunctionName): void;
  deleteFunction(name: FunctionName): void;
  /** A whole new program (Start over; present mode's solution), said in `said`. */
  replace(program: P, said?: string): void;
  /** Any other edit (a game's event blocks): null changes nothing; `focus` moves the keyboard focus to the new slot's row. */
  edit(change: (program: P, slot: Slot) => EditorChange<P> | null, focus?: boolean): void;
};

/** `initialSlot`: where the child left the insertion point (a puzzle's, kept per person); else the end. */
export function useEditor<P extends EditProgram = Program>(initial: P, rules: EditRules, onProgramChange: (program: P) => void, initialSlot?: Slot | null): Editor<P> {
  const t = useT('codeLab');
  const [state, setState] = useState<State>(() => ({
    program: initial,
    slot: initialSlot ? validSlot(initial, initialSlot) : endSlot(initial),
    focus: 0,
    said: { text: '', n: 0 },
  }));

  /** Applies an edit; `focus` asks the list to move the keyboard focus to the new slot's row. */
  const apply = useCallback((change: (s: State) => Change | null, focus: boolean) => {
    setState((s) => {
      const next = change(s);
      if (!next) return s;
      return {
        program: next.program,
        slot: validSlot(next.program, next.slot),
        focus: focus ? s.focus + 1 : s.focus,
        said: next.said ? { text: next.said, n: s.said.n + 1 } : s.said,
      };
    });
  }, []);

  // Tell the page about every new program (it resets the stage and saves a draft), not the first.
  const changeRef = useRef(onProgramChange);
  const first = useRef(state.program);
  useEffect(() => {
    changeRef.current = onProgramChange;
  });
  useEffect(() => {
    if (state.program !== first.current) changeRef.current(state.program as P);
  }, [state.program]);

  return useMemo(
    (): Editor<P> => ({
      program: state.program as P,
      slot: state.slot,
      focusRequest: state.focus,
      said: state.said,
      say: (text: string) => apply((s) => ({ program: s.program, slot: s.slot, said: text }), false),
      insert: (kind: BlockKind, name?: FunctionName) => apply((s) => added(insertBlock(s.program, s.slot, kind, rules, name), t), false),
      setSlot: (slot: Slot) => apply((s) => ({ program: s.program, slot }), false),
      moveSlot: (direction: 'up' | 'down') => apply((s) => ({ program: s.program, slot: moveSlot(s.program, s.slot, direction) }), true),
      moveBlock: (id: string, direction: 'up' | 'down', focus = true) =>
        apply((s) => moved(s.program, id, moveBlock(s.program, id, direction, rules), t), focus),
      remove: (id: string, focus = true) =>
        apply((s) => ({ ...deleteBlock(s.program, s.slot, id), said: deletedWords(s.program, id, t) }), focus),
      drop: (id: string, target: Slot) => apply((s) => moved(s.program, id, dropBlock(s.program, id, target, rules), t), false),
      insertAt: (kind: BlockKind, target: Slot, name?: FunctionName) =>
        apply((s) => added(insertBlock(s.program, target, kind, rules, name), t), false),
      setTimes: (id: string, times: number) => apply((s) => ({ program: setRepeatTimes(s.program, id, times), slot: s.slot }), false),
      setDegrees: (id: string, degrees: TurnDegrees) => apply((s) => ({ program: setTurnDegrees(s.program, id, degrees), slot: s.slot }), false),
      setColor: (id: string, color: PenColor) => apply((s) => ({ program: setPenColor(s.program, id, color), slot: s.slot }), false),
      makeFunction: (name: FunctionName) =>
        apply((s) => ({ ...makeFunction(s.program, s.slot, name), said: t('codeLab.said.madeFunction', { name: functionWords(name, t) }) }), true),
      deleteFunction: (name: FunctionName) =>
        apply((s) => {
          if (!canDeleteFunction(s.program, name).ok) {
            const count = callsOf(s.program, name);
            return { program: s.program, slot: s.slot, said: t('codeLab.said.takeOutFirst', { count, name: functionWords(name, t) }) };
          }
          return { ...deleteFunction(s.program, s.slot, name), said: t('codeLab.said.deletedFunction', { name: functionWords(name, t) }) };
        }, false),
      replace: (program: P, said = t('codeLab.said.startedOver')) => apply(() => ({ program, slot: endSlot(program), said }), false),
      edit: (change, focus = false) => apply((s) => change(s.program as P, s.slot), focus),
    }),
    [state, apply, rules, t],
  );
}

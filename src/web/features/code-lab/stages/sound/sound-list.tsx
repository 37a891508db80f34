// A tune in the editor (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// the program's own list (editor/program-list.tsx: the same rows, taps, keys, menus, drags and
// names as every level), with each sound block's note, length, drum, words or tempo picked from
// lists beside its row.
import { useCallback } from 'react';
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import { ProgramList, type ListProps } from '../../editor/program-list';
import { updateBlock } from '../../editor/program-model';
import { SoundPickers, withSetting } from './sound-pickers';

export function SoundList(props: ListProps) {
  const { editor, locked } = props;
  const settings = useCallback(
    (stmt: Stmt, place: string, tabIndex: number) => (
      <SoundPickers
        stmt={stmt}
        place={place}
        tabIndex={tabIndex}
        locked={locked}
        onChange={(name, value) =>
          editor.edit((program, slot) => ({
            program: updateBlock(program, stmt.id, (s) => withSetting(s, name, value)),
            slot,
          }))
        }
      />
    ),
    [editor, locked],
  );
  return <ProgramList {...props} settings={settings} />;
}

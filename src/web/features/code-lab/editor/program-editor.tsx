// The editor: the palette ("Blocks") and the program, in one drag-and-drop area. Dragging is an
// extra way for a mouse or a finger; taps and keys do everything too
// (docs/decisions/140-our-own-code-lab-editor.md).
import { DndContext, pointerWithin, rectIntersection, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import type { ComponentType } from 'react';
import { useDragSensors } from '../../../components/drag-sensors';
import { useT } from '../../../i18n/use-t';
import type { BlockKind, FunctionName } from '../../../../domain/code-lab/program';
import { Palette, paletteItems, refusalWords, type PaletteItem } from './palette';
import { canInsert, canMoveBlock, countProgramBlocks, type EditRules, type Slot } from './program-model';
import { ProgramList, type ListProps } from './program-list';
import type { Editor } from './use-editor';

// A dragged block's own row moves with it: it is never the place it is dropped on.
const collision: CollisionDetection = (args) => {
  const own = (args.active.data.current as { blockId?: string } | undefined)?.blockId;
  const droppableContainers = own
    ? args.droppableContainers.filter((c) => (c.data.current as { blockId?: string } | undefined)?.blockId !== own)
    : args.droppableContainers;
  const within = pointerWithin({ ...args, droppableContainers });
  return within.length > 0 ? within : rectIntersection({ ...args, droppableContainers });
};

type Props = {
  editor: Editor;
  rules: EditRules;
  locked: boolean;
  runningBlockId: string | null;
  crashedBlockId: string | null;
  /** The pen's paper: turns show their angle. */
  angles?: boolean;
  /** The program's list, drawn another way (a game's event blocks: stages/game/handler-list.tsx). */
  List?: ComponentType<ListProps>;
};

export function ProgramEditor({ editor, rules, locked, runningBlockId, crashedBlockId, angles = false, List = ProgramList }: Props) {
  // The lessons' mouse, pen and finger rules; no keyboard sensor: the editor's own keys move blocks.
  const sensors = useDragSensors();
  const t = useT('codeLab');
  const count = countProgramBlocks(editor.program);

  const insert = (kind: BlockKind, at?: Slot, name?: FunctionName) => {
    const slot = at ?? editor.slot;
    const check = canInsert(editor.program, slot, kind, rules, name);
    if (!check.ok) return editor.say(refusalWords(check, t));
    if (at) editor.insertAt(kind, at, name);
    else editor.insert(kind, name);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (locked || !over) return;
    const slot = (over.data.current as { slot?: Slot } | undefined)?.slot;
    const data = active.data.current as { kind?: BlockKind; name?: FunctionName; blockId?: string } | undefined;
    if (!slot || !data) return;
    if (data.kind) insert(data.kind, slot, data.name);
    else if (data.blockId) editor.drop(data.blockId, slot);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={{ threshold: { x: 0, y: 0.08 } }}
      onDragEnd={onDragEnd}
      // dnd-kit's own English (its hidden instructions and what it says while a block is held)
      // is replaced by ours, in the page's language.
      accessibility={{
        screenReaderInstructions: { draggable: t('codeLab.said.dragHelp') },
        announcements: {
          onDragStart: ({ active }) => t('codeLab.said.pickedUp', { label: String(active.data.current?.label ?? '') }),
          onDragOver: () => undefined,
          onDragMove: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => t('codeLab.said.putBack'),
        },
      }}
    >
      {/* Below lg its parts join the level page's column: the palette is its bottom bar (docs/decisions/176-code-lab-on-a-phone.md). */}
      <div className="contents lg:grid lg:content-start lg:gap-4">
        <Palette
          items={paletteItems(rules.toolbox, editor.program)}
          checkOf={(item: PaletteItem) => canInsert(editor.program, editor.slot, item.kind, rules, item.name)}
          locked={locked}
          onInsert={(item) => insert(item.kind, undefined, item.name)}
          count={count}
          maxBlocks={rules.maxBlocks}
        />
        <List
          editor={editor}
          locked={locked}
          runningBlockId={runningBlockId}
          crashedBlockId={crashedBlockId}
          canMove={(id, direction) => canMoveBlock(editor.program, id, direction, rules)}
          angles={angles}
          functions={rules.toolbox.includes('call')}
        />
        {/* What each edit did ("Added Move forward as step 5"), said once (docs/decisions/183-code-lab-names-and-announcements.md). */}
        <p aria-live="polite" className="sr-only" data-testid="editor-said">
          <span key={editor.said.n}>{editor.said.text}</span>
        </p>
      </div>
    </DndContext>
  );
}

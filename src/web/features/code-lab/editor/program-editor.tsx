// The editor: the palette ("Blocks") and the program, in one drag-and-drop area. Dragging is an
// extra way for a mouse or a finger; taps and keys do everything too (decision 140).
import { DndContext, pointerWithin, rectIntersection, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { useDragSensors } from '../../../components/drag-sensors';
import type { BlockKind } from '../../../../domain/code-lab/program';
import { Palette, refusalWords } from './palette';
import { canInsert, canMoveBlock, countProgramBlocks, type EditRules, type Slot } from './program-model';
import { ProgramList } from './program-list';
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
};

export function ProgramEditor({ editor, rules, locked, runningBlockId, crashedBlockId }: Props) {
  // The lessons' mouse, pen and finger rules; no keyboard sensor: the editor's own keys move blocks.
  const sensors = useDragSensors();
  const count = countProgramBlocks(editor.program);

  const insert = (kind: BlockKind, at?: Slot) => {
    const slot = at ?? editor.slot;
    const check = canInsert(editor.program, slot, kind, rules);
    if (!check.ok) return editor.say(refusalWords(check));
    if (at) editor.insertAt(kind, at);
    else editor.insert(kind);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (locked || !over) return;
    const slot = (over.data.current as { slot?: Slot } | undefined)?.slot;
    const data = active.data.current as { kind?: BlockKind; blockId?: string } | undefined;
    if (!slot || !data) return;
    if (data.kind) insert(data.kind, slot);
    else if (data.blockId) editor.drop(data.blockId, slot);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={{ threshold: { x: 0, y: 0.08 } }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${String(active.data.current?.label ?? '')}.`,
          onDragOver: () => undefined,
          onDragEnd: () => undefined,
          onDragCancel: () => 'Put back.',
        },
      }}
    >
      {/* Below lg its parts join the level page's column: the palette is its bottom bar (decision 176). */}
      <div className="contents lg:grid lg:content-start lg:gap-4">
        <Palette
          toolbox={rules.toolbox}
          checkOf={(kind) => canInsert(editor.program, editor.slot, kind, rules)}
          locked={locked}
          onInsert={(kind) => insert(kind)}
          count={count}
          maxBlocks={rules.maxBlocks}
        />
        <ProgramList
          editor={editor}
          locked={locked}
          runningBlockId={runningBlockId}
          crashedBlockId={crashedBlockId}
          canMove={(id, direction) => canMoveBlock(editor.program, id, direction, rules)}
        />
        {/* What each edit did ("Added Move forward as step 5"), said once (decision 183). */}
        <p aria-live="polite" className="sr-only" data-testid="editor-said">
          <span key={editor.said.n}>{editor.said.text}</span>
        </p>
      </div>
    </DndContext>
  );
}

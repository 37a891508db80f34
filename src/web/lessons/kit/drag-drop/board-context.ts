// Shared state of one drag-and-drop board: the block picked up by a tap (or Enter), if any.
import { createContext, useContext } from 'react';

export type PickedBlock = { id: string; label: string; homeTargetId: string | null };

export type BoardValue = {
  picked: PickedBlock | null;
  disabled: boolean;
  toggle(block: PickedBlock): void;
  putPickedIn(targetId: string, targetLabel: string): void;
};

export const BoardContext = createContext<BoardValue | null>(null);

export function useBoard(): BoardValue {
  const value = useContext(BoardContext);
  if (!value) throw new Error('DraggableBlock and DropTarget must be inside a DragDropBoard');
  return value;
}

/** The target a block sits in (so it is not offered as a place to move it to). */
export const HomeTargetContext = createContext<{ id: string; label: string } | null>(null);

// What the maze says to a screen reader and on screen, in words an 8-year-old can read.
import type { MazeDirection, MazePosition, MazeState } from '../../../domain/maze';
import { samePosition } from '../../../domain/maze';

export const directionWords: Record<MazeDirection, { label: string; arrow: string }> = {
  up: { label: 'Move up', arrow: '⬆️' },
  down: { label: 'Move down', arrow: '⬇️' },
  left: { label: 'Move left', arrow: '⬅️' },
  right: { label: 'Move right', arrow: '➡️' },
};

const where = (p: MazePosition) => `row ${p.row + 1}, column ${p.col + 1}`;

export function cellLabel(state: MazeState, cell: MazePosition): string {
  const robot = samePosition(state.robot, cell);
  const flag = samePosition(state.level.goal, cell);
  const what = robot && flag ? 'robot on the flag' : robot ? 'robot' : flag ? 'flag' : 'empty';
  return `Row ${cell.row + 1}, column ${cell.col + 1}: ${what}`;
}

/** The live-region sentence for the state the last press left. */
export function announcement(
  state: MazeState,
  lastDirection: MazeDirection | null,
  score: number,
): string {
  switch (state.lastEvent) {
    case 'start':
      return `The robot is at ${where(state.robot)}. The flag is at ${where(state.level.goal)}.`;
    case 'moved':
      return `Move ${state.moves}: moved ${lastDirection ?? ''}. The robot is at ${where(state.robot)}.`;
    case 'bumped':
      return `Move ${state.moves}: bump! The robot cannot go ${lastDirection ?? 'that way'}. It is still at ${where(state.robot)}.`;
    case 'won':
      return `You reached the flag in ${state.moves} moves! Your score is ${score}.`;
  }
}

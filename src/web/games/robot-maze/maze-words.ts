// What the maze says to a screen reader and on screen, in words an 8-year-old can read.
import type { MazeDirection, MazePosition, MazeState } from '../../../domain/games/maze';
import { samePosition } from '../../../domain/games/maze';
import type { Translate } from '../../../i18n/translate';

export const directionArrows: Record<MazeDirection, string> = {
  up: '⬆️',
  down: '⬇️',
  left: '⬅️',
  right: '➡️',
};

const place = (p: MazePosition) => ({ row: p.row + 1, col: p.col + 1 });

export function cellLabel(t: Translate, state: MazeState, cell: MazePosition): string {
  const robot = samePosition(state.robot, cell);
  const flag = samePosition(state.level.goal, cell);
  const what = robot && flag ? 'both' : robot ? 'robot' : flag ? 'flag' : 'empty';
  return t('games.maze.cell', { ...place(cell), what });
}

/** The live-region sentence for the state the last press left. */
export function announcement(
  t: Translate,
  state: MazeState,
  lastDirection: MazeDirection | null,
  score: number,
): string {
  const direction = lastDirection ?? 'none';
  switch (state.lastEvent) {
    case 'start': {
      const goal = place(state.level.goal);
      return t('games.maze.start', { ...place(state.robot), goalRow: goal.row, goalCol: goal.col });
    }
    case 'moved':
      return t('games.maze.moved', { moves: state.moves, direction, ...place(state.robot) });
    case 'bumped':
      return t('games.maze.bumped', { moves: state.moves, direction, ...place(state.robot) });
    case 'won':
      return t('games.maze.reached', { moves: state.moves, score });
  }
}

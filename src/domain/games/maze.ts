// The robot maze engine (docs/product.md#robot-maze). Pure: `(state, action) => state`.
// Views only draw the state; per-level differences live in the level data.
import { MAZE_SIZE } from '../constants';

export type MazePosition = { row: number; col: number };
export type MazeDirection = 'up' | 'down' | 'left' | 'right';

export type MazeLevel = {
  size: number;
  start: MazePosition;
  goal: MazePosition;
};

/** What the last action did, so a view can animate and announce it. */
type MazeEvent = 'start' | 'moved' | 'bumped' | 'won';

export type MazeState = {
  level: MazeLevel;
  robot: MazePosition;
  /** docs/product.md#robot-maze: each press counts a move, a press against an edge included. */
  moves: number;
  completed: boolean;
  /** True when the last press hit an edge (a gentle bump, the robot stays put). */
  bumped: boolean;
  lastEvent: MazeEvent;
};

export type MazeAction = { type: 'move'; direction: MazeDirection } | { type: 'restart' };

// docs/product.md#robot-maze: 5x5 grid, robot at top-left, flag at bottom-right.
export const ROBOT_MAZE_LEVEL: MazeLevel = {
  size: MAZE_SIZE,
  start: { row: 0, col: 0 },
  goal: { row: MAZE_SIZE - 1, col: MAZE_SIZE - 1 },
};

const STEP: Record<MazeDirection, MazePosition> = {
  up: { row: -1, col: 0 },
  down: { row: 1, col: 0 },
  left: { row: 0, col: -1 },
  right: { row: 0, col: 1 },
};

export const samePosition = (a: MazePosition, b: MazePosition): boolean =>
  a.row === b.row && a.col === b.col;

export function createMazeState(level: MazeLevel = ROBOT_MAZE_LEVEL): MazeState {
  return {
    level,
    robot: level.start,
    moves: 0,
    completed: samePosition(level.start, level.goal),
    bumped: false,
    lastEvent: 'start',
  };
}

export function mazeReducer(state: MazeState, action: MazeAction): MazeState {
  if (action.type === 'restart') return createMazeState(state.level);
  // Once the flag is reached the level is over: presses change nothing.
  if (state.completed) return state;
  const step = STEP[action.direction];
  const next = { row: state.robot.row + step.row, col: state.robot.col + step.col };
  const size = state.level.size;
  const inside = next.row >= 0 && next.row < size && next.col >= 0 && next.col < size;
  const moves = state.moves + 1;
  if (!inside) return { ...state, moves, bumped: true, lastEvent: 'bumped' };
  const completed = samePosition(next, state.level.goal);
  return {
    ...state,
    robot: next,
    moves,
    bumped: false,
    completed,
    lastEvent: completed ? 'won' : 'moved',
  };
}

/** The fewest presses that reach the flag (no walls: the Manhattan distance). */
export const minimumMazeMoves = (level: MazeLevel = ROBOT_MAZE_LEVEL): number =>
  Math.abs(level.goal.row - level.start.row) + Math.abs(level.goal.col - level.start.col);

// docs/product.md#robot-maze: maze score = max(100 - 5 x moves, 10).
const MAZE_SCORE = { base: 100, perMove: 5, minimum: 10 } as const;

export const mazeScore = (moves: number): number =>
  Math.max(MAZE_SCORE.base - MAZE_SCORE.perMove * moves, MAZE_SCORE.minimum);

/** Every score a finished maze can produce (docs/product.md#games-and-scores: 10, 15, ... 60 on the 5x5 level). */
export function possibleMazeScores(level: MazeLevel = ROBOT_MAZE_LEVEL): number[] {
  const best = mazeScore(minimumMazeMoves(level));
  const scores: number[] = [];
  for (let s = MAZE_SCORE.minimum; s <= best; s += MAZE_SCORE.perMove) scores.push(s);
  return scores;
}

import { describe, expect, it } from 'vitest';
import {
  createMazeState,
  mazeReducer,
  mazeScore,
  minimumMazeMoves,
  possibleMazeScores,
  ROBOT_MAZE_LEVEL,
  type MazeDirection,
  type MazeState,
} from './maze';

const press = (state: MazeState, ...directions: MazeDirection[]) =>
  directions.reduce((s, direction) => mazeReducer(s, { type: 'move', direction }), state);

describe('robot maze engine', () => {
  it('starts with the robot top-left, the flag bottom-right of a 5x5 grid and no moves', () => {
    const state = createMazeState();
    expect(state.level.size).toBe(5);
    expect(state.robot).toEqual({ row: 0, col: 0 });
    expect(state.level.goal).toEqual({ row: 4, col: 4 });
    expect(state).toMatchObject({ moves: 0, completed: false, bumped: false, lastEvent: 'start' });
  });

  it('moves one cell in each of the four directions', () => {
    let state = press(createMazeState(), 'right', 'down');
    expect(state.robot).toEqual({ row: 1, col: 1 });
    expect(state.lastEvent).toBe('moved');
    state = press(state, 'left');
    expect(state.robot).toEqual({ row: 1, col: 0 });
    state = press(state, 'up');
    expect(state.robot).toEqual({ row: 0, col: 0 });
  });

  it('blocks the robot at every edge, reports a bump and still counts the press', () => {
    const start = createMazeState();
    const up = press(start, 'up');
    expect(up.robot).toEqual({ row: 0, col: 0 });
    expect(up).toMatchObject({ moves: 1, bumped: true, lastEvent: 'bumped' });
    const left = press(start, 'left');
    expect(left).toMatchObject({ robot: { row: 0, col: 0 }, moves: 1, bumped: true });

    const bottomLeft = press(start, 'down', 'down', 'down', 'down');
    expect(bottomLeft.robot).toEqual({ row: 4, col: 0 });
    expect(press(bottomLeft, 'down')).toMatchObject({
      robot: { row: 4, col: 0 },
      moves: 5,
      bumped: true,
    });

    const topRight = press(start, 'right', 'right', 'right', 'right');
    expect(press(topRight, 'right')).toMatchObject({
      robot: { row: 0, col: 4 },
      moves: 5,
      bumped: true,
    });
    // The next real move clears the bump.
    expect(press(topRight, 'right', 'down')).toMatchObject({
      robot: { row: 1, col: 4 },
      bumped: false,
      lastEvent: 'moved',
    });
  });

  it('counts every press', () => {
    const state = press(createMazeState(), 'right', 'left', 'right', 'up', 'down');
    expect(state.moves).toBe(5);
  });

  it('completes on reaching the flag along the minimum path of 8 moves', () => {
    expect(minimumMazeMoves(ROBOT_MAZE_LEVEL)).toBe(8);
    const state = press(
      createMazeState(),
      'right',
      'right',
      'right',
      'right',
      'down',
      'down',
      'down',
      'down',
    );
    expect(state).toMatchObject({
      robot: { row: 4, col: 4 },
      moves: 8,
      completed: true,
      lastEvent: 'won',
    });
    expect(mazeScore(state.moves)).toBe(60);
  });

  it('ignores moves after completion (the same state comes back)', () => {
    const done = press(
      createMazeState(),
      'down',
      'down',
      'down',
      'down',
      'right',
      'right',
      'right',
      'right',
    );
    expect(done.completed).toBe(true);
    expect(mazeReducer(done, { type: 'move', direction: 'up' })).toBe(done);
    expect(press(done, 'left', 'left').moves).toBe(8);
  });

  it('restarts from the beginning', () => {
    const done = press(createMazeState(), 'right', 'up');
    expect(mazeReducer(done, { type: 'restart' })).toEqual(createMazeState());
  });
});

describe('maze score', () => {
  it('is max(100 - 5 x moves, 10)', () => {
    expect(mazeScore(8)).toBe(60);
    expect(mazeScore(9)).toBe(55);
    expect(mazeScore(17)).toBe(15);
    expect(mazeScore(18)).toBe(10);
    expect(mazeScore(50)).toBe(10);
  });

  it('can only be 10, 15, ... 60 on the 5x5 maze', () => {
    expect(possibleMazeScores()).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
  });
});

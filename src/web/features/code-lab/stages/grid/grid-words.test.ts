import { describe, expect, it } from 'vitest';
import { englishWords } from '../../../../../../tests/support/english-words';
import { findLevel } from '../../../../../../content/code-lab/levels';
import { runProgram, type TraceStep } from '../../../../../domain/code-lab/interpreter';
import type { GridLevel } from '../../../../../domain/code-lab/stages/grid/grid-level';
import type { Heading } from '../../../../../domain/code-lab/level-types';
import { aroundWords, gridKeyWords, placeWords, rowWords, stageName, stageView } from './grid-words';
import { solutionOf } from '../../../../../../content/code-lab/reference-solutions';

const maze = findLevel('lost-finder-6')!;

/** A 3 by 3 grid with Ada in the middle: a wall above her, a balloon to the east, the flag below. */
const cross = (startDir: Heading): GridLevel => ({ ...(findLevel('birthday-1') as GridLevel), id: `cross-${startDir}`, grid: ['.#.', '.S*', '.G.'], startDir });

describe('the grid in words (docs/decisions/182-the-grid-in-words.md)', () => {
  it('reads lost-finder-6 row by row: walls, paths, Ada and the flag', () => {
    const view = stageView(maze, []);
    expect(view.grid.walls.map((_, y) => rowWords(view, y, englishWords))).toEqual([
      'Row 1: Ada facing east, path, path, wall, path, path, path',
      'Row 2: wall, wall, path, wall, path, wall, path',
      'Row 3: path, path, path, path, path, wall, path',
      'Row 4: path, wall, wall, wall, wall, wall, path',
      'Row 5: path, wall, path, path, path, wall, path',
      'Row 6: path, wall, path, wall, flag, wall, path',
      'Row 7: path, path, path, wall, wall, wall, path',
    ]);
    expect(gridKeyWords(view.grid, englishWords)).toBe(
      'The grid has 7 columns and 7 rows. Row 1 is at the top, and each row goes from left to right. North is up, south is down, west is left, east is right.',
    );
  });

  it('says what is around Ada at the start; the edge of the grid counts as wall', () => {
    const view = stageView(maze, []);
    expect(placeWords(view.pose, englishWords)).toBe('Ada is at column 1, row 1, facing east.');
    expect(aroundWords(view, englishWords)).toBe('Ahead: path. Left: wall. Right: wall.');
    expect(stageName(view, false, englishWords)).toBe('Ada is at column 1, row 1, facing east. The flag is at column 5, row 6.');
  });

  it.each([
    ['north', 'Ahead: wall. Left: path. Right: balloon.'],
    ['east', 'Ahead: balloon. Left: wall. Right: flag.'],
    ['south', 'Ahead: flag. Left: balloon. Right: path.'],
    ['west', 'Ahead: path. Left: flag. Right: wall.'],
  ] as const)('turns ahead, left and right with Ada when she faces %s', (dir, words) => {
    const view = stageView(cross(dir), []);
    expect(aroundWords(view, englishWords)).toBe(words);
    expect(rowWords(view, 1, englishWords)).toBe(`Row 2: path, Ada facing ${dir}, balloon`);
  });

  it('follows a run: Ada on a balloon, then the balloon picked up', () => {
    const level = cross('east');
    const onIt: TraceStep = { blockId: 'f', pose: { x: 2, y: 1, dir: 'east' }, event: 'move', items: 0 };
    const picked: TraceStep = { ...onIt, blockId: 'p', event: 'collect', items: 1 };
    const standing = stageView(level, [onIt]);
    expect(rowWords(standing, 1, englishWords)).toBe('Row 2: path, path, Ada facing east on the balloon');
    expect(aroundWords(standing, englishWords)).toBe('Ada is on the balloon. Ahead: wall. Left: path. Right: path.');
    expect(stageName(standing, false, englishWords)).toBe('Ada is at column 3, row 2, facing east. The flag is at column 2, row 3. 1 of 1 balloons left.');
    const after = stageView(level, [onIt, picked]);
    expect(rowWords(after, 1, englishWords)).toBe('Row 2: path, path, Ada facing east');
    expect(stageName(after, false, englishWords)).toContain('0 of 1 balloons left.');
  });

  it('ends a solved maze run on the flag, facing the way the engine left her', () => {
    const { trace } = runProgram(maze, solutionOf(maze.id));
    const view = stageView(maze, trace);
    expect(rowWords(view, 5, englishWords)).toMatch(/^Row 6: path, wall, path, wall, Ada facing \w+ on the flag, wall, path$/);
    expect(aroundWords(view, englishWords)).toMatch(/^Ada is on the flag\. Ahead: /);
    expect(stageName(view, true, englishWords)).toMatch(/^Ada is at column 5, row 6, facing \w+\. The flag is at column 5, row 6\. Ada bumped into a wall\.$/);
  });
});

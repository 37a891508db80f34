import { describe, expect, it } from 'vitest';
import { games } from '../games';
import { runProgram } from '../../src/domain/code-lab/interpreter';
import { parseGrid, type Level } from '../../src/domain/code-lab/level-types';
import {
  checkProgramForLevel,
  countBlocks,
  emptyProgram,
  kindOf,
  parseProgram,
  walkProgram,
  type Program,
} from '../../src/domain/code-lab/program';
import { starsFor } from '../../src/domain/code-lab/stars';
import { codeLabLevels, codeLabWorlds, findLevel } from './levels';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/[.!?](\s|$)/).filter((s) => s.trim()).length;

describe('the Code Lab levels', () => {
  it('are four worlds of six, with unique ids <world>-1..6, each world one open game', () => {
    expect(codeLabWorlds.map((w) => w.id)).toEqual([
      'birthday',
      'tech-lab',
      'lost-finder',
      'debug',
    ]);
    expect(codeLabLevels).toHaveLength(24);
    expect(new Set(codeLabLevels.map((l) => l.id)).size).toBe(24);
    for (const world of codeLabWorlds) {
      expect(world.levelIds).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${world.id}-${n}`));
      const game = games.find((g) => g.id === world.gameId);
      expect(game, world.gameId).toBeDefined();
      expect(game?.locked).toBe(false);
      for (const [index, id] of world.levelIds.entries()) {
        const level = findLevel(id);
        expect(level).toMatchObject({ world: world.id, gameId: world.gameId, number: index + 1 });
      }
    }
  });

  it('keeps the fixed levels as designed', () => {
    expect(findLevel('birthday-1')).toMatchObject({
      grid: ['S..G'],
      startDir: 'east',
      toolbox: ['forward'],
      idealBlocks: 3,
      maxBlocks: 5,
    });
    expect(findLevel('tech-lab-1')).toMatchObject({
      grid: ['S......G'],
      startDir: 'east',
      toolbox: ['forward', 'repeat'],
      idealBlocks: 2,
      maxBlocks: 8,
    });
    expect(findLevel('lost-finder-6')?.toolbox).toEqual(
      expect.arrayContaining([
        'forward',
        'turn-left',
        'turn-right',
        'until-goal',
        'if-path-ahead',
        'if-path-left',
        'if-path-right',
      ]),
    );
  });

  it.each(codeLabLevels.map((l) => [l.id, l] as const))(
    '%s is well made and solvable',
    (_id, level: Level) => {
      const grid = parseGrid(level);
      expect(grid.width).toBeLessThanOrEqual(8);
      expect(grid.height).toBeLessThanOrEqual(8);
      expect(level.idealBlocks).toBeLessThanOrEqual(level.maxBlocks);
      expect(level.hints).toHaveLength(3);
      expect(level.hints[2]).toMatch(/^Start with: /);
      expect(sentences(level.intro)).toBeGreaterThanOrEqual(1);
      expect(sentences(level.intro)).toBeLessThanOrEqual(3);
      expect(wordCount(level.intro)).toBeLessThanOrEqual(40);
      for (const hint of level.hints) expect(wordCount(hint)).toBeLessThanOrEqual(30);
      if (grid.items.length > 0) expect(level.toolbox).toContain('collect');

      // The reference solution: valid, within the toolbox and idealBlocks, solves with 3 stars.
      const solution = parseProgram(level.solution);
      expect(solution).toEqual({ ok: true, program: level.solution });
      expect(checkProgramForLevel(level, level.solution)).toEqual({ ok: true });
      expect(countBlocks(level.solution)).toBeLessThanOrEqual(level.idealBlocks);
      const result = runProgram(level, level.solution);
      expect(result.outcome).toBe('solved');
      expect(result.itemsCollected).toBe(grid.items.length);
      expect(starsFor(level, level.solution)).toBe(3);

      // The third hint shows the first block of the solution.
      const first = level.solution.body[0];
      expect(first).toBeDefined();
      const firstWords = {
        forward: 'Move forward',
        repeat: 'Repeat',
        'until-goal': 'Repeat until the flag',
      } as Record<string, string>;
      expect(level.hints[2]).toContain(firstWords[kindOf(first!)] ?? 'unreachable');

      // Neither the empty program nor the starting program solves it.
      expect(runProgram(level, emptyProgram()).outcome).toBe('ended-short');
      if (level.startProgram) {
        expect(checkProgramForLevel(level, level.startProgram)).toEqual({ ok: true });
        expect(runProgram(level, level.startProgram).outcome).not.toBe('solved');
      }
    },
  );

  it('every third hint says something about its own puzzle, not only the first block', () => {
    const thirds = codeLabLevels.map((l) => l.hints[2]);
    expect(new Set(thirds).size).toBe(codeLabLevels.length);
    for (const hint of thirds) expect(hint).not.toMatch(/^Start with: [^.!?]*[.!?]?$/);
  });

  it('calls them puzzles: no intro or hint says "level" to a child (that is Ada\'s points level)', () => {
    for (const level of codeLabLevels)
      for (const text of [level.title, level.intro, ...level.hints])
        expect(text, level.id).not.toMatch(/\blevels?\b/i);
  });

  it('every Debug Detective level starts with a program that has a bug, and no other level does', () => {
    for (const level of codeLabLevels)
      expect(Boolean(level.startProgram), level.id).toBe(level.world === 'debug');
  });

  it('each world uses the blocks of its idea', () => {
    const usesOf = (world: string) =>
      new Set(
        codeLabLevels
          .filter((l) => l.world === world)
          .flatMap((l) => [...walkProgram(l.solution)].map(({ stmt }) => stmt.op)),
      );
    expect([...usesOf('birthday')].sort()).toEqual(['collect', 'forward', 'turn']);
    expect(usesOf('tech-lab').has('repeat')).toBe(true);
    expect(usesOf('tech-lab').has('if')).toBe(false);
    expect(usesOf('lost-finder')).toEqual(
      new Set(['until-goal', 'if', 'forward', 'turn', 'collect']),
    );
  });

  it('lost-finder-6 needs a real wall follower: simpler ideas fail and a sequence does not fit', () => {
    const level = findLevel('lost-finder-6')!;
    const stmt = (id: string, op: 'forward') => ({ id, op });
    const aheadElse = (dir: 'left' | 'right'): Program => ({
      version: 1,
      body: [
        {
          id: 'u',
          op: 'until-goal',
          body: [
            {
              id: 'i',
              op: 'if',
              cond: 'path-ahead',
              then: [stmt('f', 'forward')],
              else: [{ id: 't', op: 'turn', dir }],
            },
          ],
        },
      ],
    });
    expect(runProgram(level, aheadElse('left')).outcome).not.toBe('solved');
    expect(runProgram(level, aheadElse('right')).outcome).not.toBe('solved');
    // The shortest path needs more moves and turns than maxBlocks allows as a plain sequence.
    expect(shortestActions(level)).toBeGreaterThan(level.maxBlocks);
  });
});

/** The fewest forward and turn blocks that walk from S to G (a breadth-first search on poses). */
function shortestActions(level: Level): number {
  const grid = parseGrid(level);
  const dirs = ['north', 'east', 'south', 'west'] as const;
  const step = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const;
  const key = (x: number, y: number, d: number) => `${x},${y},${d}`;
  const start = dirs.indexOf(level.startDir);
  let frontier = [[grid.start.x, grid.start.y, start] as const];
  const seen = new Set([key(grid.start.x, grid.start.y, start)]);
  for (let moves = 0; frontier.length > 0; moves++) {
    const next: (readonly [number, number, number])[] = [];
    for (const [x, y, d] of frontier) {
      if (x === grid.goal.x && y === grid.goal.y) return moves;
      const [dx, dy] = step[d]!;
      const options: [number, number, number][] = [
        [x, y, (d + 1) % 4],
        [x, y, (d + 3) % 4],
      ];
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < grid.width && ny < grid.height && !grid.walls[ny]![nx])
        options.push([nx, ny, d]);
      for (const o of options) {
        if (seen.has(key(...o))) continue;
        seen.add(key(...o));
        next.push(o);
      }
    }
    frontier = next;
  }
  return Number.POSITIVE_INFINITY;
}

import { describe, expect, it } from 'vitest';
import { games } from '../games';
import { isGameLocked } from '../../src/domain/games/games';
import { runProgram } from '../../src/domain/code-lab/interpreter';
import { isPenLevel, type PenLevel } from '../../src/domain/code-lab/stages/pen/pen-level';
import { parseGrid, type GridLevel } from '../../src/domain/code-lab/stages/grid/grid-level';
import { type Level } from '../../src/domain/code-lab/level-types';
import { isUnitSegment, segmentKey } from '../../src/domain/code-lab/stages/pen/pen-geometry';
import {
  blockLabel,
  checkProgramForLevel,
  countBlocks,
  emptyProgram,
  functionsOf,
  kindOf,
  parseProgram,
  walkProgram,
  type Program,
} from '../../src/domain/code-lab/program';
import { checkSolve } from '../../src/domain/code-lab/solve';
import { starsFor } from '../../src/domain/code-lab/stars';
import { withoutLastBlock } from './program-edits';
import { codeLabLevels, codeLabWorlds, findLevel, findWorld, gameLabLevels, soundLabLevels, webLabLevels } from './levels';
import { solutionOf, solvedLevelIds } from './reference-solutions';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/[.!?](\s|$)/).filter((s) => s.trim()).length;

describe('the Code Lab levels', () => {
  it('are six worlds: four games of six puzzles, then Pen Studio and Robot Recipes of eight', () => {
    expect(codeLabWorlds.map((w) => w.id)).toEqual([
      'birthday',
      'tech-lab',
      'lost-finder',
      'debug',
      'pen',
      'function',
    ]);
    expect(codeLabLevels).toHaveLength(40);
    expect(new Set(codeLabLevels.map((l) => l.id)).size).toBe(40);
    for (const world of codeLabWorlds) {
      const count = world.gameId ? 6 : 8;
      expect(world.levelIds).toEqual(
        Array.from({ length: count }, (_, n) => `${world.id}-${n + 1}`),
      );
      for (const [index, id] of world.levelIds.entries()) {
        const level = findLevel(id);
        expect(level).toMatchObject({ world: world.id, number: index + 1 });
        expect(level && 'gameId' in level ? level.gameId : undefined).toBe(world.gameId);
      }
      if (!world.gameId) continue;
      const game = games.find((g) => g.id === world.gameId);
      expect(game, world.gameId).toBeDefined();
      expect(game && isGameLocked(game, 1)).toBe(false);
    }
    // The functions world has a title of its own: "Function Factory" is the lesson's name.
    expect(findWorld('pen')?.title).toBe('Pen Studio');
    expect(findWorld('function')?.title).not.toMatch(/function factory/i);
    expect(codeLabWorlds.filter((w) => !w.gameId).map((w) => w.id)).toEqual(['pen', 'function']);
  });

  it('has one reference solution per level, kept apart from the levels the web imports (docs/decisions/260-solutions-stay-on-the-server.md)', () => {
    // The Game Lab's puzzles have theirs too (game-levels.test.ts).
    expect(solvedLevelIds().sort()).toEqual(
      [...codeLabLevels, ...gameLabLevels, ...soundLabLevels, ...webLabLevels].map((l) => l.id).sort(),
    );
    for (const level of codeLabLevels) expect(level, level.id).not.toHaveProperty('solution');
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
      expect(level.idealBlocks).toBeLessThanOrEqual(level.maxBlocks);
      expect(level.hints).toHaveLength(3);
      expect(level.hints[2]).toMatch(/^Start with: /);
      expect(sentences(level.intro)).toBeGreaterThanOrEqual(1);
      expect(sentences(level.intro)).toBeLessThanOrEqual(3);
      expect(wordCount(level.intro)).toBeLessThanOrEqual(40);
      for (const hint of level.hints) expect(wordCount(hint)).toBeLessThanOrEqual(30);
      let items = 0;
      if (isPenLevel(level)) expectPaperWellMade(level);
      else {
        const grid = parseGrid(level);
        expect(grid.width).toBeLessThanOrEqual(8);
        expect(grid.height).toBeLessThanOrEqual(8);
        if (grid.items.length > 0) expect(level.toolbox).toContain('collect');
        items = grid.items.length;
      }

      // The reference solution: valid, within the toolbox and idealBlocks, solves with 3 stars.
      const solution = parseProgram(solutionOf(level.id));
      expect(solution).toEqual({ ok: true, program: solutionOf(level.id) });
      expect(checkProgramForLevel(level, solutionOf(level.id))).toEqual({ ok: true });
      expect(countBlocks(solutionOf(level.id))).toBeLessThanOrEqual(level.idealBlocks);
      const result = runProgram(level, solutionOf(level.id));
      expect(result.outcome).toBe('solved');
      expect(result.itemsCollected).toBe(items);
      expect(starsFor(level, solutionOf(level.id))).toBe(3);
      expect(checkSolve(level, solutionOf(level.id))).toMatchObject({ kind: 'solved', stars: 3 });

      // The third hint shows the first block of the solution: a function by its name.
      const first = solutionOf(level.id).body[0]!;
      expect(level.hints[2]).toContain(first.op === 'call' ? first.name : blockLabel(kindOf(first)));

      // Neither the empty program, nor the starting program, nor the solution without its last
      // block (in the order the program is read: the main program, then each function) solves it.
      // On the paper nothing drawn is a wrong drawing; on the grid Ada stops short of the flag.
      expect(runProgram(level, emptyProgram()).outcome).toBe(isPenLevel(level) ? 'wrong-drawing' : 'ended-short');
      if (level.startProgram) {
        expect(parseProgram(level.startProgram)).toEqual({ ok: true, program: level.startProgram });
        expect(checkProgramForLevel(level, level.startProgram)).toEqual({ ok: true });
        expect(runProgram(level, level.startProgram).outcome).not.toBe('solved');
      }
      const shorter = withoutLastBlock(solutionOf(level.id));
      expect(countBlocks(shorter)).toBe(countBlocks(solutionOf(level.id)) - 1);
      expect(checkProgramForLevel(level, shorter)).toEqual({ ok: true });
      expect(runProgram(level, shorter).outcome).not.toBe('solved');
      expect(checkSolve(level, shorter).kind).toBe('not-solved');

      // A level that needs a function has one in its solution.
      if (level.requires?.includes('function'))
        expect(functionsOf(solutionOf(level.id)).length).toBeGreaterThan(0);
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

  it('every Debug Detective level starts with a program that has a bug; elsewhere only the ready-made functions do', () => {
    for (const level of codeLabLevels)
      expect(Boolean(level.startProgram), level.id).toBe(
        level.world === 'debug' || ['function-1', 'function-2'].includes(level.id),
      );
  });

  it('each world uses the blocks of its idea', () => {
    const usesOf = (world: string) =>
      new Set(
        codeLabLevels
          .filter((l) => l.world === world)
          .flatMap((l) => [...walkProgram(solutionOf(l.id))].map(({ stmt }) => stmt.op)),
      );
    expect([...usesOf('birthday')].sort()).toEqual(['collect', 'forward', 'turn']);
    expect(usesOf('tech-lab').has('repeat')).toBe(true);
    expect(usesOf('tech-lab').has('if')).toBe(false);
    expect(usesOf('lost-finder')).toEqual(
      new Set(['until-goal', 'if', 'forward', 'turn', 'collect']),
    );
    for (const world of ['birthday', 'tech-lab', 'lost-finder', 'debug'])
      for (const op of ['call', 'pen', 'color'] as const) expect(usesOf(world).has(op)).toBe(false);
    expect(usesOf('pen')).toEqual(new Set(['forward', 'turn', 'repeat', 'pen', 'color']));
    expect(usesOf('function').has('call')).toBe(true);
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
    expect(shortestActions(level as GridLevel)).toBeGreaterThan(level.maxBlocks);
  });
});

/** The paper: at most 10 x 10, Ada's start and every target segment on it, no segment twice. */
function expectPaperWellMade(level: PenLevel) {
  const { width, height } = level.size;
  expect(width).toBeLessThanOrEqual(10);
  expect(height).toBeLessThanOrEqual(10);
  const onPaper = (p: { x: number; y: number }) =>
    Number.isInteger(p.x) && Number.isInteger(p.y) && p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;
  expect(onPaper(level.start)).toBe(true);
  expect(level.target.length).toBeGreaterThan(0);
  for (const segment of level.target) {
    expect(isUnitSegment(segment)).toBe(true);
    expect(onPaper(segment.from) && onPaper(segment.to)).toBe(true);
    // A colour in the target only where the level checks colours, and then on every segment.
    expect(segment.color !== undefined).toBe(Boolean(level.colorMatters));
  }
  expect(new Set(level.target.map(segmentKey)).size).toBe(level.target.length);
}

/** The fewest forward and turn blocks that walk from S to G (a breadth-first search on poses). */
function shortestActions(level: GridLevel): number {
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

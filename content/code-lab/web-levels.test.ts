// The Web Lab's puzzles (docs/product/code-lab.md#web-lab): well made, each solved by its reference
// with 3 stars and not by an empty page or street, nor by the puzzle before's reference; the
// worlds are reachable by the server's lookups. A miss in words: src/domain/code-lab/stages/web/web-levels.words.test.ts.
import { describe, expect, it } from 'vitest';
import { parseLevelProgram } from '../../src/domain/code-lab/level-program';
import { checkSolve } from '../../src/domain/code-lab/solve';
import { isNetworkLevel, isWebLevel } from '../../src/domain/code-lab/stages/web/web-level';
import { emptyNetworkProgram, emptyPageProgram } from '../../src/domain/code-lab/stages/web/web-program';
import { findLevel, findWorld, webLabLevels, webLabWorlds, worldBonusOf } from './levels';
import { webSolutionOf } from './reference-solutions';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the Web Lab worlds', () => {
  it('are the web world of 8 puzzles and the network world of 6, NeighborNet', () => {
    expect(webLabWorlds.map((w) => [w.id, w.levelIds.length])).toEqual([
      ['web', 8],
      ['network', 6],
    ]);
    for (const world of webLabWorlds) {
      expect(findWorld(world.id)).toBe(world);
      for (const [index, id] of world.levelIds.entries()) {
        expect(id).toBe(`${world.id}-${index + 1}`);
        expect(findLevel(id)).toMatchObject({ kind: world.id, world: world.id, number: index + 1 });
      }
      // The network world is the NeighborNet game: its reward, once; the web world is no game.
      expect(worldBonusOf(world)).toBe(world.id === 'network' ? 100 : 60);
    }
  });

  it.each(webLabLevels.map((l) => [l.id, l] as const))('%s reads as a puzzle for a child', (_id, level) => {
    expect(wordCount(level.intro)).toBeLessThanOrEqual(40);
    for (const hint of level.hints) expect(wordCount(hint)).toBeLessThanOrEqual(30);
    expect(level.hints[2]).toMatch(/^Start with: /);
    expect(level.idealBlocks).toBeLessThanOrEqual(level.maxBlocks);
  });
});

describe('each puzzle', () => {
  const previous = new Map(webLabLevels.map((l, i) => [l.id, webLabLevels[i - 1]]));

  it.each(webLabLevels.map((l) => [l.id, l] as const))('%s is solved by its reference with 3 stars, and not by an empty one nor the one before', (id, level) => {
    const reference = webSolutionOf(id);
    expect(parseLevelProgram(level, reference)).toEqual({ ok: true, program: reference });
    expect(checkSolve(level, reference)).toMatchObject({ kind: 'solved', stars: 3 });
    const empty = isWebLevel(level) ? (level.startPage ?? emptyPageProgram()) : emptyNetworkProgram();
    expect(checkSolve(level, empty).kind).toBe('not-solved');
    const before = previous.get(id);
    if (before && before.world === level.world) expect(checkSolve(level, webSolutionOf(before.id)).kind).not.toBe('solved');
  });

  it('has streets whose own links stay within reach, and a letterbox where a goal needs one', () => {
    for (const level of webLabLevels.filter(isNetworkLevel)) {
      const place = new Map(level.houses.map((h, i) => [h.id, i]));
      for (const link of level.links) expect(Math.abs(place.get(link.from)! - place.get(link.to)!)).toBeLessThanOrEqual(level.reach);
      for (const goal of level.goals) {
        expect(place.has(goal.from)).toBe(true);
        if (goal.kind === 'via') expect(level.houses.filter((h) => 'letterbox' in h)).toHaveLength(1);
      }
    }
  });

  it('refuses a link to a house on a level, and the other kind of program', () => {
    const level = findLevel('web-7')!;
    const withHouse = {
      version: 5,
      kind: 'page',
      pages: [{ background: 'white', color: 'black', body: [{ id: 'k', op: 'web-link', starter: 'visit-house', word: 'music', house: 12 }] }],
    };
    expect(checkSolve(level, withHouse)).toMatchObject({ kind: 'invalid', message: expect.stringContaining('goes to a house') });
    expect(checkSolve(level, emptyNetworkProgram())).toMatchObject({ kind: 'invalid' });
    expect(checkSolve(findLevel('network-1')!, emptyPageProgram())).toMatchObject({ kind: 'invalid' });
    expect(checkSolve(findLevel('maze-1') ?? findLevel('birthday-1')!, emptyPageProgram())).toMatchObject({ kind: 'invalid' });
  });
});

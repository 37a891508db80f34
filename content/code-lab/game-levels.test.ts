// The Game Lab's puzzles (docs/product/code-lab.md#game-lab): well made, each solved by its
// reference with 3 stars and not by the empty game, the reference without its last block, or the
// puzzle before's reference; the worlds are reachable by the server's lookups.
import { describe, expect, it } from 'vitest';
import { isOfStage } from '../../src/domain/code-lab/blocks';
import { parseLevelProgram } from '../../src/domain/code-lab/level-program';
import { checkSolve } from '../../src/domain/code-lab/solve';
import { worldGameId } from '../../src/domain/code-lab/points-rule';
import { checkGame } from '../../src/domain/code-lab/stages/game/game-check';
import { EVENT_BLOCKS, spritesOfEvent } from '../../src/domain/code-lab/stages/game/game-events';
import { isGameLevel, type GameLevel } from '../../src/domain/code-lab/stages/game/game-level';
import {
  countGameBlocks,
  emptyGameProgram,
  parseGameProgram,
} from '../../src/domain/code-lab/stages/game/game-program';
import {
  MAX_FRAMES,
  MAX_SPRITES,
  PROPERTY_RANGES,
  SCENE_SIZE,
  type Criterion,
} from '../../src/domain/code-lab/stages/game/game-types';
import { games } from '../games';
import { codeLabLevels, findLevel, findWorld, gameLabLevels, gameLabWorlds, worldBonusOf } from './levels';
import { prng, randomGameProgram } from '../../src/domain/code-lab/random-programs';
import { boundsBroken } from '../../src/domain/code-lab/stages/game/game-bounds';
import { withoutLastGameBlock } from './program-edits';
import { findSolution, gameSolutionOf } from './reference-solutions';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/[.!?](\s|$)/).filter((s) => s.trim()).length;
const levels = gameLabLevels.filter(isGameLevel);

/** The sprites a criterion names. */
const spritesOfCriterion = (c: Criterion) =>
  c.type === 'has-handler' ? spritesOfEvent(c.event) : c.type === 'score-reaches' ? [] : 'other' in c ? [c.sprite, c.other] : [c.sprite];

describe('the Game Lab worlds', () => {
  it('are the game world of 8 puzzles and Code Racer of 6, apart from the web map until it shows games', () => {
    expect(gameLabWorlds.map((w) => [w.id, w.levelIds.length])).toEqual([
      ['game', 8],
      ['racer', 6],
    ]);
    expect(levels).toHaveLength(gameLabLevels.length);
    for (const world of gameLabWorlds) {
      expect(world.levelIds).toEqual(Array.from({ length: world.levelIds.length }, (_, n) => `${world.id}-${n + 1}`));
      expect(findWorld(world.id)).toBe(world);
      for (const [index, id] of world.levelIds.entries())
        expect(findLevel(id)).toMatchObject({ kind: 'game', world: world.id, number: index + 1 });
    }
    const ids = [...codeLabLevels, ...gameLabLevels].map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(codeLabLevels.some((l) => l.kind === 'game')).toBe(false);
    // Code Racer is a game of the games page: its world pays the game's reward and counts for Game Maker.
    const racer = findWorld('racer')!;
    expect(racer.gameId).toBe('code-racer');
    expect(worldBonusOf(racer)).toBe(games.find((g) => g.id === 'code-racer')!.pointsReward);
    // The game world is no game of the games page: the bonus of a world that is not a game.
    expect(findWorld('game')?.gameId).toBeUndefined();
    expect(worldBonusOf(findWorld('game')!)).toBe(60);
    // ...but it counts for Game Maker like the game worlds, under its own id.
    expect(worldGameId(findWorld('game')!)).toBe('game');
    expect(worldGameId(racer)).toBe('code-racer');
    // Not "Game Creator": that is the lesson's name.
    expect(findWorld('game')?.title).not.toMatch(/game creator/i);
  });

  it('has one reference solution per puzzle, a game program, never on the level itself', () => {
    for (const level of levels) {
      expect(findSolution(level.id), level.id).toEqual(gameSolutionOf(level.id));
      expect(level).not.toHaveProperty('solution');
    }
  });

  it('says every third hint once, and never says "level" to a child', () => {
    const thirds = levels.map((l) => l.hints[2]);
    expect(new Set(thirds).size).toBe(levels.length);
    for (const level of levels)
      for (const text of [level.title, level.intro, ...level.hints]) expect(text, level.id).not.toMatch(/\blevels?\b/i);
  });
});

describe.each(levels.map((l, i) => [l.id, l, i] as const))('%s', (_id, level: GameLevel, index) => {
  it('is well made: words, scene, script, criteria, toolbox', () => {
    expect(level.idealBlocks).toBeLessThanOrEqual(level.maxBlocks);
    expect(level.hints).toHaveLength(3);
    expect(sentences(level.intro)).toBeGreaterThanOrEqual(2);
    expect(sentences(level.intro)).toBeLessThanOrEqual(3);
    expect(wordCount(level.intro)).toBeLessThanOrEqual(40);
    for (const hint of level.hints) expect(wordCount(hint)).toBeLessThanOrEqual(30);
    expect(level.hints[2]).toMatch(/^Start with: /);
    // The scene: at most MAX_SPRITES, each once, on it, its numbers in range.
    const sprites = level.scene.sprites;
    expect(sprites.length).toBeLessThanOrEqual(MAX_SPRITES);
    expect(new Set(sprites.map((s) => s.id)).size).toBe(sprites.length);
    for (const s of sprites) {
      for (const p of ['x', 'y', 'direction', 'speed'] as const) {
        expect(s[p]).toBeGreaterThanOrEqual(PROPERTY_RANGES[p].min);
        expect(s[p]).toBeLessThanOrEqual(PROPERTY_RANGES[p].max);
      }
      expect(s.x).toBeLessThanOrEqual(SCENE_SIZE);
    }
    expect(level.maxFrames).toBeGreaterThan(0);
    expect(level.maxFrames).toBeLessThanOrEqual(MAX_FRAMES);
    if (level.scene.timerFrames !== undefined) expect(level.scene.timerFrames).toBeLessThanOrEqual(level.maxFrames);
    const ids = new Set(sprites.map((s) => s.id));
    for (const input of level.script) {
      expect(input.frame).toBeLessThan(level.maxFrames);
      if ('tap' in input) expect(ids.has(input.tap)).toBe(true);
    }
    expect(level.criteria.length).toBeGreaterThan(0);
    for (const c of level.criteria) for (const s of spritesOfCriterion(c)) expect(ids.has(s), `${c.type} ${s}`).toBe(true);
    // Only the game's blocks, and every event block the criteria ask for is offered.
    expect(level.toolbox.filter((kind) => !isOfStage(kind, 'game'))).toEqual([]);
    for (const c of level.criteria) if (c.type === 'has-handler') expect(level.events).toContain(c.event.kind);
  });

  it('is solved by its reference, within its ideal blocks, with 3 stars', () => {
    const solution = gameSolutionOf(level.id);
    expect(parseGameProgram(structuredClone(solution))).toEqual({ ok: true, program: solution });
    expect(parseLevelProgram(level, solution)).toEqual({ ok: true, program: solution });
    expect(countGameBlocks(solution)).toBeLessThanOrEqual(level.idealBlocks);
    expect(checkGame(level, solution).outcome).toBe('solved');
    expect(checkSolve(level, solution)).toMatchObject({ kind: 'solved', stars: 3 });
    // The third hint starts with the reference's first event block.
    expect(level.hints[2]).toContain(`Start with: ${EVENT_BLOCKS[solution.handlers[0]!.event.kind].label}`);
  });

  it('is not solved by the empty game, nor by its reference without its last block', () => {
    expect(checkSolve(level, emptyGameProgram()).kind).toBe('not-solved');
    const shorter = withoutLastGameBlock(gameSolutionOf(level.id));
    expect(countGameBlocks(shorter)).toBe(countGameBlocks(gameSolutionOf(level.id)) - 1);
    expect(checkSolve(level, shorter).kind).toBe('not-solved');
  });

  it("is not solved by the reference of the puzzle before it, and its own does not solve the next", () => {
    const before = levels[index - 1];
    if (before && before.world === level.world)
      expect(checkSolve(level, gameSolutionOf(before.id)).kind, `${before.id}'s on ${level.id}`).not.toBe('solved');
    const next = levels[index + 1];
    if (next && next.world === level.world)
      expect(checkSolve(next, gameSolutionOf(level.id)).kind, `${level.id}'s on ${next.id}`).not.toBe('solved');
  });
});

describe("the puzzles' references do not solve their neighbours only by being refused", () => {
  it('all but one are valid games on the next puzzle that miss a criterion (game-7’s asks an if game-8 has not)', () => {
    let judged = 0;
    let pairs = 0;
    for (const [i, level] of levels.entries()) {
      const next = levels[i + 1];
      if (!next || next.world !== level.world) continue;
      pairs += 1;
      if (checkSolve(next, gameSolutionOf(level.id)).kind === 'not-solved') judged += 1;
    }
    expect(pairs).toBe(12);
    expect(judged).toBeGreaterThanOrEqual(11);
  });
});

describe("random games on every puzzle's scene", () => {
  it.each(levels.map((l) => [l.id, l] as const))('%s: a check never throws, keeps every bound and always gives the same outcome', (_id, level) => {
    const rng = prng(level.id.length * 1000 + level.number);
    for (let n = 0; n < 10; n++) {
      const program = randomGameProgram(
        rng,
        level.scene.sprites.map((s) => s.id),
      );
      const check = checkGame(level, program);
      expect(boundsBroken(check.run, level.scene, level.maxFrames), `game ${n}`).toEqual([]);
      expect(checkGame(level, program)).toEqual(check);
    }
  });
});

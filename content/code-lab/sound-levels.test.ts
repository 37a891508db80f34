// The Sound Lab's puzzles (docs/product/code-lab.md#sound-lab): well made, each solved by its
// reference with 3 stars and not by the empty tune, the reference without its last block, or the
// puzzle before's reference; the world is reachable by the server's lookups. One note changed is
// "not yet" with the place named: src/domain/code-lab/stages/sound/sound-levels.words.test.ts.
import { describe, expect, it } from 'vitest';
import { isOfStage } from '../../src/domain/code-lab/blocks';
import { parseLevelProgram } from '../../src/domain/code-lab/level-program';
import { checkSolve } from '../../src/domain/code-lab/solve';
import { checkTune } from '../../src/domain/code-lab/stages/sound/sound-check';
import { isSoundLevel, type SoundLevel } from '../../src/domain/code-lab/stages/sound/sound-level';
import { MAX_SOUND_EVENTS } from '../../src/domain/code-lab/stages/sound/sound-types';
import {
  countTuneBlocks,
  emptyTuneProgram,
  parseTuneProgram,
} from '../../src/domain/code-lab/stages/sound/tune-program';
import { blockLabel, kindOf } from '../../src/domain/code-lab/blocks';
import { codeLabLevels, findLevel, findWorld, gameLabLevels, soundLabLevels, soundLabWorlds, worldBonusOf } from './levels';
import { withoutLastTuneBlock } from './program-edits';
import { findSolution, tuneSolutionOf } from './reference-solutions';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sentences = (text: string) => text.split(/[.!?](\s|$)/).filter((s) => s.trim()).length;
const levels = soundLabLevels.filter(isSoundLevel);

describe('the Sound Lab world', () => {
  it('is the sound world of 8 puzzles, apart from the web map until it shows tunes', () => {
    expect(soundLabWorlds.map((w) => [w.id, w.levelIds.length])).toEqual([['sound', 8]]);
    expect(levels).toHaveLength(soundLabLevels.length);
    const world = findWorld('sound')!;
    expect(world).toBe(soundLabWorlds[0]);
    expect(world.levelIds).toEqual(Array.from({ length: 8 }, (_, n) => `sound-${n + 1}`));
    for (const [index, id] of world.levelIds.entries())
      expect(findLevel(id)).toMatchObject({ kind: 'sound', world: 'sound', number: index + 1 });
    const ids = [...codeLabLevels, ...gameLabLevels, ...soundLabLevels].map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    // No game of the games page: the bonus of a world that is not a game.
    expect(world.gameId).toBeUndefined();
    expect(worldBonusOf(world)).toBe(60);
  });

  it('has one reference solution per puzzle, a tune, never on the level itself', () => {
    for (const level of levels) {
      expect(findSolution(level.id), level.id).toEqual(tuneSolutionOf(level.id));
      expect(level).not.toHaveProperty('solution');
    }
  });

  it('says every third hint once, and never says "level" to a child', () => {
    const thirds = levels.map((l) => l.hints[2]);
    expect(new Set(thirds).size).toBe(levels.length);
    for (const level of levels)
      for (const text of [level.title, level.intro, ...level.hints]) expect(text, level.id).not.toMatch(/\blevels?\b/i);
  });

  it('has the ideas of the issue, one a puzzle', () => {
    const asks = (id: string) => findLevel(id) as SoundLevel;
    expect(asks('sound-2').requirements).toEqual([{ kind: 'repeat' }]);
    expect(asks('sound-3').requirements).toContainEqual({ kind: 'max-blocks', blocks: 8 });
    expect(asks('sound-4').requirements).toEqual([{ kind: 'function' }]);
    expect(asks('sound-5').requirements).toEqual([{ kind: 'voices' }]);
    expect(asks('sound-6').requirements).toEqual([{ kind: 'voices' }, { kind: 'function' }]);
    expect(asks('sound-7').requirements).toEqual([{ kind: 'say', phrase: 'twinkle' }]);
    expect(asks('sound-8').goal.kind).toBe('shape');
  });
});

describe.each(levels.map((l, i) => [l.id, l, i] as const))('%s', (_id, level: SoundLevel, index) => {
  it('is well made: words, toolbox, target', () => {
    expect(level.idealBlocks).toBeLessThanOrEqual(level.maxBlocks);
    expect(level.hints).toHaveLength(3);
    expect(sentences(level.intro)).toBeGreaterThanOrEqual(2);
    expect(sentences(level.intro)).toBeLessThanOrEqual(3);
    expect(wordCount(level.intro)).toBeLessThanOrEqual(40);
    for (const hint of level.hints) expect(wordCount(hint)).toBeLessThanOrEqual(30);
    expect(level.hints[2]).toMatch(/^Start with: /);
    expect(level.toolbox.filter((kind) => !isOfStage(kind, 'sound'))).toEqual([]);
    if (level.goal.kind === 'match') {
      expect(level.goal.target.length).toBeGreaterThan(0);
      expect(level.goal.target.length).toBeLessThan(MAX_SOUND_EVENTS);
      for (const sound of level.goal.target) expect(sound.beat % 0.5).toBe(0);
    }
  });

  it('is solved by its reference, within its ideal blocks, with 3 stars', () => {
    const solution = tuneSolutionOf(level.id);
    expect(parseTuneProgram(structuredClone(solution))).toEqual({ ok: true, program: solution });
    expect(parseLevelProgram(level, solution)).toEqual({ ok: true, program: solution });
    expect(countTuneBlocks(solution)).toBeLessThanOrEqual(level.idealBlocks);
    expect(checkTune(level, solution).outcome).toBe('solved');
    expect(checkSolve(level, solution)).toMatchObject({ kind: 'solved', stars: 3 });
    // The third hint starts with the reference's first block (a note by its name, a call by "Use").
    const first = solution.body[0]!;
    const named = first.op === 'play-note' ? `play ${first.note}` : first.op === 'call' ? 'Use' : blockLabel(kindOf(first));
    expect(level.hints[2].toLowerCase()).toContain(`start with: ${named.toLowerCase()}`);
  });

  it('is not solved by the empty tune, nor by its reference without its last block', () => {
    expect(checkSolve(level, emptyTuneProgram()).kind).toBe('not-solved');
    const shorter = withoutLastTuneBlock(tuneSolutionOf(level.id));
    expect(countTuneBlocks(shorter)).toBe(countTuneBlocks(tuneSolutionOf(level.id)) - 1);
    expect(checkSolve(level, shorter).kind).toBe('not-solved');
  });

  it('is not solved by the reference of the puzzle before it, and its own does not solve the next', () => {
    const before = levels[index - 1];
    if (before) expect(checkSolve(level, tuneSolutionOf(before.id)).kind, `${before.id}'s on ${level.id}`).not.toBe('solved');
    const next = levels[index + 1];
    if (next) expect(checkSolve(next, tuneSolutionOf(level.id)).kind, `${level.id}'s on ${next.id}`).not.toBe('solved');
  });
});

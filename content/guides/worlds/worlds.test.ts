import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSTA_CODES } from '../../../src/domain/api/guides-api';
import { codeLabWorlds, gameLabWorlds, soundLabWorlds, visionLabWorlds, webLabWorlds } from '../../code-lab/levels';
import { curriculum } from '../../curriculum';
import { worldGuides } from './index';

// The Code Lab worlds' guides against the worlds they describe: one guide per world in the map's
// order, every level with 1 to 3 mistakes and nothing else, and only real lessons and standards.
const lessonFile = (id: string) => join(import.meta.dirname, '..', '..', 'lessons', `${id}.ts`);
const worlds = [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds];
const realLessonIds = curriculum.lessons
  .filter((l) => l.availability.state === 'open' && existsSync(lessonFile(l.id)))
  .map((l) => l.id);

describe('world guides', () => {
  it('has one guide for each Code Lab world, in the order of the world map', () => {
    expect(worldGuides.map((g) => g.worldId)).toEqual(worlds.map((w) => w.id));
    for (const guide of worldGuides) expect(guide.kind).toBe('world');
  });

  it('knows the real lessons (a lesson with its content file)', () => {
    expect(realLessonIds).toEqual(
      expect.arrayContaining(['intro-to-coding', 'sequences', 'loops', 'functions']),
    );
    expect(realLessonIds).toContain('computer-vision');
  });
});

describe.each(worlds.map((w) => [w.id, w] as const))('the %s guide', (worldId, world) => {
  const guide = worldGuides.find((g) => g.worldId === worldId)!;
  const filled = (s: string) => s.trim().length > 0;

  it('has every level of the world exactly once, and no other level', () => {
    expect(Object.keys(guide.mistakes).sort()).toEqual([...world.levelIds].sort());
  });

  it.each(world.levelIds.map((id) => [id]))(
    'gives level %s 1 to 3 mistakes, each with a question for the child',
    (levelId) => {
      const mistakes = guide.mistakes[levelId] ?? [];
      expect(mistakes.length).toBeGreaterThanOrEqual(1);
      expect(mistakes.length).toBeLessThanOrEqual(3);
      for (const mistake of mistakes) {
        expect(filled(mistake)).toBe(true);
        // What a teacher says is a question that helps the child see it, never the answer.
        expect(mistake).toMatch(/Ask: ".+\?"$/);
      }
    },
  );

  it('has an objective of one sentence, 4 to 7 words of vocabulary and 3 questions', () => {
    expect(guide.objective).toMatch(/^[^.!?]+[.!?]$/);
    expect(guide.vocabulary.length).toBeGreaterThanOrEqual(4);
    expect(guide.vocabulary.length).toBeLessThanOrEqual(7);
    for (const v of guide.vocabulary) expect(filled(v.term) && filled(v.meaning)).toBe(true);
    expect(new Set(guide.vocabulary.map((v) => v.term)).size).toBe(guide.vocabulary.length);
    expect(guide.discussion).toHaveLength(3);
    for (const q of guide.discussion) expect(q).toMatch(/\?$/);
  });

  it('has a 10-minute unplugged warm-up of 4 to 6 steps', () => {
    expect(guide.warmUp.minutes).toBe(10);
    expect(filled(guide.warmUp.title)).toBe(true);
    expect(guide.warmUp.materials.length).toBeGreaterThan(0);
    expect(guide.warmUp.steps.length).toBeGreaterThanOrEqual(4);
    expect(guide.warmUp.steps.length).toBeLessThanOrEqual(6);
    for (const line of [...guide.warmUp.materials, ...guide.warmUp.steps])
      expect(filled(line)).toBe(true);
  });

  it('claims each standard once, one a guide may claim, saying how', () => {
    const codes = guide.standards.map((s) => s.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of guide.standards) {
      expect(CSTA_CODES).toContain(s.code);
      expect(s.how).toMatch(/^[^.!?]+\.$/);
    }
  });

  it('names real lessons that teach it, each once', () => {
    expect(guide.lessons.length).toBeGreaterThan(0);
    expect(new Set(guide.lessons).size).toBe(guide.lessons.length);
    for (const id of guide.lessons) expect(realLessonIds).toContain(id);
  });
});

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSTA_CODES, guideResponse, WORLD_GUIDE_PREFIX } from '../../src/domain/api/guides-api';
import { codeLabWorlds, gameLabWorlds, soundLabWorlds, visionLabWorlds, webLabWorlds } from '../code-lab/levels';
import { curriculum } from '../curriculum';
import type { LessonGuideWords, WorldGuideWords } from './guide-types';
import { allGuides, findGuide, lessonGuideSources, worldGuideId } from './index';
import { standardSummaries } from './standards';
import { worldGuides } from './worlds/index';

// The guides against the lessons and levels they describe (docs/product/guides.md#the-content-test):
// every real lesson and every Code Lab world has a guide, every quiz question its why, every
// level its mistakes, and each guide is short enough to print on one or two pages.

/** The real lessons: open in the curriculum, with their content in content/lessons/. */
const lessonFiles = readdirSync(path.join(import.meta.dirname, '../lessons'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const realLessonIds = curriculum.lessons.filter((l) => lessonFiles.includes(l.id)).map((l) => l.id);
const lessonGuides = lessonGuideSources.map((s) => s.guide);
const allWorlds = [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds];
const worldIds = allWorlds.map((w) => w.id as string);
// A lesson may name the Game Lab's worlds too (Game Creator's Next is the world `game`).
const lessonWorldIds = worldIds;

const oneSentence = (text: string) =>
  /^[^.!?]+[.!?]$/.test(text.replace(/\b(e\.g|i\.e)\./g, 'eg').trim());
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the real lessons', () => {
  it('are the curriculum’s open lessons, each with its content file', () => {
    expect(realLessonIds).toHaveLength(lessonFiles.length);
    expect(realLessonIds).toEqual(
      curriculum.lessons.filter((l) => l.availability.state === 'open').map((l) => l.id),
    );
  });

  it('each have one guide, and no other lesson has one', () => {
    expect(lessonGuides.map((g) => g.lessonId).sort()).toEqual([...realLessonIds].sort());
    for (const { content, guide } of lessonGuideSources)
      expect(content.lessonId).toBe(guide.lessonId);
  });

  it('never start with code-lab- (a world guide’s id), nor does any other lesson id or alias', () => {
    for (const lesson of curriculum.lessons)
      for (const id of [lesson.id, ...lesson.aliases])
        expect(id.startsWith(WORLD_GUIDE_PREFIX), id).toBe(false);
  });
});

describe('the standards', () => {
  it('summarise each of 1B-AP-08 to 1B-AP-15, 1B-DA-06, 1B-IC-18, 1B-IC-19, 1B-IC-20, 1B-NI-04 and 1B-NI-05 in one sentence', () => {
    expect(Object.keys(standardSummaries).sort()).toEqual([...CSTA_CODES]);
    for (const summary of Object.values(standardSummaries))
      expect(oneSentence(summary), summary).toBe(true);
  });
});

/** What every guide has, lesson or world. */
function checkCommon(name: string, guide: LessonGuideWords | WorldGuideWords) {
  expect(oneSentence(guide.objective), `${name}: objective in one sentence`).toBe(true);
  expect(guide.vocabulary.length, `${name}: 4-7 terms`).toBeGreaterThanOrEqual(4);
  expect(guide.vocabulary.length, `${name}: 4-7 terms`).toBeLessThanOrEqual(7);
  for (const v of guide.vocabulary) expect(v.term.trim() && v.meaning.trim(), name).toBeTruthy();
  expect(guide.warmUp.minutes).toBe(10);
  expect(guide.warmUp.title.trim()).not.toBe('');
  expect(guide.warmUp.materials.length, `${name}: materials`).toBeGreaterThan(0);
  expect(guide.warmUp.steps.length, `${name}: 4-6 warm-up steps`).toBeGreaterThanOrEqual(4);
  expect(guide.warmUp.steps.length, `${name}: 4-6 warm-up steps`).toBeLessThanOrEqual(6);
  expect(guide.discussion, `${name}: exactly 3 questions`).toHaveLength(3);
  for (const q of guide.discussion) expect(q.trim()).not.toBe('');
  const codes = guide.standards.map((s) => s.code);
  expect(codes.length, `${name}: at least one standard`).toBeGreaterThan(0);
  expect(new Set(codes).size, `${name}: no standard twice`).toBe(codes.length);
  for (const s of guide.standards) {
    expect(CSTA_CODES, `${name}: ${s.code} one of the standards a guide may claim`).toContain(s.code);
    expect(oneSentence(s.how), `${name} ${s.code}: how, in one sentence`).toBe(true);
  }
}

describe.each(lessonGuideSources.map((s) => [s.guide.lessonId, s] as const))(
  'the %s guide',
  (lessonId, { content, guide }) => {
    it('has an objective, 4-7 terms, a 10-minute warm-up, 3 questions and standards in range', () => {
      checkCommon(lessonId, guide);
    });

    it('says why for every quiz question, and for nothing else', () => {
      const questionIds = content.quiz.questions.map((q) => q.id);
      expect(Object.keys(guide.quizWhy).sort()).toEqual([...questionIds].sort());
      for (const id of questionIds)
        expect(guide.quizWhy[id]?.trim(), `${lessonId} ${id}`).toBeTruthy();
    });

    it('says what the activity asks and what a finished one looks like', () => {
      expect(guide.activity.summary.trim()).not.toBe('');
      expect(guide.activity.answer.trim()).not.toBe('');
    });

    it('names only real Code Lab worlds, each once', () => {
      for (const worldId of guide.worlds) expect(lessonWorldIds).toContain(worldId);
      expect(new Set(guide.worlds).size).toBe(guide.worlds.length);
    });

    it('is short enough to print on one or two pages', () => {
      const assembled = findGuide(lessonId)!;
      const text = JSON.stringify({ ...assembled, levels: [] }).replace(/[{}[\]",:]/g, ' ');
      expect(words(text)).toBeLessThanOrEqual(600);
    });
  },
);

describe('the Code Lab world guides', () => {
  it('each describe a real world, once, with 1-3 mistakes on every level of it and no other', () => {
    expect(new Set(worldGuides.map((g) => g.worldId)).size).toBe(worldGuides.length);
    for (const guide of worldGuides) {
      const world = allWorlds.find((w) => w.id === guide.worldId);
      expect(world, `${guide.worldId}: a Code Lab world`).toBeDefined();
      checkCommon(guide.worldId, guide);
      expect(Object.keys(guide.mistakes).sort()).toEqual([...world!.levelIds].sort());
      for (const levelId of world!.levelIds) {
        const mistakes = guide.mistakes[levelId] ?? [];
        expect(mistakes.length, `${levelId}: 1-3 mistakes`).toBeGreaterThanOrEqual(1);
        expect(mistakes.length, `${levelId}: 1-3 mistakes`).toBeLessThanOrEqual(3);
        for (const m of mistakes) expect(m.trim(), levelId).not.toBe('');
      }
      for (const lessonId of guide.lessons)
        expect(realLessonIds, `${guide.worldId}: lesson ${lessonId}`).toContain(lessonId);
    }
  });

  it('cover all eight worlds, the Game Lab’s two with them', () => {
    expect(worldGuides.map((g) => g.worldId).sort()).toEqual([...worldIds].sort());
  });
});

describe('the assembled guides', () => {
  it('each parse as the API sends them, with unique ids', () => {
    expect(new Set(allGuides.map((g) => g.id)).size).toBe(allGuides.length);
    for (const guide of allGuides) {
      const parsed = guideResponse.safeParse(guide);
      expect(parsed.success, `${guide.id}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('give every quiz question its right answer’s words, and every world level its solution', () => {
    for (const { content, guide } of lessonGuideSources) {
      const quiz = findGuide(guide.lessonId)!.quiz!;
      expect(quiz.map((q) => q.id)).toEqual(content.quiz.questions.map((q) => q.id));
      for (const [i, q] of content.quiz.questions.entries())
        expect(quiz[i]!.answer).toBe(q.options.find((o) => o.value === q.answer)!.label);
    }
    for (const guide of worldGuides) {
      const assembled = findGuide(worldGuideId(guide.worldId))!;
      expect(assembled.levels.map((l) => l.id)).toEqual(
        allWorlds.find((w) => w.id === guide.worldId)!.levelIds,
      );
      for (const level of assembled.levels) {
        const solution = level.solution;
        const blocks =
          'handlers' in solution
            ? solution.handlers.length
            : 'pages' in solution
              ? solution.pages.length
              : 'links' in solution
                ? solution.links.length
                : 'labels' in solution
                  ? solution.labels.length
                  : solution.body.length;
        expect(blocks, level.id).toBeGreaterThan(0);
      }
    }
  });

  it('agree both ways: a lesson names a world exactly when that world’s guide names the lesson', () => {
    for (const world of worldGuides)
      for (const lesson of lessonGuides)
        expect(
          lesson.worlds.includes(world.worldId),
          `${lesson.lessonId} and ${world.worldId}`,
        ).toBe(world.lessons.includes(lesson.lessonId));
  });

  it('link only to guides that exist', () => {
    for (const guide of allGuides)
      for (const r of guide.related)
        expect(findGuide(r.id)?.title, `${guide.id} -> ${r.id}`).toBe(r.title);
  });
});

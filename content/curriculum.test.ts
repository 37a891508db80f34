import { describe, expect, it } from 'vitest';
import { activityIds, lessonLinks, openLessons, percentComplete, resolveLesson } from '../src/domain/lessons/curriculum';
import { activityReasons } from './activity-reasons';
import { badges } from './badges';
import { curriculum } from './curriculum';

const { lessons } = curriculum;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('the curriculum (docs/product.md#curriculum)', () => {
  it('has unique slug ids, aliases included', () => {
    const names = lessons.flatMap((l) => [l.id, ...l.aliases]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(SLUG);
  });

  it('maps the API aliases to their lessons', () => {
    expect(resolveLesson(curriculum, 'basics', 'intro')?.id).toBe('intro-to-coding');
    expect(resolveLesson(curriculum, 'intermediate', 'conditions')?.id).toBe('conditionals');
    expect(resolveLesson(curriculum, 'ai', 'intro-ai')?.id).toBe('ai-basics');
  });

  it('opens exactly the thirteen lessons with pages, in learning-path order', () => {
    expect(openLessons(curriculum).map((l) => `${l.moduleId}/${l.id}`)).toEqual([
      'basics/intro-to-coding',
      'basics/sequences',
      'basics/loops',
      'basics/pattern-master',
      'intermediate/conditionals',
      'ai/ai-basics',
      'intermediate/functions',
      'intermediate/variables',
      'advanced/objects',
      'advanced/web-dev',
      'advanced/game-dev',
      'ai/computer-vision',
      'ai/voice-sound',
    ]);
  });

  it('gives every open lesson points, a completion rule and an activity with a reason', () => {
    for (const lesson of openLessons(curriculum)) {
      expect(lesson.points, lesson.id).toBeGreaterThan(0);
      expect(lesson.completesWhen, lesson.id).not.toBeNull();
      expect(lesson.activityId, lesson.id).toMatch(SLUG);
      expect(activityReasons[lesson.activityId!], lesson.id).toBeTruthy();
    }
    const ids = activityIds(curriculum);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(activityReasons).sort()).toEqual([...ids].sort());
    expect(ids).toEqual([
      'code-builder',
      'morning-routine',
      'robot-dance',
      'pattern-practice',
      'weather-helper',
      'ai-chat',
      'chorus-dance',
      'counting-boxes',
      'object-workshop',
      'safe-page',
      'game-wiring',
      'key-finder',
      'beat-maker',
    ]);
  });

  it('keeps lessons that are not open worth nothing and without an activity', () => {
    for (const lesson of lessons.filter((l) => l.availability.state !== 'open')) {
      expect(
        [lesson.points, lesson.completesWhen, lesson.activityId],
        lesson.id,
      ).toEqual([0, null, null]);
    }
  });

  it('only uses the unlock levels 3, 4, 5, 6 and 8 (docs/product.md#curriculum)', () => {
    const levels = lessons.flatMap((l) => (l.opensAtLevel === undefined ? [] : [l.opensAtLevel]));
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) expect([3, 4, 5, 6, 8]).toContain(level);
  });

  it('puts every lesson on a hub tab (docs/product.md#lessons-hub: every open lesson can be picked from the hub)', () => {
    for (const lesson of lessons) expect(lesson.hubTab, lesson.id).not.toBeNull();
  });

  it('reaches 100 % when every open lesson is done', () => {
    const all = openLessons(curriculum).map((l) => ({
      moduleId: l.moduleId,
      lessonId: l.id,
      completed: true,
    }));
    expect(percentComplete(curriculum, all)).toBe(100);
  });
});

describe('badges (docs/product.md#points-levels-and-badges)', () => {
  it('name real lessons and have unique ids', () => {
    expect(new Set(badges.map((b) => b.id)).size).toBe(badges.length);
    for (const badge of badges) {
      if (badge.rule.kind === 'lesson')
        expect(lessons.map((l) => l.id)).toContain(badge.rule.lessonId);
    }
  });
});

// docs/product/lessons.md#every-lesson: each page's Previous / Next links, from the curriculum.
it('gives each open lesson the Previous and Next links its page shows', () => {
  const links = Object.fromEntries(
    curriculum.lessons.filter((l) => l.availability.state === 'open').map((l) => [l.id, lessonLinks(curriculum, l.id)]),
  );
  expect(links).toEqual({
    'intro-to-coding': { previous: undefined, next: { lesson: 'sequences' } },
    sequences: { previous: { lesson: 'intro-to-coding' }, next: { lesson: 'loops' } },
    loops: { previous: { lesson: 'sequences' }, next: { lesson: 'conditionals' } },
    'pattern-master': { previous: { lesson: 'loops' }, next: undefined },
    conditionals: { previous: { lesson: 'sequences' }, next: { lesson: 'functions' } },
    'ai-basics': { previous: undefined, next: { lessonsHub: true } },
    functions: { previous: { lesson: 'conditionals' }, next: { codeLabWorld: 'function' } },
    variables: { previous: { lesson: 'functions' }, next: { codeLabWorld: 'pen' } },
    objects: { previous: undefined, next: { lesson: 'web-dev' } },
    'web-dev': { previous: { lesson: 'objects' }, next: { codeLabWorld: 'web' } },
    'game-dev': { previous: { lesson: 'web-dev' }, next: { codeLabWorld: 'game' } },
    'computer-vision': { previous: { lesson: 'ai-basics' }, next: { codeLabWorld: 'vision' } },
    'voice-sound': { previous: { lesson: 'computer-vision' }, next: { codeLabWorld: 'sound' } },
  });
});

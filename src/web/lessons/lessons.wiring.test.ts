// @vitest-environment node
// A lesson is one definition (docs/decisions/391-a-lesson-is-one-definition.md): this walks every
// open lesson of the curriculum and fails on one that is not wired everywhere (its content and
// quiz, its page, its done rule, its words in English and Spanish, its guide, its hub card, its
// links and its practice world), and shows on a broken fixture lesson that it does. The checklist it guards is
// docs/product/lessons.md#adding-a-lesson.
import { describe, expect, it } from 'vitest';
import { readContentTranslations, readEnglish, readTranslations } from '../../../scripts/i18n/catalogs.mjs';
import { codeLabWorlds, gameLabWorlds, soundLabWorlds, visionLabWorlds, webLabWorlds } from '../../../content/code-lab/levels';
import { curriculum } from '../../../content/curriculum';
import { lessonContents, lessonGuides } from '../../../content/generated/lessons';
import { isOpen } from '../../domain/lessons/curriculum';
import type { Curriculum, CurriculumLesson, LessonLink } from '../../domain/lessons/curriculum-types';
import type { LessonContent } from '../../domain/lessons/lesson-types';
import { ownWordsKey, wordsKeyOf } from './kit/lesson-words';
import { lessonPageLoaders } from './registry';

type Languages = 'en' | 'es';

/** Everything a lesson is wired into, passed in so a fixture can leave a piece out. */
type LessonRegistries = {
  curriculum: Curriculum;
  contents: Readonly<Record<string, LessonContent>>;
  pages: Readonly<Record<string, unknown>>;
  guides: Readonly<Record<string, unknown>>;
  worlds: readonly string[];
  /** The web catalogue keys each language has words for. */
  words: Record<Languages, ReadonlySet<string>>;
  /** The content translated into Spanish, by name: 'curriculum/lessons.3.title', 'lessons/loops', 'guides/lessons/loops'. */
  spanishContent: ReadonlySet<string>;
};

const has = (record: Readonly<Record<string, unknown>>, key: string) => Object.hasOwn(record, key);

/** Everything the registries lack for their open lessons to work everywhere (empty: nothing). */
function lessonWiringProblems(r: LessonRegistries): string[] {
  const problems: string[] = [];
  const open = r.curriculum.lessons.filter(isOpen);
  const openIds = open.map((l) => l.id);
  const linkProblem = (lesson: CurriculumLesson, which: string, link: LessonLink | undefined) => {
    if (!link) return;
    if ('lesson' in link && !openIds.includes(link.lesson)) problems.push(`${lesson.id}: its ${which} link goes to no open lesson (${link.lesson})`);
    if ('codeLabWorld' in link && !r.worlds.includes(link.codeLabWorld))
      problems.push(`${lesson.id}: its ${which} link goes to no Code Lab world (${link.codeLabWorld})`);
  };

  r.curriculum.lessons.forEach((lesson, index) => {
    if (!isOpen(lesson)) return;
    const { id } = lesson;
    const content = has(r.contents, id) ? r.contents[id] : undefined;
    if (!content) problems.push(`${id}: no content (content/lessons/${id}.ts)`);
    else if (content.quiz.questions.length === 0) problems.push(`${id}: no quiz`);
    if (!has(r.pages, id)) problems.push(`${id}: no page (src/web/lessons/${id}/lesson-page.tsx)`);
    if (!has(r.guides, id)) problems.push(`${id}: no guide (content/guides/lessons/${id}.ts)`);
    if (lesson.hubTab === null) problems.push(`${id}: no card on the hub (hubTab)`);
    if (!lesson.completesWhen) problems.push(`${id}: no rule for when it completes`);
    if (!lesson.activityId) problems.push(`${id}: no activity`);
    else if (content && !content.activity)
      problems.push(`${id}: no done rule for ${lesson.activityId} (activity: in content/lessons/${id}.ts, its engine's rule)`);
    linkProblem(lesson, 'previous', lesson.previous);
    linkProblem(lesson, 'next', lesson.next);
    linkProblem(lesson, 'practice', lesson.practice);

    const keys = lesson.completesWhen === 'quiz-and-activity' ? [ownWordsKey('notReady', id), ownWordsKey('checklist', id)] : [];
    if (lesson.practice) keys.push(`lesson.practiceWorld.${wordsKeyOf(lesson.practice.codeLabWorld)}`);
    for (const lang of ['en', 'es'] as const)
      for (const key of keys) if (!r.words[lang].has(key)) problems.push(`${id}: no words in ${lang} (${key})`);
    const spanish = [
      `curriculum/lessons.${index}.title`,
      `curriculum/lessons.${index}.cardTitle`,
      `lessons/${id}`,
      `guides/lessons/${id}`,
    ];
    for (const name of spanish) if (!r.spanishContent.has(name)) problems.push(`${id}: no es translation of ${name}`);
  });

  const others = (what: string, ids: string[]) => {
    for (const id of ids) if (!openIds.includes(id)) problems.push(`${id}: a ${what} but no open lesson`);
  };
  others('page', Object.keys(r.pages));
  others('content', Object.keys(r.contents));
  others('guide', Object.keys(r.guides));
  return problems;
}

function realRegistries(): LessonRegistries {
  const es = readTranslations().es?.web.lesson ?? {};
  const content = readContentTranslations().es ?? { content: {}, 'server-content': {} };
  const translated = (entries: ReadonlyArray<{ translation: string; fuzzy: boolean }>) =>
    entries.some((e) => e.translation !== '' && !e.fuzzy);
  const spanishContent = new Set<string>();
  for (const kind of ['content', 'server-content'] as const)
    for (const [name, entries] of Object.entries(content[kind])) if (translated(entries)) spanishContent.add(name);
  for (const e of content.content.curriculum ?? []) if (translated([e])) spanishContent.add(e.context);
  return {
    curriculum,
    contents: lessonContents,
    pages: lessonPageLoaders,
    guides: lessonGuides,
    worlds: [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds].map((w) => w.id),
    words: {
      en: new Set(Object.keys(readEnglish().web.lesson ?? {})),
      es: new Set(Object.entries(es).filter(([, e]) => e.translation !== '' && !e.fuzzy).map(([key]) => key)),
    },
    spanishContent,
  };
}

const real = realRegistries();

describe('every open lesson is wired everywhere', () => {
  it('has its content and quiz, page, done rule, words in en and es, guide, hub card and links', () => {
    expect(lessonWiringProblems(real)).toEqual([]);
  });

  it('walks the thirteen lessons of today', () => {
    expect(curriculum.lessons.filter(isOpen).map((l) => l.id)).toEqual([
      'intro-to-coding',
      'sequences',
      'loops',
      'pattern-master',
      'conditionals',
      'ai-basics',
      'functions',
      'variables',
      'objects',
      'web-dev',
      'game-dev',
      'computer-vision',
      'voice-sound',
    ]);
  });
});

describe('the check fails on a lesson that is not wired everywhere', () => {
  // A ninth lesson, half added: its content with its done rule, page and English words are there; its
  // guide, its Spanish words and translations are not, and its Next goes to a world that is not.
  const sorting: CurriculumLesson = {
    ...curriculum.lessons.find((l) => l.id === 'functions')!,
    id: 'sorting',
    activityId: 'sorting-socks',
    previous: undefined,
    next: { codeLabWorld: 'sock-drawer' },
  };
  const broken: LessonRegistries = {
    ...real,
    curriculum: { lessons: [...curriculum.lessons, sorting] },
    contents: { ...real.contents, sorting: lessonContents.functions! },
    pages: { ...real.pages, sorting: () => undefined },
    words: { en: new Set([...real.words.en, 'lesson.notReady.sorting', 'lesson.checklist.sorting']), es: real.words.es },
  };

  it('reports exactly what the fixture lacks', () => {
    expect(lessonWiringProblems(broken)).toEqual([
      'sorting: no guide (content/guides/lessons/sorting.ts)',
      'sorting: its next link goes to no Code Lab world (sock-drawer)',
      'sorting: no words in es (lesson.notReady.sorting)',
      'sorting: no words in es (lesson.checklist.sorting)',
      `sorting: no es translation of curriculum/lessons.${curriculum.lessons.length}.title`,
      `sorting: no es translation of curriculum/lessons.${curriculum.lessons.length}.cardTitle`,
      'sorting: no es translation of lessons/sorting',
      'sorting: no es translation of guides/lessons/sorting',
    ]);
  });

  it('reports a page, content or done rule missing, and a page without a lesson', () => {
    const bare: LessonRegistries = {
      ...broken,
      contents: real.contents,
      pages: { ...real.pages, sorted: () => undefined },
      guides: { ...real.guides, sorting: {} },
    };
    expect(lessonWiringProblems(bare).filter((p) => !p.includes(' es '))).toEqual([
      'sorting: no content (content/lessons/sorting.ts)',
      'sorting: no page (src/web/lessons/sorting/lesson-page.tsx)',
      'sorting: its next link goes to no Code Lab world (sock-drawer)',
      'sorted: a page but no open lesson',
    ]);
    const { activity: _bound, ...unbound } = lessonContents.functions!;
    const noRule: LessonRegistries = { ...bare, contents: { ...real.contents, sorting: unbound }, pages: broken.pages };
    expect(lessonWiringProblems(noRule).filter((p) => !p.includes(' es '))).toEqual([
      'sorting: no done rule for sorting-socks (activity: in content/lessons/sorting.ts, its engine\'s rule)',
      'sorting: its next link goes to no Code Lab world (sock-drawer)',
    ]);
  });

  it('reports a guide or content without an open lesson', () => {
    const stray: LessonRegistries = {
      ...real,
      contents: { ...real.contents, sorted: lessonContents.functions! },
      guides: { ...real.guides, socks: {} },
    };
    expect(lessonWiringProblems(stray)).toEqual(['sorted: a content but no open lesson', 'socks: a guide but no open lesson']);
  });
});

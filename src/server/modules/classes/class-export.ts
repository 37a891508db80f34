// A class's progress as CSV (docs/product.md#classes, docs/decisions/163-class-csv-export.md): one
// row per child, what the dashboard shows, in words a teacher reads in a spreadsheet. Never the
// pictures.
import { codeLabLevels, codeLabWorlds, findLevel, gameLabLevels, gameLabWorlds, soundLabLevels, soundLabWorlds, webLabLevels, webLabWorlds } from '../../../../content/code-lab/levels';
import { curriculum } from '../../../../content/curriculum';
import type { ChildProgress } from '../../../domain/api/child-progress-api';
import { isAssignmentDone } from '../../../domain/classes/assignment-done';
import { toCsv } from '../../../domain/classes/csv';
import { findLesson } from '../../../domain/lessons/curriculum';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/translate';
import { localizedContent, translatorFor } from '../../i18n/translators';
import { worldLevels, type StoredItem } from './assignment-items';

/** The columns, in order; their names are `classCsv.header.*` in the request's language. */
const COLUMNS = [
  'nickname',
  'lessonsDone',
  'lessons',
  'levelsSolved',
  'stars',
  'fails',
  'needsHelp',
  'assignmentsDone',
  'points',
  'lastActive',
  'minutesToday',
  'minutesWeek',
] as const;
const headerIn = (t: Translate) => COLUMNS.map((column) => t(`classCsv.header.${column}`));

/** The header row in English ("Nickname", "Lessons done", ...). */
export const CSV_HEADER: readonly string[] = headerIn(translatorFor('en'));

/** Lesson and level names in a language: the content's own translations (as the pages show). */
function namesIn(locale: Locale) {
  const lessons = localizedContent(locale, 'curriculum', 'curriculum', curriculum);
  // Every lab's worlds, each list with its own translation, as the pages read them.
  const worlds = [
    ...localizedContent(locale, 'code-lab/levels', 'codeLabWorlds', codeLabWorlds),
    ...localizedContent(locale, 'code-lab/levels', 'gameLabWorlds', gameLabWorlds),
    ...localizedContent(locale, 'code-lab/levels', 'soundLabWorlds', soundLabWorlds),
    ...localizedContent(locale, 'code-lab/levels', 'webLabWorlds', webLabWorlds),
  ];
  // One overlay holds every level's words
  // (docs/decisions/336-one-overlay-for-the-code-lab-levels.md), as the pages read them.
  const levels = [
    ...localizedContent(locale, 'code-lab/levels', 'codeLabLevels', codeLabLevels),
    ...localizedContent(locale, 'code-lab/levels', 'gameLabLevels', gameLabLevels),
    ...localizedContent(locale, 'code-lab/levels', 'soundLabLevels', soundLabLevels),
    ...localizedContent(locale, 'code-lab/levels', 'webLabLevels', webLabLevels),
  ];
  const levelTitles = new Map(levels.map((level) => [level.id, level.title]));
  return {
    lesson: (id: string) => findLesson(lessons, id)?.title ?? id,
    level(id: string): string {
      const level = findLevel(id);
      if (!level) return id;
      const world = worlds.find((w) => w.id === level.world)?.title ?? level.world;
      return `${world} ${level.number}: ${levelTitles.get(id) ?? level.title}`;
    },
  };
}
const list = (names: string[]) => names.join('; ');

/** A moment as a spreadsheet reads a date and time: `2026-11-24 09:30` in that time zone. */
function dateTimeIn(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * "2 of 3": how many of the class's assignments the child has done every item of
 * (docs/decisions/254-assignments-in-the-class-csv.md); empty when the class has none.
 */
function assignmentsDone(
  child: ChildProgress,
  assignments: readonly (readonly StoredItem[])[],
  t: Translate,
): string | null {
  if (assignments.length === 0) return null;
  const work = {
    lessons: new Set(child.lessons),
    solved: new Set(child.codeLab.filter((level) => level.stars > 0).map((l) => l.levelId)),
  };
  const done = assignments.filter((items) => isAssignmentDone(items, work, worldLevels)).length;
  return t('classCsv.assignmentsDone', { done, total: assignments.length });
}

/**
 * The CSV text: a header row, then the children in the order given; "Last active" in the
 * teacher's time zone (docs/decisions/187-names-without-format-characters.md), and so is the day of
 * the active minutes (docs/decisions/270-time-on-task.md); "Assignments done" out of the class's
 * `assignments` (each one's items). Headers, lesson and level names in `locale`, the request's
 * language (English by default).
 */
export function classCsv(
  children: readonly ChildProgress[],
  timeZone: string,
  assignments: readonly (readonly StoredItem[])[],
  locale: Locale = 'en',
): string {
  const t = translatorFor(locale);
  const names = namesIn(locale);
  return toCsv([
    headerIn(t),
    ...children.map((child) => {
      const solved = child.codeLab.filter((level) => level.stars > 0);
      return [
        child.nickname,
        child.lessons.length,
        list(child.lessons.map(names.lesson)),
        solved.length,
        solved.reduce((sum, level) => sum + level.stars, 0),
        child.codeLab.reduce((sum, level) => sum + level.fails, 0),
        list(child.needsHelp.map(names.level)),
        assignmentsDone(child, assignments, t),
        child.points,
        dateTimeIn(child.lastActiveAt, timeZone),
        child.activeMinutes.today,
        child.activeMinutes.week,
      ];
    }),
  ]);
}

/** A file name from the class name: letters and digits, the rest as dashes ('class' if none). */
export function csvFileName(className: string): string {
  const base = className
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `${base || 'class'}-progress.csv`;
}

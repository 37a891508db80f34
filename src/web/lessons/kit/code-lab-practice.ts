// Each lesson's end links to the Code Lab world that practises it (docs/product/code-lab.md), as
// its curriculum entry says (`practice`): sequences -> Birthday Adventure, loops -> Tech Lab
// Puzzles, conditionals -> Lost Finder. Kept small (no level data) so a lesson page stays light; a
// unit test checks the titles. The link's words are in the page's language:
// codeLabPractice(t, 'loops'); the world's title is `lesson.practiceWorld.<world id in camelCase>`.
import { curriculum } from '../../../../content/curriculum';
import type { MessageKey, Translate } from '../../../i18n/translate';
import { paths } from '../../lib/paths';
import { wordsKeyOf } from './lesson-words';

type PracticeWorld = { worldId: string; titleKey: MessageKey & `lesson.practiceWorld.${string}` };

const worlds: Readonly<Record<string, PracticeWorld>> = Object.fromEntries(
  curriculum.lessons.flatMap((lesson) =>
    lesson.practice
      ? [[lesson.id, { worldId: lesson.practice.codeLabWorld, titleKey: `lesson.practiceWorld.${wordsKeyOf(lesson.practice.codeLabWorld)}` as PracticeWorld['titleKey'] }]]
      : [],
  ),
);

export type PracticeLink = { to: string; label: string };

export function codeLabPractice(t: Translate, lessonId: string): PracticeLink | undefined {
  const world = Object.hasOwn(worlds, lessonId) ? worlds[lessonId] : undefined;
  return world && { to: paths.codeLabWorld(world.worldId), label: t('lesson.practiceLink', { world: t(world.titleKey) }) };
}

export const practiceWorlds = worlds;

// Each lesson's end links to the Code Lab world that practises it (docs/product/code-lab.md):
// sequences -> Birthday Adventure, loops -> Tech Lab Puzzles, conditionals -> Lost Finder.
// Kept small (no level data) so a lesson page stays light; a unit test checks the titles. The
// link's words are in the page's language: codeLabPractice(t, 'loops').
import type { MessageKey, Translate } from '../../../i18n/translate';
import { paths } from '../../lib/paths';

const worlds: Record<string, { worldId: string; titleKey: MessageKey & `lesson.practiceWorld.${string}` }> = {
  sequences: { worldId: 'birthday', titleKey: 'lesson.practiceWorld.birthday' },
  loops: { worldId: 'tech-lab', titleKey: 'lesson.practiceWorld.techLab' },
  conditionals: { worldId: 'lost-finder', titleKey: 'lesson.practiceWorld.lostFinder' },
};

export type PracticeLink = { to: string; label: string };

export function codeLabPractice(t: Translate, lessonId: string): PracticeLink | undefined {
  const world = worlds[lessonId];
  return world && { to: paths.codeLabWorld(world.worldId), label: t('lesson.practiceLink', { world: t(world.titleKey) }) };
}

export const practiceWorlds = worlds;

// Each lesson's end links to the Code Lab world that practises it (docs/product/code-lab.md):
// sequences -> Birthday Adventure, loops -> Tech Lab Puzzles, conditionals -> Lost Finder.
// Kept small (no level data) so a lesson page stays light; a unit test checks the titles.
import { paths } from '../../lib/paths';

const worlds: Record<string, { worldId: string; title: string }> = {
  sequences: { worldId: 'birthday', title: 'Birthday Adventure' },
  loops: { worldId: 'tech-lab', title: 'Tech Lab Puzzles' },
  conditionals: { worldId: 'lost-finder', title: 'Lost Finder' },
};

export type PracticeLink = { to: string; label: string };

export function codeLabPractice(lessonId: string): PracticeLink | undefined {
  const world = worlds[lessonId];
  return world && { to: paths.codeLabWorld(world.worldId), label: `Try it in the Code Lab: ${world.title}` };
}

export const practiceWorlds = worlds;

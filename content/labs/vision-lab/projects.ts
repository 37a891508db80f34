// The Vision Lab's doors on the projects page (placed by content/projects.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { ProjectDefinition } from '../../../src/domain/games/game-types';

/** Find My Keys App, on the projects page. */
export const findMyKeys = {
  id: 'find-my-keys',
  title: 'Find My Keys App',
  description: 'Help your family find lost things by following clues, one step at a time.',
  icon: '🔑',
  color: 'sky',
  featured: false,
  availability: { state: 'coming-soon' },
  skills: ['Sequences', 'Conditions'],
} as const satisfies ProjectDefinition;

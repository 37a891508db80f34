// The Vision Lab's doors on the projects page (placed by content/projects.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { ProjectDefinition } from '../../../src/domain/games/game-types';

/**
 * Find My Keys App, on the projects page: it opens the finder studio, where a child trains a
 * finder for their own things and keeps it (docs/decisions/415-find-my-keys.md).
 */
export const findMyKeys = {
  id: 'find-my-keys',
  title: 'Find My Keys App',
  description: 'Teach a finder to tell your keys from a ball, a shoe or a cup by drawing them, then test it with new drawings.',
  icon: '🔑',
  color: 'sky',
  featured: false,
  availability: { state: 'open', to: '/code-lab/find-my-keys' },
  skills: ['Examples', 'Testing'],
} as const satisfies ProjectDefinition;

// The Web Lab's doors on the projects page (placed by content/projects.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { ProjectDefinition } from '../../../src/domain/games/game-types';

/**
 * NeighborNet App, on the projects page: locked until level 3, then it opens the house studio and
 * the class street (docs/decisions/411-neighbornet.md).
 */
export const neighborNetProject = {
  id: 'neighbor-net',
  title: 'NeighborNet App',
  description: 'Build a little network so friends on your street can share news.',
  icon: '🏘️',
  color: 'indigo',
  featured: false,
  availability: { state: 'open', to: '/code-lab/neighbor-net' },
  opensAtLevel: 3,
  skills: ['Functions', 'Messages'],
} as const satisfies ProjectDefinition;

// The Web Lab's doors on the games page (placed by content/games.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { GameDefinition } from '../../../src/domain/games/game-types';

/**
 * NeighborNet, on the games page: from level 6 its card opens the Web Lab's world `network`
 * (content/code-lab/network.ts), as Code Racer's opens `racer` (docs/decisions/410-web-creator-lesson.md#the-neighbornet-games-door).
 */
export const neighborNetGame = {
  id: 'neighbor-net',
  title: 'NeighborNet',
  description: 'Connect the houses on your street so neighbors can share messages.',
  difficulty: 'advanced',
  pointsReward: 100,
  icon: '🏘️',
  color: 'indigo',
  opensAtLevel: 6,
  play: { kind: 'code-lab', worldId: 'network' },
} as const satisfies GameDefinition;

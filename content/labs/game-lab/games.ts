// The Game Lab's doors on the games page (placed by content/games.ts).
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { GameDefinition } from '../../../src/domain/games/game-types';

/** Code Racer, on the games page: its card opens the Code Lab's world `racer` (content/code-lab/racer.ts). */
export const codeRacer = {
  id: 'code-racer',
  title: 'Code Racer',
  description: 'Race your car by putting the right code blocks in order, fast!',
  difficulty: 'intermediate',
  pointsReward: 80,
  icon: '🏎️',
  color: 'rose',
  play: { kind: 'code-lab', worldId: 'racer' },
} as const satisfies GameDefinition;

// The Vision Lab's door on the Learn hub's games tab.
// Each lab keeps its doors in its own folder, one file per list, so opening one lab never edits
// a file another lab edits, and the first load takes only the Learn path's entries
// (docs/decisions/396-each-lab-keeps-its-own-doors.md).
import type { LevelGated } from '../../../src/domain/points/level-gate';

// The Learn hub's games tab (docs/product.md#lessons-hub) also shows Pattern Puzzler, a game of the
// Learn hub only (not of the Games page): locked until level 4, then it opens /play/pattern-puzzler;
// the server deals its plays from that level too (docs/decisions/394-level-gates-as-data.md,
// docs/decisions/416-pattern-puzzler.md).
export const patternPuzzler = { opensAtLevel: 4 } as const satisfies LevelGated;

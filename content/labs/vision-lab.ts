// The Vision Lab's doors: Computer Vision on the path, Find My Keys on the projects page and
// Pattern Puzzler on the Learn hub.
// Each lab keeps its entries of the curriculum, the games and the projects in a file of its own, so
// opening one lab never edits a list another lab edits; the lists (content/curriculum.ts,
// content/games.ts, content/projects.ts) only place them
// (docs/decisions/395-each-lab-keeps-its-own-doors.md).
import type { CurriculumLesson } from '../../src/domain/lessons/curriculum-types';
import type { ProjectDefinition } from '../../src/domain/games/game-types';
import type { LevelGated } from '../../src/domain/points/level-gate';

/** Computer Vision: teaching the computer to see. */
export const computerVision = {
  id: 'computer-vision',
  aliases: [],
  moduleId: 'ai',
  title: 'Computer Vision',
  cardTitle: 'Computer Vision',
  description: 'How computers learn to see pictures.',
  durationMinutes: 25,
  difficulty: 'intermediate',
  hubTab: 'ai',
  availability: { state: 'coming-soon' },
  points: 0,
  completesWhen: null,
  activityId: null,
  activityReason: null,
  icon: '👁️',
} as const satisfies CurriculumLesson;

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

// The Learn hub's games tab (docs/product.md#lessons-hub) also shows Pattern Puzzler, not a game of
// the Games page yet: a door locked until level 4, then coming soon (docs/decisions/394-level-gates-as-data.md).
export const patternPuzzler = { opensAtLevel: 4 } as const satisfies LevelGated;

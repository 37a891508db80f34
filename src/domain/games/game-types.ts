// The shape of game and project definitions (docs/product.md#games-and-scores). Data lives in content/games.ts
// and content/projects.ts; the views map `color` to their own classes.
import type { Difficulty } from '../lessons/curriculum-types';
import type { LevelGated } from '../points/level-gate';

export type GameColor =
  'violet' | 'sky' | 'emerald' | 'amber' | 'rose' | 'orange' | 'teal' | 'indigo';

/** What opening a game shows (never a numeric code, never `if (id === ...)` in a view). */
type GamePlay =
  | { kind: 'robot-maze' } // the real, playable game
  | { kind: 'project-link'; to: string; label: string } // e.g. the chore challenge opens the Chore Tracker
  | { kind: 'code-lab'; worldId: string } // a Code Lab world (docs/product/code-lab.md): its card opens /code-lab/worlds/<worldId>
  | { kind: 'coming-soon' }; // 'Game Coming Soon'

// A game or project may open only from a level, `opensAtLevel` (docs/decisions/394-level-gates-as-data.md).
export type GameDefinition = LevelGated & {
  id: string; // stable, used in /play/:gameId and by POST /api/game-scores
  title: string;
  description: string;
  difficulty: Difficulty;
  pointsReward: number; // shown on the card
  icon: string; // an emoji
  color: GameColor;
  play: GamePlay;
};

// docs/product.md#points-levels-and-badges: "Unlock at Level N" opens only when the content exists; a
// coming-soon project with `opensAtLevel` stays locked until that level, then says it is coming soon.
type ProjectAvailability = { state: 'open'; to: string } | { state: 'coming-soon' };

export type ProjectDefinition = LevelGated & {
  id: string;
  title: string;
  description: string;
  icon: string;
  color: GameColor;
  featured: boolean;
  availability: ProjectAvailability;
  skills: readonly string[];
};

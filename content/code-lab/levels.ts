import type { Level, World } from '../../src/domain/code-lab/level-types';
import { worldBonusPoints } from '../../src/domain/code-lab/points-rule';
import { gameById } from '../games';
import { birthdayLevels } from './birthday';
import { debugLevels } from './debug';
import { lostFinderLevels } from './lost-finder';
import { techLabLevels } from './tech-lab';

// The Code Lab's four worlds, in the order of the world map (docs/product/code-lab.md#levels).
// Each world is one of the open games of content/games.ts; its card opens the world.
export const codeLabWorlds: readonly World[] = [
  {
    id: 'birthday',
    gameId: 'birthday-adventure',
    title: 'Birthday Adventure',
    concept: 'Sequences: one step after another',
    levelIds: birthdayLevels.map((l) => l.id),
  },
  {
    id: 'tech-lab',
    gameId: 'pattern-builder',
    title: 'Tech Lab Puzzles',
    concept: 'Loops: repeat the same steps',
    levelIds: techLabLevels.map((l) => l.id),
  },
  {
    id: 'lost-finder',
    gameId: 'lost-finder',
    title: 'Lost Finder',
    concept: 'Decisions: look, then choose',
    levelIds: lostFinderLevels.map((l) => l.id),
  },
  {
    id: 'debug',
    gameId: 'debug-detective',
    title: 'Debug Detective',
    concept: 'Debugging: find the bug and fix it',
    levelIds: debugLevels.map((l) => l.id),
  },
];

export const codeLabLevels: readonly Level[] = [
  ...birthdayLevels,
  ...techLabLevels,
  ...lostFinderLevels,
  ...debugLevels,
];

/** The bonus for solving every level of a world (the points rule's, with the games' rewards). */
export const worldBonusOf = (world: World): number =>
  worldBonusPoints(world, (gameId) => gameById(gameId)?.pointsReward);

const byId = new Map(codeLabLevels.map((l) => [l.id, l]));

export const findLevel = (id: string): Level | undefined => byId.get(id);

export const findWorld = (id: string): World | undefined => codeLabWorlds.find((w) => w.id === id);

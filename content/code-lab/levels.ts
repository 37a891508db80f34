import type { Level, World } from '../../src/domain/code-lab/level-types';
import { worldBonusPoints } from '../../src/domain/code-lab/points-rule';
import { gameById } from '../games';
import { birthdayLevels } from './birthday';
import { debugLevels } from './debug';
import { functionLevels } from './function';
import { gameLevels } from './game';
import { lostFinderLevels } from './lost-finder';
import { penLevels } from './pen';
import { racerLevels } from './racer';
import { soundLevels } from './sound';
import { techLabLevels } from './tech-lab';
import { networkLevels } from './network';
import { visionLevels } from './vision';
import { webLevels } from './web';

// The Code Lab's six worlds, in the order of the world map (docs/product/code-lab.md#levels).
// The first four are open games of content/games.ts (their cards open the world); Pen Studio
// and Robot Recipes are worlds of the Code Lab only.
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
  {
    id: 'pen',
    title: 'Pen Studio',
    concept: 'Drawing: Ada draws a line with every step',
    levelIds: penLevels.map((l) => l.id),
  },
  {
    // Not "Function Factory": that is the lesson that teaches functions
    // (docs/decisions/230-pen-studio-and-robot-recipes-puzzles.md).
    id: 'function',
    title: 'Robot Recipes',
    concept: 'Functions: give some blocks a name and use them again',
    levelIds: functionLevels.map((l) => l.id),
  },
];

export const codeLabLevels: readonly Level[] = [
  ...birthdayLevels,
  ...techLabLevels,
  ...lostFinderLevels,
  ...debugLevels,
  ...penLevels,
  ...functionLevels,
];

// The Game Lab's worlds (docs/product/code-lab.md#game-lab): its own puzzles, and Code
// Racer, whose card on the games page opens its world (it counts for Game Maker like the first
// four). A list of their own, so their words' paths in the catalogues stay put; the map, the
// teacher's lists and the server read every lab's list (docs/decisions/402-the-game-lab.md).
export const gameLabWorlds: readonly World[] = [
  {
    // Not "Game Creator": that is the lesson that teaches events (as Robot Recipes is not
    // Function Factory).
    id: 'game',
    // No game of the games page (its bonus is the Code Lab's 60), but a game a child made
    // counts for Game Maker like the other game worlds (docs/decisions/402-the-game-lab.md).
    countsAsGame: true,
    title: 'Game Lab',
    concept: 'Events: when this happens, do that',
    levelIds: gameLevels.map((l) => l.id),
  },
  {
    id: 'racer',
    gameId: 'code-racer',
    title: 'Code Racer',
    concept: 'Objects: a car with a speed, steered by keys',
    levelIds: racerLevels.map((l) => l.id),
  },
];

export const gameLabLevels: readonly Level[] = [...gameLevels, ...racerLevels];

// The Sound Lab's world (docs/product/code-lab.md#sound-lab, docs/decisions/406-the-sound-lab.md):
// a list of its own like the Game Lab's.
export const soundLabWorlds: readonly World[] = [
  {
    id: 'sound',
    title: 'Sound Lab',
    concept: 'Music: notes, repeats, a chorus and two voices',
    levelIds: soundLevels.map((l) => l.id),
  },
];

export const soundLabLevels: readonly Level[] = soundLevels;

// The Web Lab's two worlds (docs/product/code-lab.md#web-lab, docs/decisions/408-the-web-lab.md):
// a web page's puzzles and NeighborNet's street, a list of their own like the Sound Lab's.
export const webLabWorlds: readonly World[] = [
  {
    id: 'web',
    title: 'Web Lab',
    concept: 'Web pages: headings, pictures, lists and links',
    levelIds: webLevels.map((l) => l.id),
  },
  {
    id: 'network',
    // The NeighborNet game of the games page (from level 6): solving the world completes it.
    gameId: 'neighbor-net',
    title: 'NeighborNet',
    concept: 'Networks: messages hop from house to house along links',
    levelIds: networkLevels.map((l) => l.id),
  },
];

export const webLabLevels: readonly Level[] = [...webLevels, ...networkLevels];

// The Vision Lab's world (docs/product/code-lab.md#vision-lab, docs/decisions/412-the-vision-lab.md):
// a child teaches the computer to see by drawing examples, a list of its own like the Web Lab's.
export const visionLabWorlds: readonly World[] = [
  {
    id: 'vision',
    title: 'Vision Lab',
    concept: 'Computer vision: a computer learns from the examples it is shown',
    levelIds: visionLevels.map((l) => l.id),
  },
];

export const visionLabLevels: readonly Level[] = visionLevels;

/** The bonus for solving every level of a world (the points rule's, with the games' rewards). */
export const worldBonusOf = (world: World): number =>
  worldBonusPoints(world, (gameId) => gameById(gameId)?.pointsReward);

const byId = new Map(
  [...codeLabLevels, ...gameLabLevels, ...soundLabLevels, ...webLabLevels, ...visionLabLevels].map((l) => [l.id, l]),
);

/** A level of any world, every lab's. */
export const findLevel = (id: string): Level | undefined => byId.get(id);

/** A world, every lab's. */
export const findWorld = (id: string): World | undefined =>
  [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds].find((w) => w.id === id);

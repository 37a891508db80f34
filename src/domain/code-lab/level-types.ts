// The shape of Code Lab levels and worlds. The data lives in content/code-lab/ (one file per
// world); the rules are in docs/product/code-lab.md.
import type { GameLevel } from './stages/game/game-level';
import type { GridLevel } from './stages/grid/grid-level';
import type { PenLevel } from './stages/pen/pen-level';
import type { SoundLevel } from './stages/sound/sound-level';
import type { VisionLevel } from './stages/vision/vision-level';
import type { NetworkLevel, WebLevel } from './stages/web/web-level';
import type { BlockKind, Program } from './program';

type WorldId =
  | 'birthday'
  | 'tech-lab'
  | 'lost-finder'
  | 'debug'
  | 'pen'
  | 'function'
  | 'game'
  | 'racer'
  | 'sound'
  | 'web'
  | 'network'
  | 'vision';
export type Heading = 'north' | 'east' | 'south' | 'west';

/** What every level has, whatever its stage kind. */
export type LevelBase = {
  /** `<world>-<number>`, e.g. `birthday-1`: stable, used by the API and in URLs. */
  id: string;
  world: WorldId;
  /** 1..6 (1..8 in the pen, function and game worlds), its place in the world. */
  number: number;
  title: string;
  /** Two or three short sentences an 8-year-old can read. */
  intro: string;
  /**
   * Opened after 2, 4 and 6 tries; the third names the first block of the reference solution and says
   * something about this puzzle.
   */
  hints: readonly [string, string, string];
  /** The palette, in the order it is shown. "call" also lets the child make functions. */
  toolbox: readonly BlockKind[];
  maxBlocks: number;
  /** A program of at most this many blocks earns 3 stars. */
  idealBlocks: number;
  /** The program the level opens with (Debug Detective's has a bug; a ready-made function). */
  startProgram?: Program;
  // No reference solution here: the web imports levels, so solutions live apart, server-only, in
  // content/code-lab/reference-solutions.ts (docs/decisions/260-solutions-stay-on-the-server.md).
  /**
   * `['function']`: a program without a function is "not yet", even when it gets there
   * (outcome `needs-function`).
   */
  requires?: readonly 'function'[];
};

/**
 * A level is on one stage kind (docs/decisions/392-a-stage-kind-is-one-folder.md): the grid, the
 * pen's paper, a game's scene, a tune, a web page, a street of houses or a training set, as listed in stages/registry.ts.
 */
export type Level = GridLevel | PenLevel | GameLevel | SoundLevel | WebLevel | NetworkLevel | VisionLevel;

export type World = {
  id: WorldId;
  /**
   * The first four worlds are games of content/games.ts (a solved world is a completed game);
   * the pen and function worlds are not.
   */
  gameId?: string;
  /**
   * A world that is no game of the games page but counts for Game Maker as a game of its own
   * when every level is solved (the Game Lab's `game`): it counts under its id.
   */
  countsAsGame?: true;
  title: string;
  /** What the world practises, in a child's words ("Loops: repeat N times"). */
  concept: string;
  levelIds: readonly string[];
};

/** A lattice point on the pen's paper. */
export type Point = { x: number; y: number };

export type Cell = { x: number; y: number };

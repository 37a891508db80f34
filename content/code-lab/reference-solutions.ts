import type { LabProgram } from '../../src/domain/code-lab/level-program';
import type { Program } from '../../src/domain/code-lab/program';
import type { GameProgram } from '../../src/domain/code-lab/stages/game/game-program';
import type { TuneProgram } from '../../src/domain/code-lab/stages/sound/tune-program';
import type { WebProgram } from '../../src/domain/code-lab/stages/web/web-program';
import { birthdaySolutions } from './solutions/birthday';
import { debugSolutions } from './solutions/debug';
import { functionSolutions } from './solutions/function';
import { gameSolutions } from './solutions/game';
import { lostFinderSolutions } from './solutions/lost-finder';
import { penSolutions } from './solutions/pen';
import { racerSolutions } from './solutions/racer';
import { soundSolutions } from './solutions/sound';
import { techLabSolutions } from './solutions/tech-lab';
import { networkSolutions } from './solutions/network';
import { webSolutions } from './solutions/web';

// Every Code Lab puzzle's reference solution, by level id. Server-only: the server, the content
// tests and the teacher's solutions endpoint import it; the web never does (lint refuses it, and
// scripts/check-dist-solutions.mjs proves no built file holds one).
// docs/decisions/260-solutions-stay-on-the-server.md.

const solutions: ReadonlyMap<string, Program> = new Map<string, Program>(
  Object.entries({
    ...birthdaySolutions,
    ...techLabSolutions,
    ...lostFinderSolutions,
    ...debugSolutions,
    ...penSolutions,
    ...functionSolutions,
  }),
);

/** The Game Lab's puzzles' reference solutions: game programs. */
const gameLabSolutions: ReadonlyMap<string, GameProgram> = new Map<string, GameProgram>(
  Object.entries({ ...gameSolutions, ...racerSolutions }),
);

/** The Sound Lab's puzzles' reference solutions: tunes. */
const soundLabSolutions: ReadonlyMap<string, TuneProgram> = new Map<string, TuneProgram>(
  Object.entries(soundSolutions),
);

/** The Web Lab's puzzles' reference solutions: pages and streets. */
const webLabSolutions: ReadonlyMap<string, WebProgram> = new Map<string, WebProgram>(
  Object.entries({ ...webSolutions, ...networkSolutions }),
);

/** The level ids that have a reference solution (the content test matches them to the levels). */
export const solvedLevelIds = (): string[] => [
  ...solutions.keys(),
  ...gameLabSolutions.keys(),
  ...soundLabSolutions.keys(),
  ...webLabSolutions.keys(),
];

/** A level's reference solution, or undefined for an unknown level id. */
export const findSolution = (levelId: string): LabProgram | undefined =>
  solutions.get(levelId) ?? gameLabSolutions.get(levelId) ?? soundLabSolutions.get(levelId) ?? webLabSolutions.get(levelId);

/** A known level's reference solution, of Ada's (tests and scripts: an unknown id is a mistake there). */
export function solutionOf(levelId: string): Program {
  const solution = solutions.get(levelId);
  if (!solution) throw new Error(`no reference solution for level ${levelId}`);
  return solution;
}

/** A known game level's reference solution (tests and scripts). */
export function gameSolutionOf(levelId: string): GameProgram {
  const solution = gameLabSolutions.get(levelId);
  if (!solution) throw new Error(`no reference solution for game level ${levelId}`);
  return solution;
}

/** A known sound level's reference solution (tests and scripts). */
export function tuneSolutionOf(levelId: string): TuneProgram {
  const solution = soundLabSolutions.get(levelId);
  if (!solution) throw new Error(`no reference solution for sound level ${levelId}`);
  return solution;
}

/** A known web or network level's reference solution (tests and scripts). */
export function webSolutionOf(levelId: string): WebProgram {
  const solution = webLabSolutions.get(levelId);
  if (!solution) throw new Error(`no reference solution for web level ${levelId}`);
  return solution;
}

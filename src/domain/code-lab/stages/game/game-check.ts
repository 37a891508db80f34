// Checking a game on its level (docs/product/code-lab.md#game-lab): the level's scripted player
// plays it (runGame, the run "Check my game" shows and the server replays), then the level's
// criteria are read in order; the first one the run does not meet is the child's feedback
// (game-words.ts).
import { sameEvent } from './game-events';
import type { GameLevel } from './game-level';
import { uncalledGameFunctions, type GameProgram } from './game-program';
import { runGame, type GameRun } from './game-stage';
import type { Criterion, GameScene, SpriteId } from './game-types';

/**
 * `solved`: every criterion met. `not-yet`: the first criterion not met (`unmet`). `timeout`: a
 * frame's handlers took too many steps and the game stopped (`run.overBudget`), so it is not
 * judged. `needs-function` / `unused-function`: it meets every criterion, and the level asks for
 * a function, or a function it makes is never used (as on Ada's levels).
 */
type GameOutcome = 'solved' | 'not-yet' | 'timeout' | 'needs-function' | 'unused-function';

/** A criterion as a run measured it: met or not, and what the run did (for the words). */
type Measured = { met: boolean; got: number };

export type GameCheck = {
  outcome: GameOutcome;
  run: GameRun;
  /** `not-yet`: the first criterion not met, its place in the list, and what the run did. */
  unmet?: { criterion: Criterion; index: number; got: number };
};

const samePair = (pair: readonly [SpriteId, SpriteId], a: SpriteId, b: SpriteId) =>
  (pair[0] === a && pair[1] === b) || (pair[0] === b && pair[1] === a);

/** How far a sprite ended from where it started (whole units, rounded down); 0 if not in the scene. */
function distanceMoved(scene: GameScene, run: GameRun, id: SpriteId): number {
  const start = scene.sprites.find((s) => s.id === id);
  const end = run.frames.at(-1)?.sprites.find((s) => s.id === id);
  if (!start || !end) return 0;
  return Math.floor(Math.hypot(end.x - start.x, end.y - start.y));
}

/**
 * One criterion against a run: met or not, and `got` (the best score, the contacts, the distance;
 * 1 or 0 for one that is there or not).
 */
function measure(criterion: Criterion, program: GameProgram, scene: GameScene, run: GameRun): Measured {
  const yes = (met: boolean): Measured => ({ met, got: met ? 1 : 0 });
  const contacts = (a: SpriteId, b: SpriteId, before = Number.POSITIVE_INFINITY) =>
    run.contacts.filter((c) => c.frame < before && samePair(c.sprites, a, b)).length;
  switch (criterion.type) {
    case 'has-handler':
      return yes(program.handlers.some((h) => sameEvent(h.event, criterion.event)));
    case 'score-reaches': {
      const best = run.frames.reduce((most, f) => Math.max(most, f.score), 0);
      return { met: best >= criterion.score, got: best };
    }
    case 'touched': {
      const got = contacts(criterion.sprite, criterion.other);
      return { met: got >= criterion.times, got };
    }
    case 'moved': {
      const got = distanceMoved(scene, run, criterion.sprite);
      return { met: got >= criterion.distance, got };
    }
    case 'property-was':
      return yes(
        run.frames.some((f) => {
          const s = f.sprites.find((x) => x.id === criterion.sprite);
          return s !== undefined && s[criterion.property] === criterion.value;
        }),
      );
    case 'said':
      return yes(
        run.frames.some((f) => f.sprites.some((s) => s.id === criterion.sprite && s.saying === criterion.phrase)),
      );
    case 'touched-before': {
      const got = contacts(criterion.sprite, criterion.other, criterion.frame);
      return { met: got >= criterion.times, got };
    }
    case 'never-touched': {
      const got = contacts(criterion.sprite, criterion.other);
      return { met: got === 0, got };
    }
  }
}

/** Plays `program` on `level` with the level's scripted player and checks its criteria in order. */
export function checkGame(level: GameLevel, program: GameProgram): GameCheck {
  const run = runGame(level.scene, program, level.script, level.maxFrames);
  if (run.outcome === 'timeout') return { outcome: 'timeout', run };
  for (const [index, criterion] of level.criteria.entries()) {
    const { met, got } = measure(criterion, program, level.scene, run);
    if (!met) return { outcome: 'not-yet', run, unmet: { criterion, index, got } };
  }
  if (uncalledGameFunctions(program).length > 0) return { outcome: 'unused-function', run };
  if ((level.requires ?? []).includes('function') && (program.functions ?? []).length === 0)
    return { outcome: 'needs-function', run };
  return { outcome: 'solved', run };
}

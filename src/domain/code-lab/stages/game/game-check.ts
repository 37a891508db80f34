// Checking a game on its level (docs/product/code-lab.md#game-lab): the level's scripted player
// plays it (runGame, the run "Check my game" shows and the server replays), then the level's
// criteria are read in order; the first one the run does not meet is the child's feedback
// (game-words.ts).
import { sameEvent } from './game-events';
import type { GameLevel } from './game-level';
import { uncalledGameFunctions, type GameProgram } from './game-program';
import { runGame, type GameRun, type LiveFrame } from './game-stage';
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

/**
 * What a check reads of the frames, gathered as they are played, so a replay need not keep them:
 * the best score, and which `property-was` and `said` criteria some frame met (by their place in
 * the list). Where a sprite ended is the last frame's, which every run keeps.
 */
type FrameWatch = { bestScore: number; seen: boolean[]; watch(frame: LiveFrame): void };

function watchFrames(criteria: readonly Criterion[]): FrameWatch {
  const seen = criteria.map(() => false);
  const looking = criteria.flatMap((c, i) => (c.type === 'property-was' || c.type === 'said' ? [i] : []));
  const state: FrameWatch = {
    bestScore: 0,
    seen,
    watch({ sprites, score }) {
      if (score > state.bestScore) state.bestScore = score;
      for (const i of looking) {
        if (seen[i]) continue;
        const c = criteria[i]!;
        seen[i] = sprites.some((s) =>
          c.type === 'said'
            ? s.id === c.sprite && s.saying === c.phrase
            : c.type === 'property-was' && s.id === c.sprite && s[c.property] === c.value,
        );
      }
    },
  };
  return state;
}

/** How far a sprite ended from where it started (whole units, rounded down); 0 if not in the scene. */
function distanceMoved(scene: GameScene, run: GameRun, id: SpriteId): number {
  const start = scene.sprites.find((s) => s.id === id);
  const end = run.frames.at(-1)?.sprites.find((s) => s.id === id);
  if (!start || !end) return 0;
  return Math.floor(Math.hypot(end.x - start.x, end.y - start.y));
}

/**
 * One criterion (the `index`th) against a run: met or not, and `got` (the best score, the
 * contacts, the distance; 1 or 0 for one that is there or not).
 */
function measure(
  criterion: Criterion,
  index: number,
  program: GameProgram,
  scene: GameScene,
  run: GameRun,
  watched: FrameWatch,
): Measured {
  const yes = (met: boolean): Measured => ({ met, got: met ? 1 : 0 });
  const contacts = (a: SpriteId, b: SpriteId, before = Number.POSITIVE_INFINITY) =>
    run.contacts.filter((c) => c.frame < before && samePair(c.sprites, a, b)).length;
  switch (criterion.type) {
    case 'has-handler':
      return yes(program.handlers.some((h) => sameEvent(h.event, criterion.event)));
    case 'score-reaches':
      return { met: watched.bestScore >= criterion.score, got: watched.bestScore };
    case 'touched': {
      const got = contacts(criterion.sprite, criterion.other);
      return { met: got >= criterion.times, got };
    }
    case 'moved': {
      const got = distanceMoved(scene, run, criterion.sprite);
      return { met: got >= criterion.distance, got };
    }
    case 'property-was':
    case 'said':
      return yes(watched.seen[index]!);
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

/**
 * Plays `program` on `level` with the level's scripted player and checks its criteria in order.
 * The page keeps every frame to show the check (`frames: 'all'`); the server's replay keeps only
 * the last (`'last'`). Both read the criteria from the same watch of every frame, so they agree.
 */
export function checkGame(level: GameLevel, program: GameProgram, frames: 'all' | 'last' = 'all'): GameCheck {
  const watched = watchFrames(level.criteria);
  const run = runGame(level.scene, program, level.script, level.maxFrames, { frames, watch: watched.watch });
  if (run.outcome === 'timeout') return { outcome: 'timeout', run };
  for (const [index, criterion] of level.criteria.entries()) {
    const { met, got } = measure(criterion, index, program, level.scene, run, watched);
    if (!met) return { outcome: 'not-yet', run, unmet: { criterion, index, got } };
  }
  if (uncalledGameFunctions(program).length > 0) return { outcome: 'unused-function', run };
  if ((level.requires ?? []).includes('function') && (program.functions ?? []).length === 0)
    return { outcome: 'needs-function', run };
  return { outcome: 'solved', run };
}

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProgram, type RunResult } from '../../src/domain/code-lab/interpreter';
import type { Program } from '../../src/domain/code-lab/program';
import { prng, randomGameProgram, randomProgramV2, randomTune } from '../../src/domain/code-lab/random-programs';
import { checkSolve } from '../../src/domain/code-lab/solve';
import { checkGame, type GameCheck } from '../../src/domain/code-lab/stages/game/game-check';
import { isGameLevel } from '../../src/domain/code-lab/stages/game/game-level';
import { checkTune, type TuneCheck } from '../../src/domain/code-lab/stages/sound/sound-check';
import { isSoundLevel } from '../../src/domain/code-lab/stages/sound/sound-level';
import type { SoundEvent } from '../../src/domain/code-lab/stages/sound/sound-types';
import { codeLabLevels, gameLabLevels, soundLabLevels } from './levels';
import { withoutLastBlock, withoutLastGameBlock, withoutLastTuneBlock } from './program-edits';
import { gameSolutionOf, solutionOf, tuneSolutionOf } from './reference-solutions';

// Golden transcripts (docs/decisions/392-a-stage-kind-is-one-folder.md): what the page and the
// server compute for every level's reference solution, the solution without its last block, and
// a few seeded random programs, against a committed file. Any change in a run shows up here.
// To write the file again after a change that is meant: UPDATE_GOLDEN=1 npx vitest run <this file>.

const GOLDEN = join(import.meta.dirname, 'transcripts.golden.json');
const RANDOM_PROGRAMS_PER_LEVEL = 12;
const SEED = 20261128;
/** The Game Lab's random games have a generator of their own, so Ada's levels draw what they drew. */
const GAME_SEED = 20261129;
/** The Sound Lab's random tunes, likewise. */
const SOUND_SEED = 20261206;

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** A run in a few plain fields and a digest of the whole result (trace, drawing and all). */
function transcript(result: RunResult) {
  const last = result.trace.at(-1);
  return {
    outcome: result.outcome,
    ticks: result.ticks,
    actions: result.actions,
    items: result.itemsCollected,
    ...(last ? { end: last.pen ? { ...last.pose, pen: last.pen } : last.pose } : {}),
    ...(result.pen ? { match: result.pen.match } : {}),
    result: digest(result),
  };
}

/** A game's check in a few plain fields (its end, its contacts) and a digest of all its frames. */
function gameTranscript(check: GameCheck) {
  const last = check.run.frames.at(-1);
  return {
    outcome: check.outcome,
    frames: check.run.frames.length,
    steps: check.run.steps,
    contacts: check.run.contacts.length,
    ...(check.unmet ? { unmet: check.unmet.index, got: check.unmet.got } : {}),
    ...(check.run.overBudget ? { overBudget: check.run.overBudget } : {}),
    ...(last
      ? {
          end: {
            score: last.score,
            sprites: last.sprites.map((s) => `${s.id} ${s.x},${s.y} ${s.direction} ${s.speed}${s.visible ? '' : ' hidden'}`),
          },
        }
      : {}),
    result: digest(check),
  };
}

/** A sound as one line: "beat voice what length @seconds+duration block". */
const soundLine = (e: SoundEvent): string => {
  const what = e.kind === 'note' ? `${e.note} ${e.length}` : e.kind === 'drum' ? `${e.drum} ${e.length}` : e.kind === 'rest' ? `rest ${e.length}` : `say ${e.phrase}`;
  return `${e.beat} v${e.voice} ${what} @${e.time}+${e.duration} ${e.blockId}`;
};

/** A tune's check: its outcome, where it differs, its length, and a digest of the whole check. */
const tuneTranscript = (check: TuneCheck, sounds = false) => ({
  outcome: check.outcome,
  ...(check.miss ? { miss: check.miss } : {}),
  events: check.run.transcript.events.length,
  beats: check.run.transcript.beats,
  seconds: check.run.transcript.seconds,
  ...(sounds ? { sounds: check.run.transcript.events.map(soundLine) } : {}),
  result: digest(check),
});

function transcriptsNow() {
  const rng = prng(SEED);
  const levels: Record<string, unknown> = {};
  for (const level of codeLabLevels) {
    const solution = solutionOf(level.id);
    const check = checkSolve(level, solution);
    const random: Program[] = Array.from({ length: RANDOM_PROGRAMS_PER_LEVEL }, () =>
      randomProgramV2(rng),
    );
    levels[level.id] = {
      solve:
        check.kind === 'solved' ? { kind: check.kind, stars: check.stars } : { kind: check.kind },
      solution: transcript(runProgram(level, solution)),
      withoutLastBlock: transcript(runProgram(level, withoutLastBlock(solution))),
      random: digest(random.map((program) => transcript(runProgram(level, program)))),
    };
  }
  const gameRng = prng(GAME_SEED);
  for (const level of gameLabLevels.filter(isGameLevel)) {
    const solution = gameSolutionOf(level.id);
    const check = checkSolve(level, solution);
    const sprites = level.scene.sprites.map((s) => s.id);
    const random = Array.from({ length: RANDOM_PROGRAMS_PER_LEVEL }, () => randomGameProgram(gameRng, sprites));
    levels[level.id] = {
      solve:
        check.kind === 'solved' ? { kind: check.kind, stars: check.stars } : { kind: check.kind },
      solution: gameTranscript(checkGame(level, solution)),
      withoutLastBlock: gameTranscript(checkGame(level, withoutLastGameBlock(solution))),
      random: digest(random.map((program) => gameTranscript(checkGame(level, program)))),
    };
  }
  const soundRng = prng(SOUND_SEED);
  for (const level of soundLabLevels.filter(isSoundLevel)) {
    const solution = tuneSolutionOf(level.id);
    const check = checkSolve(level, solution);
    const random = Array.from({ length: RANDOM_PROGRAMS_PER_LEVEL }, () => randomTune(soundRng));
    levels[level.id] = {
      solve:
        check.kind === 'solved' ? { kind: check.kind, stars: check.stars } : { kind: check.kind },
      // Every sound of the reference, as the page plays it and the server compares it.
      solution: tuneTranscript(checkTune(level, solution), true),
      withoutLastBlock: tuneTranscript(checkTune(level, withoutLastTuneBlock(solution))),
      random: digest(random.map((program) => tuneTranscript(checkTune(level, program)))),
    };
  }
  return levels;
}

describe('golden transcripts of the Code Lab', () => {
  it('every level computes what it computed when the golden file was written', () => {
    const now = transcriptsNow();
    if (process.env.UPDATE_GOLDEN === '1')
      writeFileSync(GOLDEN, `${JSON.stringify(now, null, 1)}\n`);
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as unknown;
    expect(now).toEqual(golden);
  });
});

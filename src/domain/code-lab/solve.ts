// Checking a solve: the rules the server applies to `POST /api/code-lab/solves` and to a guest's
// transferred solves (docs/product/code-lab.md#points), pure so the web can use them too. A level
// of Ada's runs her program (runProgram); a game level plays the game with its scripted player
// and reads its criteria (checkGame); a sound level runs the tune and compares it (checkTune); a
// web level reads the page's parts (checkWebLevel) and a network level sends messages along the
// street's links (checkNetworkLevel).
import type { Translate } from '../../i18n/translate';
import { runProgram, type RunResult } from './interpreter';
import { isGameProgram, isTuneProgram, isWebProgram, parseLevelProgram } from './level-program';
import type { Level } from './level-types';
import { describeRun } from './outcome-words';
import type { Program } from './program';
import { checkGame, type GameCheck } from './stages/game/game-check';
import { isGameLevel } from './stages/game/game-level';
import type { GameProgram } from './stages/game/game-program';
import { describeGame } from './stages/game/game-words';
import { checkTune, type TuneCheck } from './stages/sound/sound-check';
import { isSoundLevel } from './stages/sound/sound-level';
import { describeTune } from './stages/sound/sound-words';
import type { TuneProgram } from './stages/sound/tune-program';
import { checkNetworkLevel, checkWebLevel, type NetworkCheck, type WebCheck } from './stages/web/web-check';
import { describeNetwork, describeWeb } from './stages/web/web-check-words';
import { isNetworkLevel, isWebLevel } from './stages/web/web-level';
import type { NetworkProgram, PageProgram } from './stages/web/web-program';
import { starsFor, type Stars } from './stars';

/** A valid program and what it did: Ada's run, a game's check or a tune's. */
type Checked =
  | { program: Program; result: RunResult }
  | { program: GameProgram; game: GameCheck }
  | { program: TuneProgram; tune: TuneCheck }
  | { program: PageProgram; web: WebCheck }
  | { program: NetworkProgram; network: NetworkCheck };

export type SolveCheck =
  | { kind: 'invalid'; message: string }
  | ({ kind: 'not-solved' } & Checked)
  | ({ kind: 'solved'; stars: Stars } & Checked);

/** Validates `program` for `level`, runs it and says whether it solves the level. */
export function checkSolve(level: Level, program: unknown): SolveCheck {
  const parsed = parseLevelProgram(level, program);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  const valid = parsed.program;
  if (isGameProgram(valid)) {
    if (!isGameLevel(level)) throw new Error(`level ${level.id}: a game program passed its check`);
    // The server reads the outcome, not the frames: its replay keeps only the last one.
    const game = checkGame(level, valid, 'last');
    return game.outcome === 'solved'
      ? { kind: 'solved', program: valid, stars: starsFor(level, valid), game }
      : { kind: 'not-solved', program: valid, game };
  }
  if (isTuneProgram(valid)) {
    if (!isSoundLevel(level)) throw new Error(`level ${level.id}: a tune passed its check`);
    const tune = checkTune(level, valid);
    return tune.outcome === 'solved'
      ? { kind: 'solved', program: valid, stars: starsFor(level, valid), tune }
      : { kind: 'not-solved', program: valid, tune };
  }
  if (isWebProgram(valid)) {
    // A page is built, not run: its parts are read (stages/web/web-check.ts).
    if (isWebLevel(level) && valid.kind === 'page') {
      const web = checkWebLevel(level, valid);
      return web.outcome === 'solved'
        ? { kind: 'solved', program: valid, stars: starsFor(level, valid), web }
        : { kind: 'not-solved', program: valid, web };
    }
    if (isNetworkLevel(level) && valid.kind === 'network') {
      const network = checkNetworkLevel(level, valid);
      return network.outcome === 'solved'
        ? { kind: 'solved', program: valid, stars: starsFor(level, valid), network }
        : { kind: 'not-solved', program: valid, network };
    }
    throw new Error(`level ${level.id}: a web program of another kind passed its check`);
  }
  const result = runProgram(level, valid);
  return result.outcome === 'solved'
    ? { kind: 'solved', program: valid, stars: starsFor(level, valid), result }
    : { kind: 'not-solved', program: valid, result };
}

/** What a checked program did, in the child's words (the server's 422 says it). */
export function describeCheck(check: Exclude<SolveCheck, { kind: 'invalid' }>, level: Level, t: Translate): string {
  if ('game' in check) return describeGame(check.game, check.program, t);
  if ('tune' in check) return describeTune(check.tune, t);
  if ('web' in check) return describeWeb(check.web, t);
  if ('network' in check) return describeNetwork(check.network, t);
  return describeRun(check.result, level, t, check.program);
}

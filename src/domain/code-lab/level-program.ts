// A program for a level, whatever its stage kind (docs/product/code-lab.md#api): Ada's program
// (program.ts, versions 1 and 2) on the grid and the paper, a game program (version 3,
// stages/game/game-program.ts) on a game's scene, a tune (version 4, stages/sound/tune-program.ts)
// on a sound level. One check for the solve, a draft and the guest's transfer, which says
// clearly when a program is of another kind.
import { z } from 'zod';
import {
  checkProgramForLevel,
  draftProgramSchema,
  parseProgram,
  programSchema,
  type Program,
  type ProgramUse,
} from './program';
import type { Level } from './level-types';
import { isGameLevel } from './stages/game/game-level';
import {
  checkGameForLevel,
  draftGameProgramSchema,
  gameProgramSchema,
  looksLikeGame,
  parseGameProgram,
  type GameProgram,
} from './stages/game/game-program';
import { isSoundLevel } from './stages/sound/sound-level';
import {
  checkTuneForLevel,
  draftTuneProgramSchema,
  looksLikeTune,
  parseTuneProgram,
  tuneProgramSchema,
  type TuneProgram,
} from './stages/sound/tune-program';
import { isNetworkLevel, isWebLevel } from './stages/web/web-level';
import {
  checkNetworkForLevel,
  checkPageForLevel,
  draftWebProgramSchema,
  looksLikeWeb,
  parseWebProgram,
  webProgramSchema,
  type WebProgram,
} from './stages/web/web-program';

/** A program of any stage kind: Ada's, a game, a tune or a web page or street. */
export type LabProgram = Program | GameProgram | TuneProgram | WebProgram;

/** A program that solved a level (the API's answers, the family export): Ada's, a game, a tune or a web program. */
export const labProgramSchema = /* @__PURE__ */ z.union([
  programSchema,
  gameProgramSchema,
  tuneProgramSchema,
  webProgramSchema,
]);
/** A program being written for a level: Ada's, a game, a tune or a web program. */
export const draftLabProgramSchema = /* @__PURE__ */ z.union([
  draftProgramSchema,
  draftGameProgramSchema,
  draftTuneProgramSchema,
  draftWebProgramSchema,
]);

export const isGameProgram = (program: LabProgram): program is GameProgram => program.version === 3;
export const isTuneProgram = (program: LabProgram): program is TuneProgram => program.version === 4;
export const isWebProgram = (program: LabProgram): program is WebProgram => program.version === 5;

export type LevelProgramCheck = { ok: true; program: LabProgram } | { ok: false; message: string };

const versionOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { version?: unknown }).version : undefined;

/**
 * Validates anything as a program for `level` and checks the level's rules: a game program on a
 * game, Ada's program (version 1 or 2) elsewhere; the other kind is refused in words that say so.
 */
export function parseLevelProgram(level: Level, value: unknown, use: ProgramUse = 'run'): LevelProgramCheck {
  if (isWebLevel(level) || isNetworkLevel(level)) {
    const want = isWebLevel(level)
      ? "a web page: send {version: 5, kind: 'page', pages}"
      : "a street: send {version: 5, kind: 'network', links}";
    if (!looksLikeWeb(value))
      return { ok: false, message: `"program" is not a web program, and level ${level.id} is ${want}.` };
    const parsed = parseWebProgram(value, use);
    if (!parsed.ok) return parsed;
    const fits = isWebLevel(level) ? checkPageForLevel(level, parsed.program) : checkNetworkForLevel(level, parsed.program);
    return fits.ok ? parsed : fits;
  }
  if (looksLikeWeb(value))
    return {
      ok: false,
      message: `"program" is a web program (version 5), and level ${level.id} is not a web level: send a program of its kind.`,
    };
  if (isSoundLevel(level)) {
    if (!looksLikeTune(value))
      return {
        ok: false,
        message: looksLikeGame(value)
          ? `"program" is a game program, and level ${level.id} is a tune: send a tune ({version: 4, kind: 'tune', body}).`
          : `"program" is not a tune, and level ${level.id} is a tune: send a tune ({version: 4, kind: 'tune', body}).`,
      };
    const parsed = parseTuneProgram(value, use);
    if (!parsed.ok) return parsed;
    const fits = checkTuneForLevel(level, parsed.program, use);
    return fits.ok ? parsed : fits;
  }
  if (looksLikeTune(value))
    return {
      ok: false,
      message: `"program" is a tune (version 4), and level ${level.id} is ${isGameLevel(level) ? 'a game' : 'a puzzle for Ada'}: send a program of its kind.`,
    };
  if (isGameLevel(level)) {
    const version = versionOf(value);
    if ((version === 1 || version === 2) && !looksLikeGame(value))
      return {
        ok: false,
        message: `"program" is a program of Ada's blocks (version ${version}), and level ${level.id} is a game: send a game program ({version: 3, kind: 'game', handlers}).`,
      };
    const parsed = parseGameProgram(value, use);
    if (!parsed.ok) return parsed;
    const fits = checkGameForLevel(level, parsed.program, use);
    return fits.ok ? parsed : fits;
  }
  if (looksLikeGame(value))
    return {
      ok: false,
      message: `"program" is a game program, and level ${level.id} is a puzzle for Ada: send a program of version 1 or 2.`,
    };
  const parsed = parseProgram(value, use);
  if (!parsed.ok) return parsed;
  const fits = checkProgramForLevel(level, parsed.program, use);
  return fits.ok ? parsed : fits;
}

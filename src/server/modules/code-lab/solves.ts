import type { Translate } from '../../../i18n/translate';
import { translatorFor } from '../../i18n/translators';
import { findLevel, findWorld, worldBonusOf } from '../../../../content/code-lab/levels';
import type { Level, World } from '../../../domain/code-lab/level-types';
import {
  CODE_LAB_SOLVE_POINTS,
  CODE_LAB_STARS_POINTS,
  worldRecordKey,
} from '../../../domain/code-lab/points-rule';
import { CODE_LAB_SOLVES_PER_HOUR } from '../../../domain/code-lab/rules';
import { checkSolve, describeCheck } from '../../../domain/code-lab/solve';
import type { Db } from '../../db/client';
import { words, type Words } from '../../i18n/words';
import { programWords } from './program-words';
import { codeLabKey, codeLabStarsKey, codeLabWorldKey } from '../points/award-keys';
import type { Tx } from '../points/ledger-repository';
import { userLimitKey } from '../rate-limit/limit-keys';
import { codeLabRepository, type SolveLimit } from './code-lab-repository';

const HOUR_MS = 60 * 60 * 1000;

/** Every solve check of an account counts here: posts and transferred guest solves. */
export const solveLimit = (userId: number): SolveLimit => ({
  key: userLimitKey('code-lab-solves', userId),
  max: CODE_LAB_SOLVES_PER_HOUR,
  windowMs: HOUR_MS,
});

export type SolveAttempt =
  | { kind: 'invalid'; words: Words }
  | { kind: 'limited' }
  | { kind: 'no-user' }
  | { kind: 'not-solved'; words: Words }
  | {
      kind: 'solved';
      stars: 2 | 3;
      firstSolve: boolean;
      worldCompleted: boolean;
      pointsAwarded: number;
      points: number;
    };

/**
 * Checks a program for a level and, when it solves it, stores the solve and its awards
 * (docs/product/code-lab.md#points). An invalid program is refused before anything counts;
 * every valid one counts against the hourly limit in the same statement that stores it, and
 * a check over the limit stores and earns nothing, solved or not
 * (docs/decisions/130-code-lab-solves-verified-in-one-statement.md).
 */
export async function attemptSolve(
  db: Tx | Db,
  userId: number,
  levelId: string,
  program: unknown,
  now: Date,
  t: Translate = translatorFor('en'),
): Promise<SolveAttempt> {
  const level = findLevel(levelId);
  if (!level) return { kind: 'invalid', words: words('server.codeLab.unknownLevel', { levelId }) };
  const world = findWorld(level.world);
  if (!world) throw new Error(`level ${level.id} has no world`);
  return attemptLevelSolve(
    db,
    userId,
    { level, world, worldBonus: worldBonusOf(world) },
    program,
    now,
    t,
  );
}

/** A level with its world and what solving the whole world pays (the points rule's bonus). */
type LevelInWorld = { level: Level; world: World; worldBonus: number };

/** attemptSolve for a level already found (the API tests also give it a sample level). */
export async function attemptLevelSolve(
  db: Tx | Db,
  userId: number,
  { level, world, worldBonus }: LevelInWorld,
  program: unknown,
  now: Date,
  t: Translate = translatorFor('en'),
): Promise<SolveAttempt> {
  const check = checkSolve(level, program);
  if (check.kind === 'invalid') return { kind: 'invalid', words: programWords(check.message) };
  const limit = solveLimit(userId);
  if (check.kind === 'not-solved') {
    const counted = await codeLabRepository.countAttempt(db, limit, now);
    return counted
      ? { kind: 'not-solved', words: programWords(describeCheck(check, level, t)) }
      : { kind: 'limited' };
  }
  const worldKey = worldRecordKey(world);
  const recorded = await codeLabRepository.recordSolve(
    db,
    {
      userId,
      levelId: level.id,
      worldKey,
      stars: check.stars,
      program: check.program,
      solvedAt: now,
      worldSize: world.levelIds.length,
      awards: {
        solve: { key: codeLabKey(level.id), points: CODE_LAB_SOLVE_POINTS },
        stars: { key: codeLabStarsKey(level.id), points: CODE_LAB_STARS_POINTS },
        world: { key: codeLabWorldKey(worldKey), points: worldBonus },
      },
    },
    limit,
  );
  if (recorded.outcome !== 'recorded') return { kind: recorded.outcome };
  return { kind: 'solved', stars: check.stars, ...recorded };
}

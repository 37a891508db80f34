import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { confirmationRepository } from './confirmation-repository';
import { resetRepository } from './reset-repository';
import { sessionRepository } from './session-repository';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;
// Longer than any rate-limit window in use (the longest is one hour).
const RATE_LIMIT_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes ended sessions, spent reset and confirmation links and old rate-limit counters. Safe on many servers at once. */
async function cleanUpAccounts(db: Db, now = new Date()): Promise<void> {
  await sessionRepository(db).deleteExpired(now);
  await resetRepository(db).deleteExpired(now);
  await confirmationRepository(db).deleteExpired(now);
  await rateLimitRepository(db).deleteOlderThan(new Date(now.getTime() - RATE_LIMIT_ROWS_KEPT_MS));
}

/** Runs the cleanup once an hour while started (the timer never keeps the process alive). */
export function createAccountCleanup(deps: { db: Db; log: FastifyBaseLogger }) {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  const runOnce = () => {
    current = cleanUpAccounts(deps.db)
      .catch((error: unknown) => deps.log.warn({ reason: String(error) }, 'account cleanup failed'))
      .finally(() => {
        current = null;
      });
  };
  return {
    start(): void {
      if (timer) return;
      timer = setInterval(runOnce, CLEANUP_EVERY_MS);
      timer.unref();
    },
    /** Stops the timer and waits for a cleanup that is running. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}

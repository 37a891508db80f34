import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { confirmationRepository } from './confirmation-repository';
import { resetRepository } from './reset-repository';
import { sessionRepository } from './session-repository';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;
// Longer than any rate-limit window in use (the longest is one hour).
const RATE_LIMIT_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes ended sessions, spent reset and confirmation links and old rate-limit counters. Safe on many servers at once. */
export async function cleanUpAccounts(db: Db, now = new Date()): Promise<void> {
  await sessionRepository(db).deleteExpired(now);
  await resetRepository(db).deleteExpired(now);
  await confirmationRepository(db).deleteExpired(now);
  await rateLimitRepository(db).deleteOlderThan(new Date(now.getTime() - RATE_LIMIT_ROWS_KEPT_MS));
}

/** Runs the cleanup once an hour while the app is up (the timer never keeps the process alive). */
export function startCleanup(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      cleanUpAccounts(db).catch((error: unknown) =>
        app.log.warn({ reason: String(error) }, 'account cleanup failed'),
      );
    }, CLEANUP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

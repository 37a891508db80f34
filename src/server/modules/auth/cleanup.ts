import type { FastifyBaseLogger } from 'fastify';
import { ACTIVITY_KEPT_DAYS } from '../../../domain/accounts/child-profile';
import type { Db } from '../../db/client';
import { hourlyJob, type HourlyJob } from '../../hourly-job';
import { activityRepository } from '../children/activity-repository';
import { rateLimitRepository } from '../rate-limit/rate-limit-repository';
import { confirmationRepository } from './confirmation-repository';
import { resetRepository } from './reset-repository';
import { sessionRepository } from './session-repository';

// Longer than any rate-limit window in use (the longest is one hour).
const RATE_LIMIT_ROWS_KEPT_MS = 24 * 60 * 60 * 1000;
// A child's time on task is shown for 7 days; its rows are kept 30
// (docs/decisions/270-time-on-task.md).
const ACTIVITY_ROWS_KEPT_MS = ACTIVITY_KEPT_DAYS * 24 * 60 * 60 * 1000;

/** Deletes ended sessions, spent reset and confirmation links, old rate-limit counters and old time-on-task rows. Safe on many servers at once. */
async function cleanUpAccounts(db: Db, now = new Date()): Promise<void> {
  await sessionRepository(db).deleteExpired(now);
  await resetRepository(db).deleteExpired(now);
  await confirmationRepository(db).deleteExpired(now);
  await rateLimitRepository(db).deleteOlderThan(new Date(now.getTime() - RATE_LIMIT_ROWS_KEPT_MS));
  await activityRepository(db).deleteOlderThan(new Date(now.getTime() - ACTIVITY_ROWS_KEPT_MS));
}

/** Runs the cleanup once an hour while started. */
export function createAccountCleanup(deps: { db: Db; log: FastifyBaseLogger }): HourlyJob {
  return hourlyJob({ name: 'account cleanup', log: deps.log, run: () => cleanUpAccounts(deps.db) });
}

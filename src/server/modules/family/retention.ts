import type { FastifyBaseLogger } from 'fastify';
import { locales } from '../../../i18n/locales';
import type { Db } from '../../db/client';
import { hourlyJob, type HourlyJob } from '../../hourly-job';
import { retentionWarning } from '../auth/emails';
import { eraseRepository } from '../children/erase-repository';
import type { MailOrigin } from '../mail/outbox-repository';
import { retentionRepository } from './retention-repository';

// Deleted in small transactions, so a year's backlog never holds many rows at once.
const DELETE_BATCH = 200;

export type FamilyRetention = HourlyJob & {
  /** Queues the warnings that are due and deletes the profiles that are due, as of `now`. */
  runOnce(now?: Date): Promise<{ warned: number; deleted: number }>;
};

/**
 * The family retention job (docs/decisions/156-family-retention.md): hourly while the workers run,
 * on any number of servers at once. Warnings go through the outbox (`kick` wakes its worker);
 * deleting a child leaves no row about it (erase-repository.ts).
 */
export function createFamilyRetention(deps: {
  db: Db;
  log: FastifyBaseLogger;
  mailOrigin: () => MailOrigin;
  /** Wakes the mail worker once a warning is queued. */
  kick: () => void;
}): FamilyRetention {
  const repo = retentionRepository(deps.db);
  const erase = eraseRepository(deps.db);

  async function runOnce(now = new Date()): Promise<{ warned: number; deleted: number }> {
    const origin = deps.mailOrigin();
    // One stored warning per language, each to the grown-ups who read it
    // (docs/decisions/315-the-server-says-words-not-text.md).
    let warned = 0;
    for (const locale of locales) {
      warned += await repo.queueWarnings(now, retentionWarning(origin.origin, locale), origin, locale);
    }
    if (warned > 0) deps.kick();
    let deleted = 0;
    for (;;) {
      const due = await repo.dueForDeletion(now, DELETE_BATCH);
      if (due.length === 0) break;
      deleted += (await erase.eraseChildren(due)).userIds.length;
      if (due.length < DELETE_BATCH) break;
    }
    if (warned > 0 || deleted > 0) deps.log.info({ warned, deleted }, 'family retention');
    return { warned, deleted };
  }

  const job = hourlyJob({ name: 'family retention', log: deps.log, run: () => runOnce() });
  return { runOnce, start: job.start, stop: job.stop };
}

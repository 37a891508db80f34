import type { FastifyBaseLogger } from 'fastify';
import { classMessages } from '../../../domain/class-messages';
import type { Db } from '../../db/client';
import { hourlyJob } from '../../hourly-job';
import type { MailOrigin } from '../mail/outbox-repository';
import { classRetentionRepository, type ArchiveWarning } from './retention-repository';

/** The first run waits a little after start, so a restarting fleet does not run it at once. */
const FIRST_RUN_AFTER_MS = 60 * 1000;

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The teacher's warning: what will happen, when, and the link that keeps the class. */
function warningMail(warning: ArchiveWarning, mailOrigin: MailOrigin) {
  const words = classMessages.archiveWarning;
  return {
    subject: words.subject(warning.className),
    text: words.text({
      firstName: warning.teacher.firstName,
      className: warning.className,
      lastUsedOn: dayOf(warning.lastUsedAt),
      archiveOn: dayOf(warning.archiveOn),
      classUrl: `${mailOrigin.origin}/classes/${warning.classId}`,
    }),
    host: mailOrigin.host,
  };
}

export type ClassRetentionRun = { deleted: number; archived: number; warned: number };

/**
 * Class retention (docs/product.md#classes, decision 162), hourly while the workers run: delete
 * classes archived 30 days ago with their children, archive the classes warned 30 days ago and
 * unused since, and warn the teachers of classes unused for 12 months less 30 days (through the
 * outbox). Safe on many servers at once (retention-repository.ts).
 */
export function createClassRetention(deps: {
  db: Db;
  log: FastifyBaseLogger;
  mailOrigin: () => MailOrigin;
  /** Wakes the mail worker once a warning is queued. */
  kick?: () => void;
}) {
  const repo = classRetentionRepository(deps.db);

  async function runOnce(now = new Date()): Promise<ClassRetentionRun> {
    const deleted = await repo.deleteArchived(now);
    const archived = await repo.archiveWarned(now);
    const warned = await repo.warnUnused(now, (warning) => warningMail(warning, deps.mailOrigin()));
    if (warned > 0) deps.kick?.();
    if (deleted + archived + warned > 0)
      deps.log.info({ deleted, archived, warned }, 'class retention');
    return { deleted, archived, warned };
  }

  const job = hourlyJob({
    name: 'class retention',
    log: deps.log,
    run: () => runOnce(),
    firstRunAfterMs: FIRST_RUN_AFTER_MS,
  });
  return { runOnce, start: job.start, stop: job.stop };
}

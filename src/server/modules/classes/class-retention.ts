import type { FastifyBaseLogger } from 'fastify';
import { ARCHIVED_CLASS_KEPT_DAYS } from '../../../domain/accounts/child-profile';
import type { Locale } from '../../../i18n/locales';
import { translatorFor } from '../../i18n/translators';
import { recipientLocale } from '../auth/emails';
import type { Db } from '../../db/client';
import { hourlyJob } from '../../hourly-job';
import type { MailOrigin } from '../mail/outbox-repository';
import { classRetentionRepository, type ArchiveWarning } from './retention-repository';

/** The first run waits a little after start, so a restarting fleet does not run it at once. */
const FIRST_RUN_AFTER_MS = 60 * 1000;

// English keeps its day-month-year ("4 December 2026"); Spanish says "4 de diciembre de 2026".
const dateLocales: Record<Locale, string> = { en: 'en-GB', es: 'es-419' };
const dayOf = (date: Date, locale: Locale) =>
  date.toLocaleDateString(dateLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The teacher's warning: what will happen, when, and the link that keeps the class. */
function warningMail(warning: ArchiveWarning, mailOrigin: MailOrigin) {
  const locale = recipientLocale(warning.teacher);
  const t = translatorFor(locale);
  const className = warning.className;
  return {
    subject: t('email.archive.subject', { className }),
    text: [
      t('email.archive.hello', { firstName: warning.teacher.firstName }),
      t('email.archive.unused', {
        className,
        lastUsedOn: dayOf(warning.lastUsedAt, locale),
        archiveOn: dayOf(warning.archiveOn, locale),
        days: ARCHIVED_CLASS_KEPT_DAYS,
      }),
      t('email.archive.keep', { classUrl: `${mailOrigin.origin}/classes/${warning.classId}` }),
      t('email.archive.finished'),
      t('email.archive.team'),
    ].join('\n\n'),
    host: mailOrigin.host,
  };
}

export type ClassRetentionRun = { deleted: number; archived: number; warned: number };

/**
 * Class retention (docs/product.md#classes, docs/decisions/162-class-retention.md), hourly while
 * the workers run: delete classes archived 30 days ago with their children, archive the classes
 * warned 30 days ago and unused since, and warn the teachers of classes unused for 12 months less
 * 30 days (through the outbox). Safe on many servers at once (retention-repository.ts).
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

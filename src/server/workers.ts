import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { createAccountCleanup } from './modules/auth/cleanup';
import { createClassRetention } from './modules/classes/class-retention';
import { createFamilyRetention } from './modules/family/retention';
import type { MailOrigin } from './modules/mail/outbox-repository';
import { createOutboxWorker, type OutboxWorker } from './modules/mail/outbox-worker';
import type { EndpointPolicy } from './modules/push/endpoint-policy';
import { createReminderScheduler } from './modules/push/reminder-scheduler';
import type { VapidKeys } from './modules/push/vapid';

/**
 * Everything the server does in the background, in one place: the mail outbox worker, the
 * push reminder scheduler, the hourly account cleanup (ended sessions, spent reset links,
 * old rate-limit counters) and the hourly family and class retention jobs
 * (docs/decisions/156-family-retention.md and docs/decisions/162-class-retention.md). Each is safe
 * on many servers at once.
 */
export type Workers = {
  /** Routes that enqueue mail kick it; it sends only once the workers run. */
  outbox: OutboxWorker;
  start(): void;
  /** Finishes the work in flight; what is still queued stays for the next start. */
  stop(): Promise<void>;
};

export function createWorkers(
  deps: AppDeps,
  log: FastifyInstance['log'],
  vapid: () => Promise<VapidKeys>,
  endpointPolicy: EndpointPolicy,
  mailOrigin: () => MailOrigin,
): Workers {
  const { env, database, mailer } = deps;
  const outbox = createOutboxWorker(
    { db: database.db, mailer, log },
    { leaseMs: env.MAIL_LEASE_MS, retryBaseMs: env.MAIL_RETRY_BASE_MS },
  );
  const reminders = createReminderScheduler({ db: database.db, log, vapid, endpointPolicy });
  const cleanup = createAccountCleanup({ db: database.db, log });
  const familyRetention = createFamilyRetention({
    db: database.db,
    log,
    mailOrigin,
    kick: () => outbox.kick(),
  });
  const classRetention = createClassRetention({
    db: database.db,
    log,
    mailOrigin,
    kick: () => outbox.kick(),
  });
  return {
    outbox,
    start() {
      outbox.start();
      reminders.start();
      cleanup.start();
      familyRetention.start();
      classRetention.start();
    },
    async stop() {
      await Promise.all([
        outbox.stop(),
        reminders.stop(),
        cleanup.stop(),
        familyRetention.stop(),
        classRetention.stop(),
      ]);
    },
  };
}

/**
 * Starts the workers once the app is ready and stops them when it closes. preClose runs before
 * every onClose (the one that closes the mailer included): the message in flight finishes and
 * nothing new starts after it.
 */
export function runWorkers(app: FastifyInstance, workers: Workers): void {
  app.addHook('onReady', async () => workers.start());
  app.addHook('preClose', async () => workers.stop());
}

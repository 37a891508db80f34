import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { analyticsRoutes } from '../analytics/analytics-routes';
import { createOutboxWorker } from '../mail/outbox-worker';
import { unsubscribeRoutes } from '../mail/unsubscribe-routes';
import { pushRoutes } from '../push/push-routes';
import { createReminderScheduler } from '../push/reminder-scheduler';
import { loadVapidKeys, type VapidKeys } from '../push/vapid';
import { adminFeedbackRoutes } from './admin-feedback-routes';
import { adminUsersRoutes } from './admin-users-routes';
import { outreachRoutes } from './outreach-routes';

/**
 * The admin area and what it runs on (decision 070): feedback management, outreach mail with
 * its durable queue and unsubscribe, first-party analytics and reminder notifications.
 * Workers start only when asked (main.ts); tests start them explicitly.
 */
export async function adminRoutes(app: FastifyInstance, deps: AppDeps, options: { startWorkers: boolean }): Promise<void> {
  const { env, database, mailer } = deps;
  const outboxWorker = createOutboxWorker(
    { db: database.db, mailer, log: app.log },
    { leaseMs: env.MAIL_LEASE_MS, retryBaseMs: env.MAIL_RETRY_BASE_MS },
  );
  let vapidKeys: Promise<VapidKeys> | null = null;
  const vapid = () => {
    vapidKeys ??= loadVapidKeys(env, database.db).catch((error: unknown) => {
      vapidKeys = null;
      throw error;
    });
    return vapidKeys;
  };
  const reminders = createReminderScheduler({ db: database.db, log: app.log, vapid });

  await adminFeedbackRoutes(app, deps);
  await adminUsersRoutes(app, deps);
  await outreachRoutes(app, deps, outboxWorker);
  await unsubscribeRoutes(app, deps);
  await analyticsRoutes(app, deps);
  await pushRoutes(app, deps, vapid);

  if (options.startWorkers) {
    app.addHook('onReady', async () => {
      outboxWorker.start();
      reminders.start();
    });
    // preClose runs before every onClose (the root's closes the mailer and, after this plugin's
    // hooks, the database is closed by main.ts): the message in flight finishes, the rest of the
    // claim goes back to the queue.
    app.addHook('preClose', async () => {
      await Promise.all([outboxWorker.stop(), reminders.stop()]);
    });
  }
}

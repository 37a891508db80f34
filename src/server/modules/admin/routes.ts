import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { adminAnalyticsRoutes, analyticsRoutes } from '../analytics/analytics-routes';
import { adminOnly } from '../auth/guards';
import { createOutboxWorker } from '../mail/outbox-worker';
import { unsubscribeRoutes } from '../mail/unsubscribe-routes';
import { systemResolver } from '../push/endpoint-policy';
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
  // A test's push receiver listens on loopback http: allowed in NODE_ENV=test only (decision 114).
  const endpointPolicy = { allowLoopbackHttp: env.NODE_ENV === 'test', resolve: systemResolver };
  const reminders = createReminderScheduler({ db: database.db, log: app.log, vapid, endpointPolicy });

  // Admin-only routes share a scope whose hook refuses everyone else first (decision 111).
  await app.register(async (admin) => {
    admin.addHook('onRequest', adminOnly);
    await adminFeedbackRoutes(admin, deps);
    await adminUsersRoutes(admin, deps);
    await outreachRoutes(admin, deps, outboxWorker);
    await adminAnalyticsRoutes(admin, deps);
  });
  await unsubscribeRoutes(app, deps);
  await analyticsRoutes(app, deps);
  await pushRoutes(app, deps, vapid, endpointPolicy);

  if (options.startWorkers) {
    app.addHook('onReady', async () => {
      outboxWorker.start();
      reminders.start();
    });
    // preClose runs before every onClose (the root's onClose, which closes the mailer, runs
    // before its children's): the message in flight finishes and nothing new starts after it.
    // What is still queued stays in the durable outbox for the next start or another server.
    app.addHook('preClose', async () => {
      await Promise.all([outboxWorker.stop(), reminders.stop()]);
    });
  }
}

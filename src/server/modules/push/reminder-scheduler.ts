import type { FastifyBaseLogger } from 'fastify';
import { defaultLocale, type Locale } from '../../../i18n/locales';
import { translatorFor } from '../../i18n/translators';
import type { Db } from '../../db/client';
import { pushRepository } from './push-repository';
import type { EndpointPolicy } from './endpoint-policy';
import { sendPush } from './push-sender';
import type { VapidKeys } from './vapid';

const REMINDER_TAG = 'ada-reminder';
const REMINDER_POLL_MS = 60 * 1000;

/** docs/product.md#reminders: the reminder has a tag and icon /icon-192.png. */
const reminderPayload = (locale: Locale) => ({
  title: translatorFor(locale)('server.reminders.pushTitle'),
  body: translatorFor(locale)('server.reminders.pushBody'),
  tag: REMINDER_TAG,
  icon: '/icon-192.png',
  url: '/learn',
});

export type ReminderScheduler = {
  start(): void;
  stop(): Promise<void>;
  /** Sends every reminder that is due now; returns how many were handled. */
  runOnce(): Promise<number>;
};

export function createReminderScheduler(
  deps: { db: Db; log: FastifyBaseLogger; vapid: () => Promise<VapidKeys>; endpointPolicy: EndpointPolicy },
  options: { pollMs?: number; claimSize?: number } = {},
): ReminderScheduler {
  const repo = pushRepository(deps.db);
  const pollMs = options.pollMs ?? REMINDER_POLL_MS;
  const claimSize = options.claimSize ?? 50;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: Promise<unknown> | null = null;
  let running = false;
  let stopRequested = false;

  async function runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const due = await repo.claimDue(claimSize);
      if (due.length === 0) return handled;
      const vapid = await deps.vapid();
      const localeOf = await repo.localesOf(due.map((subscription) => subscription.userId));
      for (const subscription of due) {
        const locale = localeOf.get(subscription.userId) ?? defaultLocale;
        const result = await sendPush(subscription, reminderPayload(locale), vapid, deps.endpointPolicy);
        if (result.outcome === 'gone') await repo.removeById(subscription.id);
        if (result.outcome === 'refused') {
          // It points inside (or was stored before the rules): never sent, never tried again.
          await repo.removeById(subscription.id);
          deps.log.warn({ subscriptionId: subscription.id, reason: result.reason }, 'reminder push refused: endpoint removed');
        }
        if (result.outcome === 'failed') deps.log.warn({ subscriptionId: subscription.id, status: result.status, reason: result.reason }, 'reminder push failed');
        handled++;
      }
      if (stopRequested) return handled;
    }
  }

  const tick = () => {
    timer = null;
    current = runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'reminders: could not process'))
      .finally(() => {
        current = null;
        if (running && !stopRequested) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    start() {
      if (running) return;
      running = true;
      stopRequested = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (!running) return;
      stopRequested = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
      running = false;
    },
    runOnce,
  };
}

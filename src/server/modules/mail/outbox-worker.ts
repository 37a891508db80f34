import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from './mailer';
import { outboxRepository, type OutboxRow } from './outbox-repository';
import { composeFor, type StoredMessage } from './outreach-message';

export type OutboxWorkerOptions = {
  /** How often an idle worker looks for due mail (a kick after an enqueue wakes it at once). */
  pollMs?: number;
  /** How many messages one claim takes. They are sent one after another. */
  claimSize?: number;
  /** A 'sending' message older than this is taken over by any worker (its sender died). */
  leaseMs: number;
  /** First retry delay; doubles with each failed attempt, capped at maxRetryMs. */
  retryBaseMs: number;
  maxRetryMs?: number;
  /** Tries before a message is marked failed for good. */
  maxAttempts?: number;
};

export type OutboxWorker = {
  start(): void;
  /** Stops polling, finishes the message in flight, hands the rest of its claim back. */
  stop(): Promise<void>;
  /** Wakes an idle worker now (called right after an enqueue). */
  kick(): void;
  /** Claims and sends until nothing is due; returns how many messages it handled. */
  drain(): Promise<number>;
};

const MAIL_DEFAULTS = {
  pollMs: 500,
  claimSize: 10,
  maxRetryMs: 60 * 60 * 1000,
  maxAttempts: 8,
} as const;

/** Exponential backoff: base × 2^(attempt-1), capped. */
export const retryDelayMs = (attempt: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));

/**
 * docs/product.md#outbox: the durable mail queue's worker. Every message is claimed (status 'sending'),
 * composed from its stored message and the recipient's unsubscribe token
 * (docs/decisions/091-outbox-stores-each-message-once.md), sent with the Message-ID stored on its
 * row, then marked 'sent' on its own, so a crash can repeat at most the one message that was in
 * flight. Failures retry with backoff.
 */
export function createOutboxWorker(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  options: OutboxWorkerOptions,
): OutboxWorker {
  const repo = outboxRepository(deps.db);
  const pollMs = options.pollMs ?? MAIL_DEFAULTS.pollMs;
  const claimSize = options.claimSize ?? MAIL_DEFAULTS.claimSize;
  const maxRetryMs = options.maxRetryMs ?? MAIL_DEFAULTS.maxRetryMs;
  const maxAttempts = options.maxAttempts ?? MAIL_DEFAULTS.maxAttempts;

  let running = false;
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let kicked = false;

  async function deliver(row: OutboxRow, message: StoredMessage | undefined): Promise<void> {
    if (!message) {
      // Only if the message was deleted (with its rows) after this claim: nothing left to send.
      await repo.markSkipped(row.id, 'the message no longer exists');
      return;
    }
    const recipient = await repo.recipient(row.userId);
    // Outreach (it carries an unsubscribe link) goes only to those who did not unsubscribe; a
    // notice about their own data (a retention warning, docs/decisions/156-family-retention.md)
    // goes to whoever still exists.
    const outreach = message.oneClickUrl !== null;
    if (!recipient || (outreach && recipient.unsubscribed)) {
      await repo.markSkipped(row.id, 'recipient unsubscribed or no longer exists');
      return;
    }
    const { subject, text, headers } = composeFor(message, recipient.token);
    try {
      await deps.mailer.send({ to: row.toEmail, subject, text, headers, messageId: row.messageId });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= maxAttempts;
      deps.log.warn(
        { outboxId: row.id, attempt: row.attempts, giveUp },
        `mail send failed: ${reason}`,
      );
      await repo.markAttemptFailed(
        row.id,
        reason,
        giveUp ? null : retryDelayMs(row.attempts, options.retryBaseMs, maxRetryMs),
      );
      return;
    }
    await repo.markSent(row.id);
  }

  /** One claim: sends each claimed message in turn; returns how many it claimed. */
  async function runOnce(): Promise<number> {
    const claimed = await repo.claim(claimSize, options.leaseMs);
    // The words are stored once per message
    // (docs/decisions/091-outbox-stores-each-message-once.md): one read serves the whole claim.
    const messages = await repo.messages(claimed.map((row) => row.mailMessageId));
    for (let i = 0; i < claimed.length; i++) {
      if (stopping) {
        await repo.release(claimed.slice(i).map((row) => row.id));
        break;
      }
      const row = claimed[i]!;
      await deliver(row, messages.get(row.mailMessageId));
    }
    return claimed.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await runOnce();
      total += handled;
      if (handled === 0 || stopping) return total;
    }
  }

  const idle = () =>
    new Promise<void>((resolve) => {
      if (kicked || stopping) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function run(): Promise<void> {
    while (!stopping) {
      kicked = false;
      try {
        await drain();
      } catch (error) {
        // The database may be briefly unreachable: log, wait for the next poll, go on.
        if (!stopping) deps.log.error({ err: error }, 'mail queue: could not process');
      }
      await idle();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loop = run();
    },
    async stop() {
      if (!running) return;
      stopping = true;
      wake?.();
      await loop;
      running = false;
      loop = null;
    },
    kick() {
      kicked = true;
      wake?.();
    },
    drain,
  };
}

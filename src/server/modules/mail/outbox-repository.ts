import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailBatches, mailOutbox, users } from '../../db/schema/index';
import { adminMessages } from '../../../domain/admin-messages';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type BatchProgress = {
  id: number;
  subject: string;
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  createdAt: Date;
};

/** Where a message to an outreach recipient points and which Message-ID domain it uses. */
export type MailOrigin = { origin: string; host: string };

const TOKEN_SLOT = '\u0000';
const ms = (value: number) => sql`(${value}::int * interval '1 millisecond')`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The outreach message as it goes out: the admin's text, then a footer with the recipient's
 * own unsubscribe link, and RFC 8058 one-click headers. Built in SQL (INSERT ... SELECT) so a
 * bulk send to 100,000 users never brings their ids into the server's memory.
 */
function outreachColumns(input: { subject: string; message: string } & MailOrigin) {
  // Tokens are base64url (no characters that need escaping), so they go into the URL as is.
  const [footerStart, footerEnd] = adminMessages.unsubscribe.footer(`${input.origin}/unsubscribe?token=${TOKEN_SLOT}`).split(TOKEN_SLOT);
  const body = `${input.message.trimEnd()}\n\n-- \n${footerStart}`;
  return sql`
    u.id,
    u.email,
    ${input.subject}::text,
    ${body}::text || u.unsubscribe_token || ${footerEnd ?? ''}::text,
    jsonb_build_object(
      'List-Unsubscribe', '<' || ${`${input.origin}/api/unsubscribe/one-click?token=`}::text || u.unsubscribe_token || '>',
      'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'
    ),
    '<' || gen_random_uuid()::text || '@' || ${input.host}::text || '>'`;
}

export const outboxRepository = (db: Db) => ({
  /** One message to one user, unless they unsubscribed. Returns how many were queued (0 or 1). */
  async enqueueToUser(input: { userId: number; subject: string; message: string } & MailOrigin): Promise<number> {
    const result = await db.execute(sql`
      with ins as (
        insert into mail_outbox (user_id, to_email, subject, text, headers, message_id)
        select ${outreachColumns(input)}
        from users u
        where u.id = ${input.userId}::int and u.email <> '' and u.unsubscribed_at is null
        returning 1
      )
      select count(*)::int as n from ins`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  },

  /**
   * DESIGN §5: a batch row plus one outbox row per active recipient (email, points > 0, not
   * unsubscribed), optionally limited to `userIds`. Nothing is created when nobody qualifies.
   */
  async enqueueBulk(
    input: { subject: string; message: string; createdBy: number; userIds?: number[] } & MailOrigin,
  ): Promise<{ batchId: number | null; queued: number }> {
    return db.transaction(async (tx) => {
      const [batch] = await tx
        .insert(mailBatches)
        .values({ subject: input.subject, createdBy: input.createdBy, total: 0 })
        .returning({ id: mailBatches.id });
      const batchId = batch!.id;
      const onlyThese = input.userIds ? sql`and u.id = any(${`{${input.userIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])` : sql``;
      const result = await tx.execute(sql`
        with ins as (
          insert into mail_outbox (batch_id, user_id, to_email, subject, text, headers, message_id)
          select ${batchId}::int, ${outreachColumns(input)}
          from users u
          where u.email <> '' and u.points > 0 and u.unsubscribed_at is null ${onlyThese}
          order by u.id
          returning 1
        )
        select count(*)::int as n from ins`);
      const queued = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
      if (queued === 0) {
        await tx.delete(mailBatches).where(eq(mailBatches.id, batchId));
        return { batchId: null, queued: 0 };
      }
      await tx.update(mailBatches).set({ total: queued }).where(eq(mailBatches.id, batchId));
      return { batchId, queued };
    });
  },

  /**
   * Claims up to `limit` due messages for this worker: queued ones whose time has come, and
   * 'sending' ones whose lease ran out (their worker died mid-send). FOR UPDATE SKIP LOCKED lets
   * any number of servers claim at once without taking the same row.
   */
  async claim(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    const stale = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, sql`now() - ${ms(leaseMs)}`)))
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const reclaimed = await db
      .update(mailOutbox)
      .set({ claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, stale))
      .returning();
    if (reclaimed.length >= limit) return reclaimed;
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), sql`${mailOutbox.nextAttemptAt} <= now()`))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit - reclaimed.length)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return [...reclaimed, ...claimed].sort((a, b) => a.id - b.id);
  },

  /** Whether the recipient still wants outreach mail (checked again right before sending). */
  async recipientWantsMail(userId: number | null): Promise<boolean> {
    if (userId === null) return false;
    const [row] = await db
      .select({ unsubscribedAt: users.unsubscribedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row !== undefined && row.unsubscribedAt === null;
  },

  async markSent(id: number): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  },

  async markSkipped(id: number, reason: string): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'skipped', lastError: reason })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  },

  /** A failed try: back to the queue after `retryInMs`, or failed for good when null. */
  async markAttemptFailed(id: number, error: string, retryInMs: number | null): Promise<void> {
    await db
      .update(mailOutbox)
      .set(
        retryInMs === null
          ? { status: 'failed', lastError: error.slice(0, 1000) }
          : { status: 'queued', claimedAt: null, lastError: error.slice(0, 1000), nextAttemptAt: sql`now() + ${ms(retryInMs)}` },
      )
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  },

  /** Hands claimed-but-unsent messages back (clean shutdown), so no lease has to run out. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ status: 'queued', claimedAt: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending')));
  },

  /** The newest batches with how many of their messages are in each state. */
  async batches(limit = 20): Promise<BatchProgress[]> {
    // Only the newest batches are counted: old ones never slow the page down.
    const recent = db.select().from(mailBatches).orderBy(desc(mailBatches.id)).limit(limit).as('recent');
    const count = (status: OutboxRow['status']) =>
      sql<number>`(count(${mailOutbox.id}) filter (where ${mailOutbox.status} = ${status}))::int`;
    const rows = await db
      .select({
        id: recent.id,
        subject: recent.subject,
        total: recent.total,
        createdAt: recent.createdAt,
        queued: count('queued'),
        sending: count('sending'),
        sent: count('sent'),
        failed: count('failed'),
        skipped: count('skipped'),
      })
      .from(recent)
      .leftJoin(mailOutbox, eq(mailOutbox.batchId, recent.id))
      .groupBy(recent.id, recent.subject, recent.total, recent.createdAt)
      .orderBy(desc(recent.id));
    return rows.map((r) => ({
      ...r,
      queued: Number(r.queued),
      sending: Number(r.sending),
      sent: Number(r.sent),
      failed: Number(r.failed),
      skipped: Number(r.skipped),
    }));
  },
});

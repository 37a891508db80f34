import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailBatches, mailMessages, mailOutbox, users } from '../../db/schema/index';
import type { BatchProgress } from '../../../domain/api/admin-api';
import { defaultLocale, locales } from '../../../i18n/locales';
import { outreachMessage, type StoredMessage } from './outreach-message';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Where a message to an outreach recipient points and which Message-ID domain it uses. */
export type MailOrigin = { origin: string; host: string };

const ms = (value: number) => sql`(${value}::int * interval '1 millisecond')`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A Message-ID made once per recipient at enqueue, so a repeated send is recognisable. */
export const newMessageId = (host: string) =>
  sql`'<' || gen_random_uuid()::text || '@' || ${host}::text || '>'`;

/**
 * docs/product.md#outreach-email: who outreach may go to. Grown-ups' accounts only (a child has no
 * email and gets none, docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md), not
 * unsubscribed, and active: more than 0 points of their own or in a child of their family. One
 * condition on `users`, for the bulk send and its count.
 */
export const activeRecipientSql = sql`${users.kind} <> 'child' and ${users.email} <> ''
  and ${users.unsubscribedAt} is null
  and (${users.points} > 0 or exists (
    select 1 from users c
    where c.family_owner_id = ${users.id} and c.kind = 'child' and c.points > 0))`;

// The language of a person's emails in SQL, for the jobs and batches that pick recipients in the
// database (emails.ts recipientLocale is the same rule in code): their `locale`, else English.
// The users table has the column from migration 0011; before it, everyone reads English.
/** `column`: the users row's locale column as written in the query (e.g. sql`o.locale`). */
export function recipientLocaleSql(column: SQL): SQL<string> {
  if (!('locale' in users)) return sql<string>`${defaultLocale}::text`;
  const ours = sql.join(
    locales.map((locale) => sql`${locale}::text`),
    sql`, `,
  );
  return sql<string>`(case when ${column} in (${ours}) then ${column} else ${defaultLocale}::text end)`;
}

export const outboxRepository = (db: Db) => ({
  /**
   * One message to one user, unless they have no email (a child:
   * docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md) or unsubscribed. Returns
   * how many were queued (0 or 1); the message is stored only when it is queued (one statement).
   */
  async enqueueToUser(
    input: { userId: number; subject: string; message: string } & MailOrigin,
  ): Promise<number> {
    // The footer in the recipient's language: the message of their language is the one stored.
    const byLocale = locales.map((locale) => ({ locale, m: outreachMessage(input, locale) }));
    const pick = (field: keyof StoredMessage) =>
      sql`(case recipient.locale ${sql.join(
        byLocale.map(({ locale, m }) => sql`when ${locale}::text then ${m[field]}::text`),
        sql` `,
      )} end)`;
    const result = await db.execute(sql`
      with recipient as (
        select u.id, u.email, ${recipientLocaleSql(sql`u.locale`)} as locale from users u
        where u.id = ${input.userId}::int and u.email <> '' and u.unsubscribed_at is null
      ), message as (
        insert into mail_messages (subject, text, text_after_token, one_click_url)
        select ${pick('subject')}, ${pick('text')}, ${pick('textAfterToken')}, ${pick('oneClickUrl')} from recipient
        returning id
      ), ins as (
        insert into mail_outbox (mail_message_id, user_id, to_email, message_id)
        select message.id, recipient.id, recipient.email, ${newMessageId(input.host)}
        from message, recipient
        returning 1
      )
      select count(*)::int as n from ins`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  },

  /**
   * A notice about the recipient's own account or class (a retention warning): its own message,
   * complete (no unsubscribe link: `textAfterToken` and `oneClickUrl` null, so the worker sends
   * it whether or not the recipient unsubscribed from outreach), and one outbox row. Inside the
   * caller's transaction when given one, so it is queued exactly when the caller's change is kept.
   */
  async enqueueNotice(input: {
    userId: number;
    toEmail: string;
    subject: string;
    text: string;
    host: string;
  }): Promise<void> {
    const [message] = await db
      .insert(mailMessages)
      .values({ subject: input.subject, text: input.text, textAfterToken: null, oneClickUrl: null })
      .returning({ id: mailMessages.id });
    await db.insert(mailOutbox).values({
      mailMessageId: message!.id,
      userId: input.userId,
      toEmail: input.toEmail,
      messageId: sql`${newMessageId(input.host)}`,
    });
  },

  /**
   * docs/product.md#outbox: a batch, its message (stored once,
   * docs/decisions/091-outbox-stores-each-message-once.md) and one outbox row per active recipient
   * (activeRecipientSql), optionally limited to `userIds`. The rows are made by INSERT ... SELECT,
   * so 100,000 ids never reach the server's memory. Nothing is kept when nobody qualifies.
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
      // One stored message per language (its footer's); each recipient gets their language's.
      const stored = await tx
        .insert(mailMessages)
        .values(locales.map((locale) => outreachMessage(input, locale)))
        .returning({ id: mailMessages.id });
      const messageIds = stored.map((row) => row.id);
      const messageOf = sql`(case ${recipientLocaleSql(sql`users.locale`)} ${sql.join(
        locales.map((locale, index) => sql`when ${locale}::text then ${messageIds[index]}::int`),
        sql` `,
      )} end)`;
      const onlyThese = input.userIds
        ? sql`and users.id = any(${`{${input.userIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`
        : sql``;
      const result = await tx.execute(sql`
        with ins as (
          insert into mail_outbox (batch_id, mail_message_id, user_id, to_email, message_id)
          select ${batchId}::int, ${messageOf}, users.id, users.email, ${newMessageId(input.host)}
          from users
          where ${activeRecipientSql} ${onlyThese}
          order by users.id
          returning 1
        )
        select count(*)::int as n from ins`);
      const queued = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
      if (queued === 0) {
        await tx.delete(mailBatches).where(eq(mailBatches.id, batchId));
        await tx.delete(mailMessages).where(inArray(mailMessages.id, messageIds));
        return { batchId: null, queued: 0 };
      }
      // A language nobody in the batch reads keeps no message.
      await tx.execute(sql`
        delete from mail_messages m
        where m.id = any(${`{${messageIds.join(',')}}`}::int[])
          and not exists (select 1 from mail_outbox o where o.mail_message_id = m.id)`);
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
      .where(
        and(
          eq(mailOutbox.status, 'sending'),
          lt(mailOutbox.claimedAt, sql`now() - ${ms(leaseMs)}`),
        ),
      )
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

  /** The stored messages the claimed rows refer to, by id (usually one: a batch shares it). */
  async messages(ids: number[]): Promise<Map<number, StoredMessage>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: mailMessages.id,
        subject: mailMessages.subject,
        text: mailMessages.text,
        textAfterToken: mailMessages.textAfterToken,
        oneClickUrl: mailMessages.oneClickUrl,
      })
      .from(mailMessages)
      .where(inArray(mailMessages.id, [...new Set(ids)]));
    return new Map(rows.map(({ id, ...message }) => [id, message]));
  },

  /**
   * Checked right before sending: the recipient's current unsubscribe token (it goes into their
   * copy, docs/decisions/091-outbox-stores-each-message-once.md) and whether they unsubscribed, or
   * null when they no longer exist.
   */
  async recipient(userId: number | null): Promise<{ token: string; unsubscribed: boolean } | null> {
    if (userId === null) return null;
    const [row] = await db
      .select({ token: users.unsubscribeToken, unsubscribedAt: users.unsubscribedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row ? { token: row.token, unsubscribed: row.unsubscribedAt !== null } : null;
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
          : {
              status: 'queued',
              claimedAt: null,
              lastError: error.slice(0, 1000),
              nextAttemptAt: sql`now() + ${ms(retryInMs)}`,
            },
      )
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
  },

  /** Hands claimed-but-unsent messages back (clean shutdown), so no lease has to run out. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(mailOutbox)
      .set({
        status: 'queued',
        claimedAt: null,
        attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
      })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, 'sending')));
  },

  /** The newest batches with how many of their messages are in each state. */
  async batches(limit = 20): Promise<BatchProgress[]> {
    // Only the newest batches are counted: old ones never slow the page down.
    const recent = db
      .select()
      .from(mailBatches)
      .orderBy(desc(mailBatches.id))
      .limit(limit)
      .as('recent');
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

// Family profiles unused for 12 months are deleted, after a warning to their grown-up 30 days
// before (docs/product.md#accounts-and-children, docs/decisions/156-family-retention.md). "Unused"
// counts from the last request of the child's session (users.last_active_at, touched hourly), or
// from when the profile was made if it never had one. Activity clears a warning
// (session-repository.ts).
import { sql } from 'drizzle-orm';
import { FAMILY_PROFILE_KEPT_MONTHS, RETENTION_WARNING_DAYS } from '../../../domain/accounts/child-profile';
import { defaultLocale, type Locale } from '../../../i18n/locales';
import type { Db } from '../../db/client';
import { mailMessages, mailOutbox, users } from '../../db/schema/index';
import { newMessageId, recipientLocaleSql, type MailOrigin } from '../mail/outbox-repository';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const keptFor = sql`make_interval(months => ${FAMILY_PROFILE_KEPT_MONTHS}::int)`;
const warnedFor = sql`make_interval(days => ${RETENTION_WARNING_DAYS}::int)`;
/** When a family child was last used (or made, if never). */
const lastUsed = sql`coalesce(c.last_active_at, c.created_at)`;
const familyChild = sql`c.kind = 'child' and c.family_owner_id is not null`;
/** The language of a grown-up's emails (emails.ts recipientLocale). */
const ownerLocale = recipientLocaleSql(sql`o.locale`);

export const retentionRepository = (db: Db) => ({
  /**
   * One statement, safe on many servers at once: locks (SKIP LOCKED) each grown-up with a
   * child unused for 11 months and not yet warned, marks those children warned, stores the
   * warning once and queues one copy to each grown-up. A second run at the same moment skips
   * the locked grown-ups, and finds the children already marked once the first commits, so each
   * warning is queued once. Returns how many grown-ups were warned.
   */
  async queueWarnings(
    now: Date,
    message: { subject: string; text: string },
    origin: MailOrigin,
    /** Only the grown-ups who read this language (the message is in it). */
    locale: Locale = defaultLocale,
  ): Promise<number> {
    const due = sql`${familyChild} and c.retention_warned_at is null
      and ${lastUsed} <= ${now}::timestamptz - ${keptFor} + ${warnedFor}`;
    const result = await db.execute(sql`
      with owners as (
        select o.id, o.email from ${users} o
        where o.kind <> 'child' and o.email <> '' and ${ownerLocale} = ${locale}::text
          and exists (select 1 from ${users} c where c.family_owner_id = o.id and ${due})
        for update of o skip locked
      ), warned as (
        update ${users} c set retention_warned_at = ${now}::timestamptz
        from owners
        where c.family_owner_id = owners.id and ${due}
        returning c.family_owner_id
      ), message as (
        insert into ${mailMessages} (subject, text, text_after_token, one_click_url)
        select ${message.subject}::text, ${message.text}::text, null, null
        where exists (select 1 from warned)
        returning id
      ), queued as (
        insert into ${mailOutbox} (mail_message_id, user_id, to_email, message_id)
        select message.id, owners.id, owners.email, ${newMessageId(origin.host)}
        from message, owners
        where owners.id in (select family_owner_id from warned)
        returning 1
      )
      select count(*)::int as n from queued`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  },

  /**
   * Family children unused for 12 months whose grown-up was warned at least 30 days ago: at
   * most `limit` of them, for the erase that follows.
   */
  async dueForDeletion(now: Date, limit: number): Promise<number[]> {
    const result = await db.execute(sql`
      select c.id from ${users} c
      where ${familyChild}
        and ${lastUsed} <= ${now}::timestamptz - ${keptFor}
        and c.retention_warned_at <= ${now}::timestamptz - ${warnedFor}
      order by c.id
      limit ${limit}::int`);
    return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  },
});

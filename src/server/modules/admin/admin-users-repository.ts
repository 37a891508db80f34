import { and, count, desc, eq, ilike, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { OutreachUser } from '../../../domain/api/admin-api';
import { activeRecipientSql } from '../mail/outbox-repository';

const fields = {
  id: users.id,
  // Only accounts are listed: a child has no email
  // (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
  email: sql<string>`${users.email}`,
  displayName: users.displayName,
  points: users.points,
  createdAt: users.createdAt,
  avatarId: users.avatarId,
  unsubscribed: sql<boolean>`${users.unsubscribedAt} is not null`,
};

/** LIKE wildcards typed by the admin are matched literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An account someone signs in to: never a child's profile
 * (docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md).
 */
const isAccount = and(isNotNull(users.email), ne(users.kind, 'child'));

export const adminUsersRepository = (db: Db) => ({
  /** Newest first, keyset-paginated by id; `search` matches email or name, case-insensitive. */
  async page(options: {
    search?: string;
    before?: number;
    limit: number;
  }): Promise<{ items: OutreachUser[]; nextCursor: number | null }> {
    const search = options.search?.trim();
    const pattern = search ? likePattern(search) : null;
    const rows = await db
      .select(fields)
      .from(users)
      .where(
        and(
          isAccount,
          pattern ? or(ilike(users.email, pattern), ilike(users.displayName, pattern)) : undefined,
          options.before ? lt(users.id, options.before) : undefined,
        ),
      )
      .orderBy(desc(users.id))
      .limit(options.limit + 1);
    const items = rows
      .slice(0, options.limit)
      .map((row) => ({ ...row, unsubscribed: Boolean(row.unsubscribed) }));
    const nextCursor = rows.length > options.limit ? (items[items.length - 1]?.id ?? null) : null;
    return { items, nextCursor };
  },

  async byId(id: number): Promise<OutreachUser | null> {
    const [row] = await db
      .select(fields)
      .from(users)
      .where(and(eq(users.id, id), isAccount));
    return row ? { ...row, unsubscribed: Boolean(row.unsubscribed) } : null;
  },

  async countActiveRecipients(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(activeRecipientSql);
    return Number(row?.n ?? 0);
  },
});

import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/index';
import type { FeedbackItem, FeedbackStatus } from '../../../domain/api/admin-api';

// A feedback item as the admin API lists it, camelCase (docs/product/api.md#admin).
const readFields = {
  id: feedback.id,
  subject: feedback.subject,
  feedbackType: feedback.feedbackType,
  rating: feedback.rating,
  message: feedback.message,
  submittedAt: feedback.submittedAt,
  resolved: feedback.resolved,
  userId: feedback.userId,
  email: feedback.email,
  pageUrl: feedback.pageUrl,
  adminNotes: feedback.adminNotes,
};

const statusFilter = (status: FeedbackStatus): SQL | undefined =>
  status === 'all' ? undefined : eq(feedback.resolved, status === 'resolved');

export const adminFeedbackRepository = (db: Db) => ({
  /**
   * Newest first, keyset-paginated: `before` is the last id of the previous page. Served by
   * feedback_resolved_id_idx (resolved, id) or the primary key, so a page costs the same at
   * row 100,000 as at row 1.
   */
  async page(options: { status: FeedbackStatus; before?: number; limit: number }): Promise<{ items: FeedbackItem[]; nextCursor: number | null }> {
    const rows = await db
      .select(readFields)
      .from(feedback)
      .where(and(statusFilter(options.status), options.before ? lt(feedback.id, options.before) : undefined))
      .orderBy(desc(feedback.id))
      .limit(options.limit + 1);
    const items = rows.slice(0, options.limit);
    const nextCursor = rows.length > options.limit ? (items[items.length - 1]?.id ?? null) : null;
    return { items, nextCursor };
  },

  async count(status: FeedbackStatus): Promise<number> {
    const [row] = await db.select({ n: count() }).from(feedback).where(statusFilter(status));
    return Number(row?.n ?? 0);
  },

  async update(id: number, changes: { resolved?: boolean; adminNotes?: string | null }): Promise<FeedbackItem | null> {
    const [row] = await db.update(feedback).set(changes).where(eq(feedback.id, id)).returning(readFields);
    return row ?? null;
  },
});

import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/index';

export type NewFeedback = {
  userId: number | null;
  email: string | null;
  rating: number | null;
  feedbackType: string;
  subject: string;
  message: string;
  pageUrl: string | null;
  userAgent: string | null;
};

export const feedbackRepository = (db: Db) => ({
  async insert(item: NewFeedback): Promise<{ id: number }> {
    const [row] = await db.insert(feedback).values(item).returning({ id: feedback.id });
    if (!row) throw new Error('feedback insert returned no row');
    return row;
  },
});

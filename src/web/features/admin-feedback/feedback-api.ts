// The admin feedback endpoints: each fetcher next to its query options and hook. Types come
// from the server's response schemas (src/domain/api/admin-api.ts).
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api';
import type { feedbackItem, feedbackPage, FeedbackStatus } from '../../../domain/api/admin-api';
import type { Json } from '../../../domain/api/common-api';

export type { FeedbackStatus };
export type FeedbackItem = Json<typeof feedbackItem>;
export type FeedbackPage = Json<typeof feedbackPage>;

const FEEDBACK_KEY = '/api/feedback';
const PAGE_SIZE = 50;

/** GET /api/feedback: one page, newest first; `before` is the previous page's `nextCursor`. */
const getFeedbackPage = (status: FeedbackStatus, before: number | null) =>
  apiGet<FeedbackPage>(
    `${FEEDBACK_KEY}?status=${status}&limit=${PAGE_SIZE}${before ? `&before=${before}` : ''}`,
  );

const feedbackPagesQueryOptions = (status: FeedbackStatus) =>
  infiniteQueryOptions({
    queryKey: [FEEDBACK_KEY, status],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => getFeedbackPage(status, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });

export const useFeedbackPages = (status: FeedbackStatus) =>
  useInfiniteQuery(feedbackPagesQueryOptions(status));

export type FeedbackChanges = { resolved?: boolean; adminNotes?: string | null };

/** PATCH /api/feedback/:id: resolve or annotate; the answer is the item as stored. */
const patchFeedback = (id: number, changes: FeedbackChanges) =>
  apiRequest<FeedbackItem>('PATCH', `${FEEDBACK_KEY}/${id}`, changes);

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number } & FeedbackChanges) => patchFeedback(id, changes),
    // Counts and filters change: every filtered list is fetched again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_KEY] }),
  });
}

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api';
import type {
  FeedbackItem as ServerFeedbackItem,
  FeedbackStatus,
  Json,
} from '../../../domain/admin-api';

export type { FeedbackStatus };
export type FeedbackItem = Json<ServerFeedbackItem>;

export type FeedbackPage = { items: FeedbackItem[]; total: number; nextCursor: number | null };

const FEEDBACK_KEY = '/api/feedback';
const PAGE_SIZE = 50;

export function useFeedbackPages(status: FeedbackStatus) {
  return useInfiniteQuery({
    queryKey: [FEEDBACK_KEY, status],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      apiGet<FeedbackPage>(
        `${FEEDBACK_KEY}?status=${status}&limit=${PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...changes
    }: {
      id: number;
      resolved?: boolean;
      adminNotes?: string | null;
    }) => apiRequest<FeedbackItem>('PATCH', `${FEEDBACK_KEY}/${id}`, changes),
    // Counts and filters change: every filtered list is fetched again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FEEDBACK_KEY] }),
  });
}

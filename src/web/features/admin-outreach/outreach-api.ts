// The outreach endpoints: each fetcher next to its query options and hook. Types come from the
// server's response schemas (src/domain/api/admin-api.ts).
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api';
import type {
  activeRecipients,
  batchList,
  batchProgress,
  outreachUser,
  outreachUserPage,
  SendEmailAnswer,
} from '../../../domain/api/admin-api';
import type { Json } from '../../../domain/api/common-api';

export type OutreachUser = Json<typeof outreachUser>;
export type MailBatch = Json<typeof batchProgress>;

const USERS_KEY = '/api/admin/users';
const BATCHES_KEY = '/api/admin/mail-batches';
const RECIPIENTS_KEY = '/api/admin/active-recipients';

/** GET /api/admin/users: one page, newest first, matching `search` (email or name). */
function getOutreachUsers(search: string, before: number | null) {
  const params = new URLSearchParams({ limit: '50' });
  if (search) params.set('search', search);
  if (before) params.set('before', String(before));
  return apiGet<Json<typeof outreachUserPage>>(`${USERS_KEY}?${params}`);
}

const outreachUsersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [USERS_KEY, search],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => getOutreachUsers(search, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });

export const useOutreachUsers = (search: string) =>
  useInfiniteQuery(outreachUsersQueryOptions(search));

/** GET /api/admin/active-recipients: how many 'Send to All Active Users' reaches. */
const getActiveRecipients = () => apiGet<Json<typeof activeRecipients>>(RECIPIENTS_KEY);

const activeRecipientsQueryOptions = () =>
  queryOptions({ queryKey: [RECIPIENTS_KEY], queryFn: getActiveRecipients });

export const useActiveRecipients = () => useQuery(activeRecipientsQueryOptions());

/** GET /api/admin/mail-batches: the newest bulk emails and how far each has got. */
const getMailBatches = () => apiGet<Json<typeof batchList>>(BATCHES_KEY);

const mailBatchesQueryOptions = () =>
  queryOptions({ queryKey: [BATCHES_KEY], queryFn: getMailBatches });

export const useMailBatches = () => useQuery(mailBatchesQueryOptions());

/** POST /api/admin/send-user-email: one email to one learner, queued. */
const postUserEmail = (input: { userId: number; subject: string; message: string }) =>
  apiRequest<SendEmailAnswer>('POST', '/api/admin/send-user-email', input);

export function useSendUserEmail() {
  return useMutation({ mutationFn: postUserEmail });
}

/** POST /api/admin/send-bulk-email: one email to every active learner, queued as a batch. */
const postBulkEmail = (input: { subject: string; message: string }) =>
  apiRequest<SendEmailAnswer>('POST', '/api/admin/send-bulk-email', { audience: 'active', ...input });

export function useSendBulkEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBulkEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BATCHES_KEY] }),
  });
}

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api';
import type {
  activeRecipients,
  batchList,
  batchProgress,
  Json,
  outreachUser,
  outreachUserPage,
  SendEmailAnswer,
} from '../../../domain/admin-api';

export type OutreachUser = Json<typeof outreachUser>;
export type MailBatch = Json<typeof batchProgress>;

const USERS_KEY = '/api/admin/users';
const BATCHES_KEY = '/api/admin/mail-batches';
const RECIPIENTS_KEY = '/api/admin/active-recipients';

export function useOutreachUsers(search: string) {
  return useInfiniteQuery({
    queryKey: [USERS_KEY, search],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '50' });
      if (search) params.set('search', search);
      if (pageParam) params.set('before', String(pageParam));
      return apiGet<Json<typeof outreachUserPage>>(`${USERS_KEY}?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const useActiveRecipients = () =>
  useQuery({
    queryKey: [RECIPIENTS_KEY],
    queryFn: () => apiGet<Json<typeof activeRecipients>>(RECIPIENTS_KEY),
  });

export const useMailBatches = () =>
  useQuery({ queryKey: [BATCHES_KEY], queryFn: () => apiGet<Json<typeof batchList>>(BATCHES_KEY) });

export function useSendUserEmail() {
  return useMutation({
    mutationFn: (input: { userId: number; subject: string; message: string }) =>
      apiRequest<SendEmailAnswer>('POST', '/api/admin/send-user-email', input),
  });
}

export function useSendBulkEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subject: string; message: string }) =>
      apiRequest<SendEmailAnswer>('POST', '/api/admin/send-bulk-email', {
        audience: 'active',
        ...input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BATCHES_KEY] }),
  });
}

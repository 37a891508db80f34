// Unsubscribing from outreach mail by the token in the message (src/domain/api/common-api.ts answer).
import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '../../../domain/api/common-api';
import { apiRequest } from '../../lib/api';

/** POST /api/unsubscribe: the answer's message says it is done. */
const postUnsubscribe = (token: string) =>
  apiRequest<MessageAnswer>('POST', '/api/unsubscribe', { token });

export const useUnsubscribe = () => useMutation({ mutationFn: postUnsubscribe });

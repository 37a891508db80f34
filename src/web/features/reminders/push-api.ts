// The reminder endpoints as the browser calls them; types from src/domain/api/push-api.ts.
import type { Json } from '../../../domain/api/common-api';
import type { pushPublicKey, pushSubscribed, pushUnsubscribed } from '../../../domain/api/push-api';
import { apiGet, apiRequest } from '../../lib/api';

/** GET /api/push/public-key: the key this server's notifications are signed with. */
export const getPushPublicKey = () => apiGet<Json<typeof pushPublicKey>>('/api/push/public-key');

/** POST /api/push/subscribe: reminders for this browser's subscription. */
export const postPushSubscription = (subscription: PushSubscriptionJSON) =>
  apiRequest<Json<typeof pushSubscribed>>('POST', '/api/push/subscribe', { subscription });

/** POST /api/push/unsubscribe: no more reminders to that endpoint. */
export const postPushUnsubscription = (endpoint: string) =>
  apiRequest<Json<typeof pushUnsubscribed>>('POST', '/api/push/unsubscribe', { endpoint });

import { getPushPublicKey, postPushSubscription, postPushUnsubscription } from './push-api';

/** Whether this browser can show push notifications at all. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

// The VAPID public key arrives base64url; PushManager wants the raw bytes.
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('service worker not ready')), timeoutMs));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

export async function subscribeToReminders(): Promise<void> {
  const { publicKey } = await getPushPublicKey();
  const reg = await registration();
  const subscription = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
  await postPushSubscription(subscription.toJSON());
}

export async function unsubscribeFromReminders(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await postPushUnsubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

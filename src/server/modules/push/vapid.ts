import webpush from 'web-push';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { settingsRepository } from './settings-repository';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const SETTING_KEY = 'vapid_keys';

/**
 * docs/product.md#reminders: VAPID keys from the environment, or generated once and stored in app_settings
 * (first writer wins), so every app server signs with the same pair.
 */
export async function loadVapidKeys(env: Env, db: Db): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  }
  const generated = webpush.generateVAPIDKeys();
  const stored = await settingsRepository(db).getOrInit(SETTING_KEY, JSON.stringify(generated));
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: env.VAPID_SUBJECT };
}

/** Loads the keys once, on first use (a failure is tried again on the next use). */
export function vapidKeysLoader(env: Env, db: Db): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    keys ??= loadVapidKeys(env, db).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/index';

export const settingsRepository = (db: Db) => ({
  /**
   * Stores `value` under `key` unless some server already stored one, then returns whichever
   * value won: every app server ends up with the same setting.
   */
  async getOrInit(key: string, value: string): Promise<string> {
    await db.insert(appSettings).values({ key, value }).onConflictDoNothing({ target: appSettings.key });
    const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return row!.value;
  },
});

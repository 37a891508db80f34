import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, wrapPglite, wrapPool, type Database } from '../../src/server/db/client';
import { withDatabase } from './global-setup';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * A fresh, migrated database for one test file: a clone of the run's template. PGlite by
 * default; a new PostgreSQL database (from the template) when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `ada_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // CREATE DATABASE ... TEMPLATE fails while another session uses the template; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await admin.end();
    const pool = createPool(withDatabase(url, name), 10);
    const database = wrapPool(pool);
    return {
      ...database,
      close: async () => {
        await pool.end();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => {});
        await cleanup.end();
      },
    };
  }
  const tarball = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([tarball]) });
  return wrapPglite(client);
}

/**
 * For tests that run real server processes: with DATABASE_URL, a fresh PostgreSQL database made
 * from the migrated template (its URL, for the process's DATABASE_URL); on PGlite, null (the
 * process gets its own DATA_DIR instead).
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const name = `ada_proc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await cleanup.end();
    },
  };
}

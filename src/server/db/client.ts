import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';
import { acquireDataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function wrapPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

export function wrapPool(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await settled(pool);
      await pool.end();
    },
  };
}

/**
 * Waits (at most 2 s) until the pool has had no checked-out client and no waiter for 100 ms.
 * At shutdown the HTTP server reports closed once every socket is gone, but a request whose
 * client hung up may still be running its handler between two queries; ending the pool under
 * it would fail its next query.
 */
async function settled(pool: pg.Pool, quietMs = 100, maxMs = 2000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = pool.totalCount > pool.idleCount || pool.waitingCount > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
}

export async function migratePool(pool: pg.Pool): Promise<void> {
  // Several app servers may start at once: one migrates while the others wait.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(724311)');
    await migratePg(drizzlePg(conn), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(724311)').catch(() => {});
    conn.release();
  }
}

export function createPool(url: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  return pool;
}

/** Opens the database the environment names, applies migrations and returns it. */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.poolSize);
    await migratePool(pool);
    return wrapPool(pool);
  }
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    await migratePgliteClient(client);
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

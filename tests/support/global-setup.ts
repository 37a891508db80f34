import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createPool, migratePgliteClient, migratePool } from '../../src/server/db/client';

/**
 * Vitest global setup: builds ONE migrated database per run, which every test file clones
 * (one migrated PGlite cloned per test file, docs/decisions/002-embedded-database.md). With
 * DATABASE_URL it builds a migrated PostgreSQL template database instead, and each file creates its
 * own database from it.
 */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `ada_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const pool = createPool(withDatabase(url, template), 2);
    await migratePool(pool);
    await pool.end();
    provide('pgTemplate', template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`).catch(() => {});
      await admin.end();
    };
  }
  const client = await PGlite.create();
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  provide('pgliteTemplate', file);
  return undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

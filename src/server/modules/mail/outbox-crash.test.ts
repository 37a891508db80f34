import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { createPool, openDatabase, wrapPool, type Database } from '../../db/client';
import { withDatabase } from '../../../../tests/support/global-setup';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { startServerProcess, type ServerProcess } from '../../../../tests/support/server-process';
import { mailOutbox } from '../../db/schema/index';

// docs/product.md#outbox: "Nothing is ever lost across restarts; a crash can repeat only the few messages
// that were in flight": a real server process is killed (SIGKILL) in the middle of a bulk send.
const RECIPIENTS = 200;
const pgUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** PostgreSQL: a fresh database from the template. PGlite: a data directory the server opens. */
async function prepareDatabase(
  dataDir: string,
): Promise<{ open: () => Promise<Database>; serverEnv: Record<string, string> }> {
  if (!pgUrl) return { open: () => openDatabase({ dataDir }), serverEnv: {} };
  const name = `ada_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = withDatabase(pgUrl, name);
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return { open: async () => wrapPool(createPool(url, 2)), serverEnv: { DATABASE_URL: url } };
}

it('a server killed mid-send loses nothing and repeats at most the message in flight', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ada-crash-'));
  const { open, serverEnv } = await prepareDatabase(dataDir);

  // Accounts are made before the server starts (PGlite: one process at a time).
  let database = await open();
  const admin = await insertUser(database.db, { role: 'admin', email: 'crash-admin@example.com' });
  const cookie = await signIn(database.db, admin);
  await database.db.execute(sql`
    insert into users (email, password_hash, username, display_name, first_name, last_name, points, unsubscribe_token)
    select 'kid' || g || '@example.com', 'x', 'kid' || g, 'Kid ' || g, 'Kid', '' || g, 10, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    from generate_series(1, ${RECIPIENTS}) g`);
  await database.close();

  const smtp = await startSmtpServer({ delayMs: 50 });
  cleanups.push(() => smtp.close());
  const env = {
    ...serverEnv,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    APP_ORIGIN: 'http://127.0.0.1:3999',
    MAIL_LEASE_MS: '1000',
  };

  let server: ServerProcess | null = await startServerProcess(env);
  cleanups.push(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  });
  const response = await fetch(`${server.baseUrl}/api/admin/send-bulk-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
    body: JSON.stringify({
      audience: 'active',
      subject: 'Crash test',
      message: 'Hello from the queue',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toMatchObject({ queued: RECIPIENTS });

  await smtp.waitFor(RECIPIENTS / 4, 60_000);
  server.child.kill('SIGKILL');
  expect(await server.exited).toBe('SIGKILL');
  const atKill = smtp.received.length;
  expect(atKill).toBeLessThan(RECIPIENTS);

  server = await startServerProcess(env);
  const start = Date.now();
  while (new Set(smtp.received.map((m) => m.to)).size < RECIPIENTS) {
    if (Date.now() - start > 90_000)
      throw new Error(`only ${new Set(smtp.received.map((m) => m.to)).size} recipients reached`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Give a late duplicate every chance to show up (past the lease and a few polls).
  await new Promise((resolve) => setTimeout(resolve, 2000));
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  server = null;

  const perRecipient = new Map<string, number>();
  for (const mail of smtp.received) perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
  const duplicates = smtp.received.length - RECIPIENTS;
  console.info(
    `crash test (${pgUrl ? 'postgres' : 'pglite'}): ${atKill} delivered before the kill, ${smtp.received.length} in all, ${duplicates} repeated`,
  );
  expect(perRecipient.size).toBe(RECIPIENTS);
  // One worker sends one message at a time: only that one can have been in flight.
  expect(duplicates).toBeLessThanOrEqual(1);
  // A repeat keeps its Message-ID, so a mail client can tell it is the same message.
  const ids = new Map<string, Set<string>>();
  for (const mail of smtp.received)
    ids.set(mail.to, (ids.get(mail.to) ?? new Set()).add(mail.messageId));
  expect([...ids.values()].every((set) => set.size === 1)).toBe(true);

  database = await open();
  try {
    const statuses = await database.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(statuses).toHaveLength(RECIPIENTS);
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  } finally {
    await database.close();
  }
}, 180_000);

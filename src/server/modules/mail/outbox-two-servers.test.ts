import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { testEnv } from '../../env';
import { createPool, wrapPool, type Database } from '../../db/client';
import { withDatabase } from '../../../../tests/support/global-setup';
import { api } from '../../../../tests/support/test-app';
import { insertUser, signIn } from '../../../../tests/support/accounts';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { mailOutbox } from '../../db/schema/index';
import { createMailer, type Mailer } from './mailer';

// docs/product.md#outbox: several app servers share one queue (FOR UPDATE SKIP LOCKED). Two real app
// instances, each with its own connection pool and worker, drain one queue of 100.
const pgUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it.skipIf(!pgUrl)(
  '(PostgreSQL only: PGlite is one in-process connection, so two servers cannot share it) two app servers drain one queue without duplicates',
  async () => {
    const name = `ada_two_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const url = withDatabase(pgUrl!, name);

    // Each message takes the SMTP server 20 ms, as a real one takes a while: 100 of them keep
    // one server busy for 2 s at least, so the other's worker (polling every 500 ms) claims its
    // share even when a loaded machine wakes it late (it once found the queue already empty).
    const smtp = await startSmtpServer({ delayMs: 20 });
    cleanups.push(() => smtp.close());
    const env = testEnv({
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ada-two-')),
    });
    const servers: { app: FastifyInstance; database: Database; sends: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const database = wrapPool(createPool(url, 5));
      const real = createMailer({
        smtpUrl: smtp.url,
        from: env.MAIL_FROM,
        dataDir: env.DATA_DIR,
        log: Fastify({ logger: false }).log,
      });
      const server = { app: null as unknown as FastifyInstance, database, sends: 0 };
      // The real SMTP mailer, counting what this server sent.
      const mailer: Mailer = {
        mode: real.mode,
        send: async (message) => {
          server.sends++;
          return real.send(message);
        },
        close: () => real.close(),
      };
      server.app = await buildApp({
        env,
        database,
        mailer,
        webRoot: '/nonexistent',
        startWorkers: true,
      });
      await server.app.ready();
      servers.push(server);
      cleanups.push(async () => {
        await server.app.close();
        await database.close();
      });
    }

    const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const adminUser = await insertUser(first.database.db, { role: 'admin' });
    const cookie = await signIn(first.database.db, adminUser);
    await first.database.db.execute(sql`
    insert into users (email, password_hash, username, display_name, first_name, last_name, points, unsubscribe_token)
    select 'pair' || g || '@example.com', 'x', 'pair' || g, 'Pair ' || g, 'Pair', '' || g, 5, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    from generate_series(1, 100) g`);

    const response = await api(first.app, 'POST', '/api/admin/send-bulk-email', {
      cookie,
      body: { audience: 'active', subject: 'Shared', message: 'One queue, two servers' },
    });
    expect(response.json()).toMatchObject({ queued: 100 });
    await smtp.waitFor(100, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // any duplicate would arrive now

    expect(smtp.received).toHaveLength(100);
    expect(new Set(smtp.received.map((m) => m.to)).size).toBe(100);
    console.info(`two servers: first sent ${first.sends}, second sent ${second.sends}`);
    expect(first.sends + second.sends).toBe(100);
    expect(first.sends).toBeGreaterThan(0);
    expect(second.sends).toBeGreaterThan(0);
    const statuses = await second.database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox);
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  },
  60_000,
);

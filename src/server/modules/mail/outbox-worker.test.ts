import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { adminAndLearner, insertUser } from '../../../../tests/support/accounts';
import { startSmtpServer } from '../../../../tests/support/smtp';
import { mailMessages, mailOutbox, users } from '../../db/schema/index';
import { createMailer } from './mailer';
import { createOutboxWorker, retryDelayMs, type OutboxWorker } from './outbox-worker';
import { outboxRepository } from './outbox-repository';

// These tests run their own worker (the app's is not started) to control its timings.
let t: TestApp;
let adminCookie: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await adminAndLearner(t.database.db)).adminCookie;
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t.database.db.delete(mailOutbox);
  await t.database.db.update(users).set({ points: 0 });
});
afterAll(() => t.close());

async function setup(
  smtpOptions: Parameters<typeof startSmtpServer>[0],
  workerOptions: Partial<Parameters<typeof createOutboxWorker>[1]> = {},
) {
  const smtp = await startSmtpServer(smtpOptions);
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Ada <hello@example.com>',
    dataDir: t.env.DATA_DIR,
    log: t.app.log,
  });
  const worker: OutboxWorker = createOutboxWorker(
    { db: t.database.db, mailer, log: t.app.log },
    { leaseMs: 60_000, retryBaseMs: 20, pollMs: 20, ...workerOptions },
  );
  cleanups.push(async () => {
    await worker.stop();
    await mailer.close();
    await smtp.close();
  });
  return { smtp, worker };
}

const bulk = (subject = 'News') =>
  api(t.app, 'POST', '/api/admin/send-bulk-email', {
    cookie: adminCookie,
    body: { audience: 'active', subject, message: 'Hello!' },
  });
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const rows = () => t.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('retry with backoff', () => {
  it('doubles the delay each attempt, capped', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(20, 30_000, 3_600_000)).toBe(3_600_000);
  });

  it('(b) an SMTP server failing the first attempts: retried and delivered exactly once', async () => {
    const { smtp, worker } = await setup({ failFirst: 2 });
    const user = await insertUser(t.database.db, { points: 10 });
    expect((await bulk('Retry me')).json()).toMatchObject({ queued: 1 });
    worker.start();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toBe(user.email);
    await until(async () => (await rows())[0]?.status === 'sent');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row!.lastError).toBeNull();
    expect(mail!.messageId).toBe(row!.messageId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });

  it('waits the backoff before trying again, and gives up after the last attempt', async () => {
    const { smtp, worker } = await setup(
      { failFirst: 100 },
      { retryBaseMs: 60_000, maxAttempts: 2 },
    );
    await insertUser(t.database.db, { points: 10 });
    await bulk();
    expect(await worker.drain()).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/Temporary failure/);
    // Not due for a minute: nothing is claimed.
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await worker.drain()).toBe(0);
    // Make it due now: the second (last) attempt fails for good.
    await t.database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await worker.drain()).toBe(1);
    [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(smtp.received).toHaveLength(0);
    const batches = (
      await api(t.app, 'GET', '/api/admin/mail-batches', { cookie: adminCookie })
    ).json();
    expect(batches[0]).toMatchObject({ total: 1, failed: 1, sent: 0 });
  });
});

describe('unsubscribed users', () => {
  it('are skipped at send time when they unsubscribe after the message was queued', async () => {
    const { smtp, worker } = await setup({});
    const stays = await insertUser(t.database.db, { points: 10 });
    const leaves = await insertUser(t.database.db, { points: 10 });
    expect((await bulk()).json()).toMatchObject({ queued: 2 });
    const unsubscribe = await api(t.app, 'POST', '/api/unsubscribe', {
      body: { token: leaves.unsubscribeToken },
    });
    expect(unsubscribe.statusCode).toBe(200);
    await worker.drain();
    expect(smtp.received.map((m) => m.to)).toEqual([stays.email]);
    const byUser = Object.fromEntries((await rows()).map((r) => [r.userId, r.status]));
    expect(byUser).toEqual({ [stays.id]: 'sent', [leaves.id]: 'skipped' });
    const batches = (
      await api(t.app, 'GET', '/api/admin/mail-batches', { cookie: adminCookie })
    ).json();
    expect(batches[0]).toMatchObject({ total: 2, sent: 1, skipped: 1 });
  });
});

describe('leases', () => {
  it("takes over a 'sending' message only after its lease ran out", async () => {
    const { smtp, worker } = await setup({}, { leaseMs: 500 });
    const user = await insertUser(t.database.db, { points: 10 });
    await bulk();
    // Another server claimed it and then died: it stays 'sending'.
    const repo = outboxRepository(t.database.db);
    expect(await repo.claim(10, 500)).toHaveLength(1);
    expect(await worker.drain()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await worker.drain()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([user.email]);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('stopping', () => {
  it('finishes the message in flight and hands the rest of its claim back', async () => {
    const { smtp, worker } = await setup({ delayMs: 300 });
    for (let i = 0; i < 5; i++) await insertUser(t.database.db, { points: 10 });
    await bulk();
    worker.start();
    await until(async () => smtp.started >= 1);
    await worker.stop();
    const statuses = (await rows()).map((r) => r.status);
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(smtp.received.length);
    expect(smtp.received.length).toBeGreaterThanOrEqual(1);
    expect(statuses).not.toContain('sending');
    expect(statuses.filter((s) => s === 'queued')).toHaveLength(5 - smtp.received.length);
  });

  it("app.close() stops the app's worker before the mailer closes: the message in flight is sent", async () => {
    const smtp = await startSmtpServer({ delayMs: 300 });
    const own = await createTestApp({ env: { SMTP_URL: smtp.url }, startWorkers: true });
    try {
      const { adminCookie: cookie } = await adminAndLearner(own.database.db);
      await own.database.db.update(users).set({ points: 0 });
      for (let i = 0; i < 3; i++) await insertUser(own.database.db, { points: 10 });
      const response = await api(own.app, 'POST', '/api/admin/send-bulk-email', {
        cookie,
        body: { audience: 'active', subject: 'Bye', message: 'Hi' },
      });
      expect(response.json()).toMatchObject({ queued: 3 });
      await until(async () => smtp.started >= 1);
      await own.app.close();
      const left = await own.database.db
        .select({ status: mailOutbox.status, error: mailOutbox.lastError })
        .from(mailOutbox);
      expect(left.filter((r) => r.status === 'sent')).toHaveLength(smtp.received.length);
      expect(left.filter((r) => r.error !== null)).toEqual([]);
      expect(left.map((r) => r.status)).not.toContain('sending');
    } finally {
      await own.database.close();
      await smtp.close();
    }
  });
});

it('a message row keeps a stable Message-ID', async () => {
  const { smtp, worker } = await setup({});
  await insertUser(t.database.db, { points: 10 });
  await bulk();
  const [before] = await rows();
  expect(before!.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
  await worker.drain();
  expect(smtp.received[0]!.messageId).toBe(before!.messageId);
  const [after] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, before!.id));
  expect(after!.messageId).toBe(before!.messageId);
});

describe('storage (docs/decisions/091-outbox-stores-each-message-once.md)', () => {
  it('a bulk email stores its text once: each recipient row holds only who, the Message-ID and the state', async () => {
    const recipients = 300;
    await t.database.db.update(users).set({ points: 0 });
    await t.database.db.execute(sql`
      insert into users (email, password_hash, username, display_name, first_name, last_name, points, unsubscribe_token)
      select 'store' || g || '.' || ${randomBytes(3).toString('hex')} || '@example.com', 'x', 'store' || g, 'Kid ' || g, 'Kid', '' || g, 10,
        replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
      from generate_series(1, ${recipients}) g`);
    // 10,000 characters that do not compress, so the sizes below are what a real message takes.
    const message = randomBytes(7500).toString('base64');
    const response = await api(t.app, 'POST', '/api/admin/send-bulk-email', {
      cookie: adminCookie,
      body: { audience: 'active', subject: 'Big news', message },
    });
    expect(response.json()).toMatchObject({ queued: recipients });
    const { batchId } = response.json() as { batchId: number };

    const stored = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, 'Big news'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.text.startsWith(`${message}\n\n-- \n`)).toBe(true);
    const [size] = rowsOf<{ rows: number; bytes: number; messages: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as rows, sum(pg_column_size(o.*))::int as bytes, count(distinct o.mail_message_id)::int as messages
        from mail_outbox o where o.batch_id = ${batchId}`),
    );
    expect(size).toMatchObject({ rows: recipients, messages: 1 });
    // Each row is a couple of hundred bytes, not the 10 KB message with its footer.
    expect(size!.bytes / recipients).toBeLessThan(300);

    // And every recipient's copy is still the whole message with their own link.
    const { smtp, worker } = await setup({});
    await worker.drain();
    expect(smtp.received).toHaveLength(recipients);
    for (const mail of smtp.received) expect(mail.text.startsWith(message)).toBe(true);
  });
});

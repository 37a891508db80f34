import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db';
import { redactUrl } from '../app';
import type { Database } from '../db/client';
import { registerErrorHandler } from './error-handler';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('a failed query is a generic 500 and its log keeps the query but not the parameters', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandler(app);
  app.get('/api/boom', async () => database.db.execute(sql`select ${'secret-parameter-value'}::int + 1 as n`));
  try {
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).not.toMatch(/select|secret/i);
    const log = lines.join('\n');
    expect(log).toMatch(/Failed query: select \$1::int/);
    expect(log).toMatch(/22P02/); // the database's code stays, for whoever reads the log
    expect(log).not.toMatch(/params/);
    // The value may appear only where the database itself quotes it in its own message.
    expect(log.match(/secret-parameter-value/g)?.length ?? 0).toBeLessThanOrEqual(1);
  } finally {
    await app.close();
  }
});

it('tokens in logged URLs are redacted however the query names them', () => {
  expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?token=[redacted]');
  expect(redactUrl('/confirm-email?x=1&%74oken=abc&y=2')).toBe('/confirm-email?x=1&%74oken=[redacted]&y=2');
  expect(redactUrl('/unsubscribe?TOKEN=abc')).toBe('/unsubscribe?TOKEN=[redacted]');
  expect(redactUrl('/learn?tab=loops')).toBe('/learn?tab=loops');
  expect(redactUrl('/x?%E0%A4%A=1&token=z')).toBe('/x?%E0%A4%A=1&token=[redacted]');
});

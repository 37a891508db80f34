import { readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translators';
import { withDatabase } from '../../../tests/support/global-setup';
import { outboxRepository } from '../modules/mail/outbox-repository';
import { composeFor } from '../modules/mail/outreach-message';
import { createPool, migrationsFolder, wrapPglite, wrapPool, type Database } from './client';
import { mailMessages, mailOutbox } from './schema/index';

const englishWords = translatorFor('en');

const statements = (file: string) =>
  readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');

// Starting PGlite (its WebAssembly) is the slow part on a busy machine: in a hook, which has a
// minute, not in the first test's 30 s.
const client = new PGlite();
beforeAll(() => client.waitReady);
afterAll(() => client.close());

describe('migration 0001_game_day_plays', () => {
  it('counts the plays stored before it towards their UTC day', async () => {
    for (const statement of statements('0000_init.sql')) await client.exec(statement);
    await client.exec(`
      insert into users (id, email, password_hash, username, display_name, first_name, last_name, unsubscribe_token)
        values (1, 'a@example.com', 'x', 'ada', 'Ada', 'Ada', 'L', 't');
      insert into game_scores (user_id, game_id, score, points_awarded, created_at) values
        (1, 'robot-maze', 60, 6, '2026-03-04T23:59:59.999Z'),
        (1, 'robot-maze', 60, 6, '2026-03-04T00:00:00Z'),
        (1, 'robot-maze', 60, 6, '2026-03-05T00:00:00Z'),
        (1, 'pattern-match', 60, 6, '2026-03-04T12:00:00Z');
    `);
    for (const statement of statements('0001_game_day_plays.sql')) await client.exec(statement);
    const { rows } = await client.query(
      `select game_id, to_char(day, 'YYYY-MM-DD') as day, plays from game_day_plays order by 1, 2`,
    );
    expect(rows).toEqual([
      { game_id: 'pattern-match', day: '2026-03-04', plays: 1 },
      { game_id: 'robot-maze', day: '2026-03-04', plays: 2 },
      { game_id: 'robot-maze', day: '2026-03-05', plays: 1 },
    ]);
  });
});

describe('migration 0002_outbox_stores_each_message_once', () => {
  const origin = 'https://ada.example.org';
  const tokens = {
    kim: 'KimToken_0123456789-abcdefghijklmnopqrstuvw',
    lee: 'LeeToken_0123456789-abcdefghijklmnopqrstuvw',
    gone: 'GoneToken_123456789-abcdefghijklmnopqrstuvw',
  };
  // A row exactly as the outbox stored it before (docs/decisions/071-durable-mail-queue.md): the
  // whole text and headers.
  const legacy = (message: string, token: string) => ({
    text: `${message.trimEnd()}\n\n-- \n${englishWords('email.outreach.footer', { link: `${origin}/unsubscribe?token=${token}` })}`,
    headers: {
      'List-Unsubscribe': `<${origin}/api/unsubscribe/one-click?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  const rows = [
    {
      batch: 1,
      user: 'kim',
      subject: 'News',
      status: 'queued',
      ...legacy('Try the loops lesson.\nÜñíçødé 🎉', tokens.kim),
    },
    {
      batch: 1,
      user: 'lee',
      subject: 'News',
      status: 'sent',
      ...legacy('Try the loops lesson.\nÜñíçødé 🎉', tokens.lee),
    },
    {
      batch: 1,
      user: 'gone',
      subject: 'News',
      status: 'queued',
      ...legacy('Try the loops lesson.\nÜñíçødé 🎉', tokens.gone),
    },
    {
      batch: null,
      user: 'kim',
      subject: 'Hi Kim',
      status: 'sending',
      ...legacy(`Your code ${tokens.kim} is not a password.`, tokens.kim),
    },
    {
      batch: null,
      user: 'lee',
      subject: 'Plain',
      status: 'queued',
      text: 'A row with no unsubscribe parts.',
      headers: {},
    },
  ] as const;

  it('moves every queued text into messages, once per batch, and the worker composes the same text and headers', async () => {
    const { exec, database, close } = await emptyDatabase();
    try {
      for (const file of ['0000_init.sql', '0001_game_day_plays.sql'])
        for (const statement of statements(file)) await exec(statement);
      await exec(`
        insert into users (id, email, password_hash, username, display_name, first_name, last_name, unsubscribe_token) values
          (1, 'kim@example.com', 'x', 'kim', 'Kim', 'Kim', 'K', '${tokens.kim}'),
          (2, 'lee@example.com', 'x', 'lee', 'Lee', 'Lee', 'L', '${tokens.lee}'),
          (3, 'gone@example.com', 'x', 'gone', 'Gone', 'Gone', 'G', '${tokens.gone}');
        insert into mail_batches (subject, total) values ('News', 3);`);
      const userIds = { kim: 1, lee: 2, gone: 3 };
      for (const [i, row] of rows.entries()) {
        await exec(`
          insert into mail_outbox (batch_id, user_id, to_email, subject, text, headers, message_id, status)
          values (${row.batch ?? 'null'}, ${userIds[row.user]}, '${row.user}@example.com', '${row.subject}',
            ${literal(row.text)}, ${literal(JSON.stringify(row.headers))}::jsonb, '<m${i}@ada.example.org>', '${row.status}')`);
      }
      await exec(`delete from users where id = 3`); // its queued row stays, with user_id null

      for (const statement of statements('0002_outbox_stores_each_message_once.sql'))
        await exec(statement);

      const db = database.db;
      const moved = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
      expect(
        moved.map((r) => [r.id, r.batchId, r.userId, r.toEmail, r.messageId, r.status]),
      ).toEqual(
        rows.map((row, i) => [
          i + 1,
          row.batch,
          row.user === 'gone' ? null : userIds[row.user],
          `${row.user}@example.com`,
          `<m${i}@ada.example.org>`,
          row.status,
        ]),
      );
      // The batch's three rows share one message; each of the others has its own.
      const messageIds = moved.map((r) => r.mailMessageId);
      expect(new Set(messageIds.slice(0, 3)).size).toBe(1);
      expect(new Set(messageIds).size).toBe(3);
      expect(await db.$count(mailMessages)).toBe(3);

      // Each row composes back to exactly the text and headers it had (gone's with its old token).
      const messages = await outboxRepository(db).messages(messageIds);
      for (const [i, row] of rows.entries()) {
        const composed = composeFor(messages.get(messageIds[i]!)!, tokens[row.user]);
        expect(composed, `row ${i + 1}`).toEqual({
          subject: row.subject,
          text: row.text,
          headers: row.headers,
        });
      }
      // The token in the admin's own words stays in the stored text: only the footer's is left out.
      const single = messages.get(messageIds[3]!)!;
      expect(single.text).toContain(`Your code ${tokens.kim} is`);
      expect(single.text.endsWith('open: https://ada.example.org/unsubscribe?token=')).toBe(true);
      expect(messages.get(messageIds[4]!)).toMatchObject({
        text: 'A row with no unsubscribe parts.',
        textAfterToken: null,
        oneClickUrl: null,
      });

      // New rows and messages get fresh ids after the moved ones. Today's repository writes each
      // message in its recipient's language, from users.locale (migration 0011).
      await exec(`alter table users add column locale text`);
      const queued = await outboxRepository(db).enqueueToUser({
        userId: 1,
        subject: 'After',
        message: 'Hello',
        origin,
        host: 'ada.example.org',
      });
      expect(queued).toBe(1);
      expect(await db.$count(mailMessages)).toBe(4);
    } finally {
      await close();
    }
  });
});

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe('migration 0014_creations_by_kind', () => {
  it('makes every drawing a drawing and every share hold the program it shows', async () => {
    const { exec, database, close } = await emptyDatabase();
    try {
      const files = readdirSync(migrationsFolder)
        .filter((file) => file.endsWith('.sql') && file < '0014')
        .sort();
      for (const file of files) for (const statement of statements(file)) await exec(statement);
      const program = '{"version": 1, "body": [{"id": "a", "op": "forward"}]}';
      await exec(`
        insert into users (id, email, password_hash, username, display_name, first_name, last_name, unsubscribe_token)
          values (1, 't@example.com', 'x', 'teach', 'T', 'T', 'T', 't1'), (2, null, null, 'ana', 'Ana', 'Ana', 'A', 't2');
        insert into classes (id, teacher_id, name, join_code) values (1, 1, 'Owls', 'ABCDEF');
        insert into code_lab_drawings (id, user_id, title, program, created_at, updated_at)
          values (1, 2, 'Line', '${program}', now(), now());
        insert into class_gallery_items (class_id, drawing_id, child_id, status, shared_at, decided_at)
          values (1, 1, 2, 'approved', now(), now());`);
      for (const statement of statements('0014_creations_by_kind.sql')) await exec(statement);
      const rows = async (query: string) =>
        ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
      expect(await rows('select id, kind from code_lab_drawings')).toEqual([
        { id: 1, kind: 'drawing' },
      ]);
      expect(await rows('select status, program from class_gallery_items')).toEqual([
        { status: 'approved', program: JSON.parse(program) },
      ]);
      await expect(
        exec(`insert into code_lab_drawings (user_id, kind, title, program, created_at, updated_at)
          values (2, 'video', 'X', '${program}', now(), now())`),
      ).rejects.toThrow(/code_lab_drawings_kind/);
    } finally {
      await close();
    }
  });
});

/** An empty database on this run's engine: PGlite, or a new PostgreSQL database with DATABASE_URL. */
async function emptyDatabase(): Promise<{
  exec(sql: string): Promise<void>;
  database: Database;
  close(): Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const pglite = new PGlite();
    return {
      exec: async (sql) => void (await pglite.exec(sql)),
      database: wrapPglite(pglite),
      close: () => pglite.close(),
    };
  }
  const name = `ada_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // One connection: the migration's temporary tables live in its session.
  const pool = createPool(withDatabase(url, name), 1);
  return {
    exec: async (sql) => void (await pool.query(sql)),
    database: wrapPool(pool),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

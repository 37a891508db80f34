import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

const statements = (file: string) =>
  readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');

const client = new PGlite();
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

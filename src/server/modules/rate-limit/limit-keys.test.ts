import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/153-deletes-leave-no-row.md: deleting a person deletes every rate-limit counter
// that names them, which works only while every such key is built in limit-keys.ts. This reads the
// server's source for a key spelled elsewhere: a template like `something:${user.id}` or
// `something:${childId}`.

const SERVER = path.resolve(import.meta.dirname, '../..');
const PERSON_ID =
  /`[a-z][a-z0-9-]*:\$\{\s*(?:[A-Za-z_]+\.)?(?:id|userId|childId|studentId|accountId|ownerId)\s*\}/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

describe('rate-limit keys that name a person', () => {
  it('are built only in limit-keys.ts, so a delete finds them all', () => {
    const own = path.join(import.meta.dirname, 'limit-keys.ts');
    const found = sourceFiles(SERVER)
      .filter((file) => file !== own)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(PERSON_ID)].map(
          (match) => `${path.relative(SERVER, file)}: ${match[0]}`,
        ),
      );
    expect(found, 'build these keys with userLimitKey (rate-limit/limit-keys.ts)').toEqual([]);
  });

  it('would see one', () => {
    expect('limiter.hit(`join-miss:${student.id}`, 3, 60_000)'.match(PERSON_ID)).not.toBeNull();
    expect('`game:${gameId}:${scoreId}`'.match(PERSON_ID)).toBeNull();
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { userRepository } from './repository';

// The CLI runs as its own process (as `npm run admin` does) against an embedded database in a
// temp DATA_DIR; the test opens that database only between runs, as an operator would.
const root = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
let dataDir: string;

function admin(args: string[], extraEnv: Record<string, string> = {}) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, ADMIN_EMAILS: '', ...extraEnv };
  delete env.DATABASE_URL;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(tsx, ['scripts/admin.ts', ...args], { cwd: root, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function roleOf(email: string) {
  const database = await openDatabase({ dataDir });
  try {
    return (await userRepository(database.db).findByEmail(email))?.role;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ada-admin-cli-'));
  const database = await openDatabase({ dataDir });
  await userRepository(database.db).create({
    email: 'teacher@example.com',
    passwordHash: 'not-used',
    username: 'teacher',
    displayName: 'Ms Teacher',
    firstName: 'Ms',
    lastName: 'Teacher',
    role: 'learner',
  });
  await database.close();
}, 60_000);

describe('npm run admin', () => {
  it('grants and revokes the admin role (email matched case-insensitively)', async () => {
    const grant = await admin(['grant', 'Teacher@Example.com']);
    expect(grant.code, grant.stderr).toBe(0);
    expect(grant.stdout).toMatch(/teacher@example\.com is now an admin/);
    expect(await roleOf('teacher@example.com')).toBe('admin');

    const again = await admin(['grant', 'teacher@example.com']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already an admin/);

    const revoke = await admin(['revoke', 'teacher@example.com'], { ADMIN_EMAILS: 'teacher@example.com' });
    expect(revoke.code, revoke.stderr).toBe(0);
    expect(revoke.stdout).toMatch(/no longer an admin/);
    expect(revoke.stderr).toMatch(/listed in ADMIN_EMAILS/);
    expect(await roleOf('teacher@example.com')).toBe('learner');
  }, 120_000);

  it('says clearly when no account has that email, and exits 1', async () => {
    const result = await admin(['grant', 'nobody@example.com']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/No account uses the email nobody@example\.com/);
  }, 60_000);

  it('says clearly that the server is using the database instead of crashing', async () => {
    const running = await openDatabase({ dataDir }); // holds the DATA_DIR lock, like a live server
    try {
      const result = await admin(['grant', 'teacher@example.com']);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use by another running server/);
      expect(result.stderr).toMatch(/Stop the server, run this command/);
      expect(result.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    } finally {
      await running.close();
    }
    expect(await roleOf('teacher@example.com')).toBe('learner');
  }, 60_000);

  it('explains its usage for a wrong command, and refuses a DATA_DIR without a database', async () => {
    const usage = await admin(['promote', 'teacher@example.com']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/npm run admin -- grant <email>/);
    const empty = await admin(['grant', 'teacher@example.com'], { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ada-empty-')) });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/No database found in DATA_DIR/);
  }, 60_000);
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../support/factories';
import {
  call,
  processState,
  startServerProcess,
  type LaunchOptions,
  type ServerProcess,
} from '../support/server-process';
import { createTestDatabaseUrl } from '../support/test-db';

// A restart right after a crash always comes back
// (docs/decisions/092-data-dir-lock-is-a-socket.md): kill -9 the server's process group in the
// middle of writes and start it again at once, ROUNDS times. One round kills a server whose parent
// lives on and never reaps it: the dead server stays a zombie (its PID still answers kill(pid, 0))
// all the while the new one starts on the same data directory.

const onPostgres = !!process.env.DATABASE_URL;
const ROUNDS = 20;
const ZOMBIE_ROUND = 10;
const RESTART_WITHIN_MS = 10_000;
const WRITERS = 3;
/** Kill once this many sign-ups are acknowledged: more are in flight at that moment. */
const ACKNOWLEDGED_BEFORE_KILL = 3;

// What `npm start` runs: the compiled server (docs/decisions/076-compiled-server.md), built here
// for this test.
const entry = path.resolve('.tmp/restart-test-server/main.mjs');
beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', path.dirname(entry)], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
});

const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

type Account = { email: string; cookie: string };

/** Writers sign up accounts without pause until `stop()`; the acknowledged ones are kept. */
function keepWriting(url: string) {
  const acknowledged: Account[] = [];
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const user = makeUser();
      try {
        const response = await call(url, 'POST', '/api/register', user.payload);
        if (response.status === 201) acknowledged.push({ email: user.email, cookie: response.cookie });
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const writers = Promise.all(Array.from({ length: WRITERS }, writer));
  return {
    acknowledged,
    acknowledgedAtLeast: async (count: number) => {
      while (acknowledged.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    stop: async () => {
      stopped = true;
      await writers;
    },
  };
}

/** Every acknowledged account is there, with its session: a cheap read per account. */
async function expectAllPresent(url: string, accounts: Account[]) {
  for (let i = 0; i < accounts.length; i += 10) {
    await Promise.all(
      accounts.slice(i, i + 10).map(async ({ email, cookie }) => {
        const me = await call(url, 'GET', '/api/user', undefined, cookie);
        expect(me.status, `acknowledged account ${email} survived`).toBe(200);
        expect(me.body?.email).toBe(email);
      }),
    );
  }
}

describe(`kill -9 and an immediate restart (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`comes back within 10 s, ${ROUNDS} times in a row, with every acknowledged write`, async () => {
    const database = await createTestDatabaseUrl();
    if (database) cleanups.push(database.drop);
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    const launchFor = (round: number): LaunchOptions => ({
      entry,
      launch: round === ZOMBIE_ROUND ? 'non-reaping-parent' : 'own-group',
    });

    let server = await startServerProcess(env, launchFor(1));
    running.push(server);
    const dataDir = server.dataDir;
    const everyAccount: Account[] = [];
    const restartMs: number[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const writing = keepWriting(server.url);
      await writing.acknowledgedAtLeast(ACKNOWLEDGED_BEFORE_KILL);
      const killed = server;
      const zombieRound = round === ZOMBIE_ROUND;
      // The crash: kill -9 of the server's process group, or of the server alone when its
      // parent (in that group) must live on.
      if (zombieRound) process.kill(killed.pid, 'SIGKILL');
      else process.kill(-killed.child.pid!, 'SIGKILL');
      const killedAt = Date.now();
      await writing.stop();

      server = await startServerProcess(
        { ...env, DATA_DIR: dataDir },
        { ...launchFor(round + 1), timeoutMs: RESTART_WITHIN_MS },
      ).catch((error: Error) => {
        throw new Error(`round ${round}: ${error.message}`);
      });
      restartMs.push(Date.now() - killedAt);
      running.push(server);
      if (zombieRound && process.platform === 'linux') {
        expect(processState(killed.pid), 'the killed server is still a zombie').toBe('Z');
      }
      running.splice(running.indexOf(killed), 1);
      await killed.stop('SIGKILL'); // its parent, in the zombie round

      expect(writing.acknowledged.length, `round ${round} wrote something`).toBeGreaterThan(0);
      await expectAllPresent(server.url, writing.acknowledged);
      everyAccount.push(...writing.acknowledged);
    }

    // Nothing acknowledged in an earlier round went missing in a later crash.
    await expectAllPresent(server.url, everyAccount);
    console.info(
      `restart after kill -9 (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${ROUNDS} rounds, ` +
        `${everyAccount.length} acknowledged sign-ups, slowest ${Math.max(...restartMs)} ms, ` +
        `median ${[...restartMs].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]} ms`,
    );
  }, 600_000);
});

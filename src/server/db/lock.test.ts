import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processState } from '../../../tests/support/server-process';
import { acquireDataDirLock, DataDirLockedError, lockAddress } from './lock';

// The data directory lock (docs/decisions/092-data-dir-lock-is-a-socket.md) against real processes:
// a live owner refuses, a dead one never blocks, not even while it is a zombie that its parent does
// not reap.

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const pids: number[] = [];
afterEach(() => {
  for (const pid of pids.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ada-lock-'));
  dirs.push(dir);
  return dir;
};

/** A script that takes the lock, prints its PID and holds the lock until killed. */
function holderScript(dir: string): string {
  const file = path.join(dir, 'holder.mts');
  writeFileSync(
    file,
    `import { acquireDataDirLock } from ${JSON.stringify(path.join(root, 'src/server/db/lock.ts'))};\n` +
      `try { await acquireDataDirLock(process.argv[2]); console.log('holding ' + process.pid); }\n` +
      `catch (error) { console.log('refused ' + error.message); process.exit(3); }\n` +
      `setInterval(() => {}, 1000);\n`,
  );
  return file;
}

/**
 * Starts a holder of `dir`'s lock; under `parent: 'never-reaps'` its parent is a shell that
 * becomes `sleep` and never waits for it. Resolves once the holder says what happened.
 */
function startHolder(dir: string, parent: 'node' | 'never-reaps' = 'node') {
  const node = [process.execPath, '--import', 'tsx', holderScript(dir), dir];
  const [command, ...args] =
    parent === 'never-reaps' ? ['sh', '-c', '"$@" & exec sleep 120', 'sh', ...node] : node;
  const child = spawn(command!, args, { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  pids.push(child.pid!);
  return new Promise<{ pid: number } | { refused: string }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const holding = out.match(/holding (\d+)/);
      if (holding) resolve({ pid: Number(holding[1]) });
      const refused = out.match(/refused (.*)/);
      if (refused) resolve({ refused: refused[1]! });
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${out}`)));
  });
}

async function waitFor(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('data directory lock', () => {
  it('refuses while a live process holds it, naming that process, and frees at release', async () => {
    const dir = dataDir();
    const holder = await startHolder(dir);
    if (!('pid' in holder)) throw new Error(holder.refused);
    const refused = acquireDataDirLock(dir);
    await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refused).rejects.toThrow(
      `The data directory ${dir} is in use by another running server (PID ${holder.pid}).`,
    );
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(holder.pid));

    process.kill(holder.pid, 'SIGKILL');
    const release = await retryUntilAcquired(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    release(); // twice is harmless
    const again = await acquireDataDirLock(dir);
    again();
  }, 30_000);

  it.skipIf(process.platform !== 'linux')(
    'is free once its holder is killed, while the holder stays a zombie its parent never reaps',
    async () => {
      const dir = dataDir();
      const holder = await startHolder(dir, 'never-reaps');
      if (!('pid' in holder)) throw new Error(holder.refused);
      await expect(acquireDataDirLock(dir)).rejects.toThrow(/in use by another running server/);

      process.kill(holder.pid, 'SIGKILL');
      await waitFor(() => processState(holder.pid) === 'Z');
      // kill(pid, 0) still finds it: the PID alone would say "alive".
      expect(() => process.kill(holder.pid, 0)).not.toThrow();
      const release = await acquireDataDirLock(dir);
      expect(processState(holder.pid), 'still a zombie while the lock is taken').toBe('Z');
      release();
    },
    30_000,
  );

  it('lets exactly one of several processes starting at once take it', async () => {
    const dir = dataDir();
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => startHolder(dir)));
    expect(outcomes.filter((o) => 'pid' in o)).toHaveLength(1);
    const winner = outcomes.find((o) => 'pid' in o) as { pid: number };
    for (const outcome of outcomes.filter((o) => 'refused' in o)) {
      expect((outcome as { refused: string }).refused).toContain(`(PID ${winner.pid})`);
    }
  }, 60_000);

  it('names one lock for one directory, however the path is written', () => {
    const dir = dataDir();
    if (process.platform !== 'linux') return;
    expect(lockAddress(path.join(dir, '.', '..', path.basename(dir)))).toBe(lockAddress(dir));
    expect(lockAddress(dir)).not.toBe(lockAddress(dataDir()));
    expect(lockAddress(dir, 'darwin')).toBeNull();
  });
});

/** The kernel frees the name as the process exits: at most a moment after SIGKILL returns. */
async function retryUntilAcquired(dir: string): Promise<() => void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      return await acquireDataDirLock(dir);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, realpathSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.lock';

/**
 * One live process per PGlite data directory (docs/product.md#embedded-database-lock,
 * docs/decisions/092-data-dir-lock-is-a-socket.md). The lock is a socket the live server listens
 * on, named after the directory: on Linux an abstract Unix socket, on Windows a named pipe. The
 * kernel frees the name when the process dies, as it exits and before it turns into a zombie, so a
 * crashed server never blocks the restart, whatever reaps it and however late; a PID reused by
 * another program cannot hold it either. Binding is atomic: of two servers starting at once, one
 * gets the name. `DATA_DIR/server.lock` keeps the owner's PID for people (and for the message);
 * elsewhere (macOS, BSD) that file is the lock, as before. Resolves to the release function.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => void> {
  const address = lockAddress(dataDir);
  return address ? acquireSocketLock(dataDir, address) : acquirePidFileLock(dataDir);
}

/** The socket name that stands for this directory, or null where the platform has none. */
export function lockAddress(dataDir: string, platform = process.platform): string | null {
  const id = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
  if (platform === 'linux') return `\0ada-code-adventures/data-dir/${id}`;
  if (platform === 'win32') return `\\\\?\\pipe\\ada-code-adventures-data-dir-${id}`;
  return null;
}

const lockedError = (dataDir: string, owner: number | undefined) =>
  new DataDirLockedError(
    `The data directory ${dataDir} is in use by another running server` +
      `${owner === undefined ? '' : ` (PID ${owner})`}. ` +
      'Stop that server first, or start this one with a different DATA_DIR.',
  );

function readOwner(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The release function of a lock: writes nothing after it ran, and runs at exit at the latest. */
function releaser(dataDir: string, close: () => void): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    close();
    if (readOwner(dataDir) === process.pid) rmSync(path.join(dataDir, LOCK_FILE), { force: true });
  };
  process.once('exit', release);
  return release;
}

function listen(server: net.Server, address: string): Promise<'listening' | 'in-use'> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') resolve('in-use');
      else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve('listening');
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ path: address });
  });
}

/** Asks the live owner for its PID: 'gone' when nobody listens any more. */
function askOwner(address: string, timeoutMs = 1000): Promise<number | 'gone' | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: address });
    let text = '';
    const done = (answer: number | 'gone' | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    // A busy owner (a long synchronous migration) may not answer at once: the PID file tells.
    const timer = setTimeout(() => done(undefined), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      const pid = Number.parseInt(text, 10);
      done(Number.isInteger(pid) && pid > 0 ? pid : undefined);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      done(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : undefined),
    );
  });
}

async function acquireSocketLock(dataDir: string, address: string): Promise<() => void> {
  const deadline = Date.now() + DYING_OWNER_WAIT_MS;
  for (;;) {
    const server = net.createServer((socket) => {
      socket.on('error', () => {});
      socket.end(String(process.pid));
    });
    if ((await listen(server, address)) === 'listening') {
      server.unref(); // the lock never keeps the process alive
      writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
      return releaser(dataDir, () => server.close());
    }
    const answer = await askOwner(address);
    if (answer === 'gone') continue; // it died between our bind and our question
    const owner = answer ?? readOwner(dataDir);
    // No answer, and the PID on file is dead or a zombie: its last threads are still exiting
    // (the kernel closes the socket when the last one is gone). Anything else is a live owner.
    const dying = answer === undefined && owner !== undefined && !isRunning(owner);
    if (!dying || Date.now() > deadline) throw lockedError(dataDir, owner);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How long a dead owner's socket may take to close (its threads exit one by one). */
const DYING_OWNER_WAIT_MS = 5000;

/** Running: not gone and not a zombie (/proc tells on Linux; elsewhere kill(pid, 0)). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return isAlive(pid);
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Where there is no socket the kernel frees for us: a PID file created with O_EXCL, taken over
 * when its PID is not running. A reused PID can block it until that process ends.
 */
async function acquirePidFileLock(dataDir: string): Promise<() => void> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return releaser(dataDir, () => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(dataDir);
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
        throw lockedError(dataDir, owner);
      }
      rmSync(lockPath, { force: true }); // stale lock from a crashed process
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

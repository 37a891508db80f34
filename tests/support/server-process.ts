import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

export type ServerProcess = {
  url: string;
  /** The server's own PID (under `launch: 'non-reaping-parent'`, not the parent's). */
  pid: number;
  /** Same as `url` (older name, kept for the mail crash test). */
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** Sends a signal and resolves with the exit code (null when killed by a signal) and the time it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
};

export type LaunchOptions = {
  timeoutMs?: number;
  /**
   * 'child' (default): a child of this process. 'own-group': the leader of its own process group,
   * so `process.kill(-pid)` hits it as `kill -9 -PGID` would. 'non-reaping-parent': started by a
   * shell that then becomes `sleep` and never waits, so when the server dies it stays a zombie
   * while that parent lives (`child` is the parent; `pid` is the server).
   */
  launch?: 'child' | 'own-group' | 'non-reaping-parent';
  /** A compiled server (`node scripts/build-server.mjs DIR` makes DIR/main.mjs) instead of the sources through tsx. */
  entry?: string;
};

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server (src/server/main.ts) as its own OS process — node with the tsx loader, no
 * wrapper — so a test can SIGKILL it like a crash or SIGTERM it like a deploy. It inherits only
 * PATH and HOME: the database and everything else come from `env` (a test on PostgreSQL must
 * pass its own DATABASE_URL, never the suite's shared one).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: number | LaunchOptions = {},
): Promise<ServerProcess> {
  const { timeoutMs = 60_000, launch = 'child', entry } = typeof options === 'number' ? { timeoutMs: options } : options;
  const root = path.resolve(import.meta.dirname, '../..');
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ada-proc-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const server = entry ? [process.execPath, entry] : [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  const [command, ...args] =
    launch === 'non-reaping-parent'
      ? ['sh', '-c', '"$@" & echo "server-pid=$!"; exec sleep 600', 'sh', ...server]
      : server;
  const child = spawn(command!, args, {
    cwd: root,
    detached: launch !== 'child',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      APP_ORIGIN: url,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const deadline = Date.now() + timeoutMs;
  let pid = launch === 'non-reaping-parent' ? undefined : child.pid!;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log}`);
    pid ??= Number(log.match(/server-pid=(\d+)/)?.[1]) || undefined;
    if (pid !== undefined && launch === 'non-reaping-parent' && !isRunning(pid))
      throw new Error(`server exited: ${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      if (pid !== undefined) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (pid === undefined) throw new Error(`no server PID: ${log}`);
  return {
    url,
    pid,
    baseUrl: url,
    child,
    dataDir,
    output: () => log,
    exited,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        const started = Date.now();
        if (child.exitCode !== null || child.signalCode !== null) {
          return resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 });
        }
        child.once('exit', (code, sig) => resolve({ code, signal: sig, ms: Date.now() - started }));
        if (launch === 'child') child.kill(signal);
        else {
          try {
            process.kill(-child.pid!, signal); // its whole process group
          } catch {
            /* already gone: 'exit' comes */
          }
        }
      }),
  };
}

/** Whether the process is running (not gone, not a zombie), by /proc where there is one. */
function isRunning(pid: number): boolean {
  const state = processState(pid);
  if (state !== undefined) return state !== 'Z' && state !== 'X';
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The process's state letter from /proc/PID/stat (R, S, Z...), undefined when unknown or gone. */
export function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** A same-origin JSON call over real HTTP. */
export async function call(baseUrl: string, method: string, pathname: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      ...(method === 'GET' ? {} : { 'content-type': 'application/json', origin: baseUrl }),
      ...(cookie ? { cookie } : {}),
    },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  const setCookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('='));
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, cookie: setCookies.join('; '), headers: response.headers };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  /** Sends a signal and resolves with the exit code (null when killed by a signal) and the time it took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A real server process (src/server/main.ts through tsx), as `npm start` runs it, minus the build. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ada-proc-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_ORIGIN: url, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    dataDir,
    output: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        const started = Date.now();
        if (child.exitCode !== null || child.signalCode !== null) {
          return resolve({ code: child.exitCode, signal: child.signalCode, ms: 0 });
        }
        child.once('exit', (code, sig) => resolve({ code, signal: sig, ms: Date.now() - started }));
        child.kill(signal);
      }),
  };
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

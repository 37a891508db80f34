import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/**
 * Starts the real server (src/server/main.ts) as its own OS process, one process (node with
 * the tsx loader, no wrapper), so a test can SIGKILL it like a crash. PORT=0: the port is read
 * from the "ready at" log line.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const start = Date.now();
  for (;;) {
    const match = log.match(/ready at (http:\/\/[^\s"]+) /);
    if (match) return { child, baseUrl: match[1]!.replace('localhost', '127.0.0.1'), output: () => log, exited };
    if (child.exitCode !== null || Date.now() - start > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server-process';

// `npm start` from one folder, as whoever runs the app does it
// (docs/decisions/367-a-start-builds-only-what-changed.md): two starts at the same moment build
// once between them (the second waits for the first, then builds nothing), and a later start with
// nothing changed builds nothing, rewrites none of the generated words and serves within 3 s, or,
// on a machine where the server alone takes longer to open its database, at most 1 s after the
// server alone would (measured right after, on the same data). It runs on a copy of the project
// (node_modules linked), so the real dist/ is never touched; the one build it makes is why this is
// a reliability test. The start script is the same on either database: it runs on the embedded one
// only (CI runs this suite on both).

const root = path.resolve(import.meta.dirname, '../..');
const SECOND_START_WITHIN_MS = 3_000;
const START_SCRIPT_ADDS_AT_MOST_MS = 1_000;
const copied = ['scripts', 'src', 'locales', 'content', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

const folder = mkdtempSync(path.join(tmpdir(), 'ada-start-'));
for (const entry of copied) {
  cpSync(path.join(root, entry), path.join(folder, entry), {
    recursive: true,
    // A copy as a fresh clone has it: no words compiled yet.
    filter: (source) => !source.includes(`${path.sep}src${path.sep}i18n${path.sep}generated`),
  });
}
symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');

type Start = { child: ChildProcess; url: string; output: () => string; servingAfterMs: Promise<number> };
const started: Start[] = [];

/** `node <script>` in the copy; `servingAfterMs` resolves once /api/health answers. */
async function start(dataDir: string, timeoutMs: number, script = 'scripts/start.mjs'): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const begun = Date.now();
  const child = spawn(process.execPath, [script], {
    cwd: folder,
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ORIGIN: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const servingAfterMs = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`start exited with ${child.exitCode}: ${log}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return Date.now() - begun;
      } catch {
        /* not serving yet */
      }
      if (Date.now() - begun > timeoutMs) throw new Error(`not serving after ${timeoutMs} ms: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const run = { child, url, output: () => log, servingAfterMs };
  started.push(run);
  return run;
}

async function stop(run: Start) {
  if (run.child.exitCode !== null || run.child.signalCode !== null) return;
  const exited = new Promise((resolve) => run.child.once('exit', resolve));
  try {
    process.kill(-run.child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

/** Every generated file's modification time, by path. */
function mtimes(dir: string, into = new Map<string, number>()): Map<string, number> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) mtimes(file, into);
    else into.set(file, statSync(file).mtimeMs);
  }
  return into;
}

afterAll(async () => {
  await Promise.all(started.map(stop));
  rmSync(folder, { recursive: true, force: true });
});

const building = /Building the web app/g;

describe.skipIf(!!process.env.DATABASE_URL)('npm start from one folder', () => {
  it('builds once for two starts at the same moment, then serves a later start within 3 s without building', async () => {
    const dataA = mkdtempSync(path.join(tmpdir(), 'ada-start-data-'));
    const dataB = mkdtempSync(path.join(tmpdir(), 'ada-start-data-'));
    const [a, b] = await Promise.all([start(dataA, 280_000), start(dataB, 280_000)]);
    await Promise.all([a.servingAfterMs, b.servingAfterMs]);
    const outputs = [a.output(), b.output()];
    // One of them built the web app; the other waited for it and built nothing.
    expect(outputs.join('').match(building) ?? [], outputs.join('\n---\n')).toHaveLength(1);
    expect(outputs.filter((o) => o.includes('Another start in this folder is building'))).toHaveLength(1);
    for (const run of [a, b]) {
      const page = await fetch(`${run.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"');
    }
    await Promise.all([stop(a), stop(b)]);

    const generated = mtimes(path.join(folder, 'src/i18n/generated'));
    expect(generated.size).toBeGreaterThan(10);
    const again = await start(dataA, 120_000);
    const ms = await again.servingAfterMs;
    expect(again.output()).not.toMatch(/Building|waiting/);
    expect(mtimes(path.join(folder, 'src/i18n/generated'))).toEqual(generated);
    await stop(again);

    // The compiled server alone, on the same data: what the database and the server take.
    const bare = await start(dataA, 120_000, 'dist-server/main.mjs');
    const bareMs = await bare.servingAfterMs;
    await stop(bare);
    console.log(`a start with nothing changed served after ${ms} ms; the server alone after ${bareMs} ms`);
    expect(ms, `served after ${ms} ms, the server alone after ${bareMs} ms`).toBeLessThanOrEqual(
      Math.max(SECOND_START_WITHIN_MS, bareMs + START_SCRIPT_ADDS_AT_MOST_MS),
    );
  }, 300_000);
});

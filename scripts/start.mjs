// `npm start`: build the web app and the server if either is missing or out of date, then run
// the compiled server in this same process (so SIGTERM/SIGINT reach it directly). Migrations
// run at server start.
//
// A start with nothing changed builds nothing and serves within a few seconds
// (docs/decisions/367-a-start-builds-only-what-changed.md): the words compiler writes only the
// files whose words changed, and runs only when locales/ or the compiler changed since it last ran.
// Two starts from one folder take turns through a lock (`.tmp/start.lock`): the second waits while
// the first builds, then finds everything built.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { writeLessonsIndex } from './content-index.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stateDir = path.join(root, '.tmp');
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}
const newestOf = (inputs) => Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));

// The lock: a folder made atomically, holding the PID of the start that builds. A lock whose
// process is gone (killed mid-build) is taken over; one without its PID yet is a start that has
// only just made it, unless it is older than a minute.
const lockDir = path.join(stateDir, 'start.lock');
const lockPid = path.join(lockDir, 'pid');
const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
function holderIsGone() {
  try {
    const pid = Number(readFileSync(lockPid, 'utf8'));
    return !(pid > 0 && isAlive(pid));
  } catch {
    return Date.now() - builtAt(lockDir) > 60_000;
  }
}
async function withStartLock(work) {
  mkdirSync(stateDir, { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(lockPid, String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (holderIsGone()) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!told) console.log('Another start in this folder is building; waiting for it...');
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const release = () => rmSync(lockDir, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    release();
    process.off('exit', release);
  }
}

function run(script, args = []) {
  const result = spawnSync(process.execPath, [path.join(root, script), ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Compiles the words when locales/ or the compiler is newer than the last compile (or it never ran). */
function compileWords() {
  // The lessons' index, written on every start (only when a lesson's file came or went:
  // docs/decisions/395-the-lessons-index-is-generated.md).
  writeLessonsIndex();
  const stamp = path.join(stateDir, 'i18n-compiled');
  const generated = path.join(root, 'src/i18n/generated/keys.ts');
  const inputs = newestOf(['locales', 'scripts/i18n']);
  if (existsSync(generated) && existsSync(stamp) && Number(readFileSync(stamp, 'utf8')) >= inputs) return;
  run('scripts/i18n/compile.mjs');
  writeFileSync(stamp, String(inputs));
}

const serverEntry = path.join(root, 'dist-server', 'main.mjs');

await withStartLock(async () => {
  compileWords();
  const webInputs = ['src/web', 'src/domain', 'src/i18n', 'locales', 'content', 'public', 'index.html', 'vite.config.ts', 'package.json'];
  const webBuiltAt = Math.min(builtAt(path.join(root, 'dist', 'index.html')), builtAt(path.join(root, 'dist-ssr', 'server-entry.js')));
  if (newestOf(webInputs) > webBuiltAt) {
    console.log('Building the web app (first start or sources changed)...');
    run('node_modules/vite/bin/vite.js', ['build', '--logLevel', 'warn']);
    // The same app as the server renders it (docs/decisions/401-the-first-paint-from-the-server.md).
    run('node_modules/vite/bin/vite.js', ['build', '--ssr', 'src/web/server-entry.tsx', '--logLevel', 'warn']);
  }
  const serverInputs = ['src/server', 'src/domain', 'src/i18n', 'locales', 'content', 'package.json', 'scripts/build-server.mjs'];
  if (newestOf(serverInputs) > builtAt(serverEntry)) {
    console.log('Building the server (first start or sources changed)...');
    // Loaded only to build: esbuild is not needed to serve.
    const { buildServer } = await import('./build-server.mjs');
    await buildServer();
  }
});

await import(serverEntry);

// `npm start`: build the web app and the server if either is missing or out of date, then run
// the compiled server in this same process (so SIGTERM/SIGINT reach it directly). Migrations
// run at server start.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
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

spawnSync(process.execPath, [path.join(root, 'scripts/i18n/compile.mjs')], { cwd: root, stdio: 'inherit' });
const newestOf = (inputs) => Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
const webInputs = ['src/web', 'src/domain', 'src/i18n', 'locales', 'content', 'public', 'index.html', 'vite.config.ts', 'package.json'];
if (newestOf(webInputs) > builtAt(path.join(root, 'dist', 'index.html'))) {
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverEntry = path.join(root, 'dist-server', 'main.mjs');
const serverInputs = ['src/server', 'src/domain', 'src/i18n', 'locales', 'content', 'package.json', 'scripts/build-server.mjs'];
if (newestOf(serverInputs) > builtAt(serverEntry)) await buildServer();

await import(serverEntry);

// `npm start`: build the web app if it is missing or out of date, then run the server in
// this same process (so SIGTERM/SIGINT reach it directly). Migrations run at server start.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const builtAt = (() => {
  const index = path.join(root, 'dist', 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : 0;
})();

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

const inputs = ['src/web', 'src/domain', 'content', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const newestSource = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
if (newestSource > builtAt) {
  console.log('Building the web app (first start or sources changed)...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import('../src/server/main.ts');

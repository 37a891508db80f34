// Compiles the server (src/server/main.ts with src/domain and content) into one ES module,
// dist-server/main.mjs, with npm packages left as imports. `npm start` runs it with plain
// Node: no TypeScript loader in the running process (about half the memory; decision 076).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist-server');

export async function buildServer() {
  rmSync(serverOutDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(serverOutDir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // db/client.ts finds its migrations next to itself (import.meta.url): here, next to main.mjs.
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(serverOutDir, 'migrations'), {
    recursive: true,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

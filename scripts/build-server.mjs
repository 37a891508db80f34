// Compiles the server (src/server/main.ts with src/domain and content) into one ES module,
// dist-server/main.mjs, with npm packages left as imports. `npm start` runs it with plain
// Node: no TypeScript loader in the running process (about half the memory;
// docs/decisions/076-compiled-server.md).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverOutDir = path.join(root, 'dist-server');

/** Builds into `outDir` (default dist-server/; the restart test builds its own copy). */
export async function buildServer(outDir = serverOutDir) {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(outDir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  // db/client.ts finds its migrations next to itself (import.meta.url): here, next to main.mjs.
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
}

// `node scripts/build-server.mjs [outDir]`
if (import.meta.url === `file://${process.argv[1]}`) {
  await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : serverOutDir);
}

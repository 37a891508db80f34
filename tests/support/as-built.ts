import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const outDir = path.resolve(import.meta.dirname, '../../.tmp/as-built');

/**
 * The module at `entry` (a path from the repository's root) bundled by esbuild as the server's
 * build bundles it (scripts/build-server.mjs), then imported: the code the server runs. Under the
 * test runner each import of one module from another is a getter on a wrapper object, called on
 * every use, which made a game replay's hot loop about half as slow again as the server's. Time
 * budgets measure this (docs/decisions/418-time-budgets-run-alone.md).
 */
export async function importAsBuilt<T>(entry: string): Promise<T> {
  mkdirSync(outDir, { recursive: true });
  const outfile = path.join(outDir, `${entry.replace(/[^\w.-]+/g, '_').replace(/\.ts$/, '')}.mjs`);
  await build({
    entryPoints: [path.resolve(import.meta.dirname, '../..', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return (await import(/* @vite-ignore */ pathToFileURL(outfile).href)) as T;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { BRANCHES_WE_NEVER_TAKE, markReactRouterPure } from './vite-react-router-production';

const productionDir = path.resolve('node_modules/react-router/dist/production');
// The chunk the plugin trims: the one that holds the browser router and <Link>.
const routerChunk = readdirSync(productionDir)
  .filter((file) => /^chunk-[^/]+\.mjs$/.test(file))
  .map((file) => readFileSync(path.join(productionDir, file), 'utf8'))
  .find((code) => code.includes('function createBrowserRouter('));

it('finds the React Router chunk that holds the browser router', () => {
  expect(routerChunk).toBeDefined();
});

it.each(BRANCHES_WE_NEVER_TAKE.map((cut) => [cut.what, cut] as const))(
  'still finds the code of the cut: %s',
  (_what, cut) => {
    // A release that reshaped this code: update the pattern (or drop the cut) in the plugin.
    expect(routerChunk!.search(new RegExp(cut.find.source))).toBeGreaterThanOrEqual(0);
  },
);

it('leaves no trace of the cut branches in the trimmed code', () => {
  const trimmed = markReactRouterPure(routerChunk!);
  expect(trimmed).not.toMatch(/= usePrefetchBehavior\(/);
  expect(trimmed).not.toMatch(/createElement\(RSCErrorHandler/);
  expect(trimmed).not.toMatch(/if \(init\.instrumentations\)/);
  expect(trimmed).not.toMatch(/opts\?\.hydrationData \|\| parseHydrationData\(\)/);
  expect(trimmed).not.toMatch(/useViewTransitionState\(path\) && viewTransition/);
  expect(trimmed).not.toMatch(/return runClientMiddlewarePipeline\(/);
  expect(trimmed).not.toMatch(/^\w+\.displayName = /m);
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('the app passes none of the options whose branches the build cuts', () => {
  // Using one of these would need its cut removed from scripts/vite-react-router-production.ts.
  const used = sourceFiles(path.resolve('src/web')).filter((file) =>
    // hydrationData passed to createBrowserRouter is fine (src/web/main.tsx): the cut only drops
    // the search for React Router's own inline script's data, which our pages never carry.
    /\bviewTransition\b|\binstrumentations\b|__staticRouterHydrationData|\bmiddleware\b|\bdataStrategy\b/.test(
      readFileSync(file, 'utf8'),
    ),
  );
  expect(used).toEqual([]);
});

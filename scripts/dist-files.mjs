// The built files a child's browser can load, for the after-build checks that nothing meant for
// the server only (solutions, guides) is among them: check-dist-solutions.mjs, check-dist-guides.mjs.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every text file under `dir`, at any depth. */
export function* distFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* distFiles(full);
    else if (/\.(js|mjs|html|json|webmanifest|css|map|txt)$/.test(name)) yield full;
  }
}

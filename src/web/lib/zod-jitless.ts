// The browser's zod: the same package, told never to compile parsers with `new Function`.
// Left to itself, zod 4 probes `new Function` when it builds its first object schema; our
// Content-Security-Policy (script-src 'self') blocks that and the browser reports a violation
// on every page that uses a schema. vite.config.ts points every `import ... from 'zod'` of the
// web build here, so this runs before any schema is made
// (docs/decisions/106-zod-in-the-browser-is-jitless.md). It adds no code to the first load: only
// the lazy screens that validate a form import zod.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;

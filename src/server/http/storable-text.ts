import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './api-route';
import { badRequest } from './errors';

// PostgreSQL text cannot hold U+0000, and jsonb refuses half of a surrogate pair. JSON can
// carry both (`\u0000`, `\ud800`), so without this check such a string would fail in the
// database: a 500 instead of a 400 naming the field (docs/product.md#errors-and-bad-input)
// (docs/decisions/088-bad-input-limits.md).
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in `value` (or any key) is one the database could not store. */
function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const key in item) {
        if (UNSTORABLE.test(key)) return true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The path of the first string (or key) the database could not store, or null. Iterative: any
 * depth. Almost every body has none: it is looked for first without building any path.
 */
function unstorablePath(value: unknown): string | null {
  if (!hasUnstorableText(value)) return null;
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return path || 'body';
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** Refuses a request whose body or query string has text the database cannot store. */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isApiRoute(request)) return done();
    const inBody = unstorablePath(request.body);
    if (inBody)
      return done(badRequest('server.http.unstorableField', { where: 'body', field: inBody }));
    const inQuery = unstorablePath(request.query);
    if (inQuery) {
      return done(badRequest('server.http.unstorableField', { where: 'query', field: inQuery }));
    }
    done();
  });
}

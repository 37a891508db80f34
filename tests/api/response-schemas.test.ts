import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feedbackPage } from '../../src/domain/api/admin-api';
import { isoDateTime, messageAnswer } from '../../src/domain/api/common-api';
import { apiRoutes, routeName } from '../support/api-routes';
import { openParts } from '../support/schema-walk';
import { createTestApp } from '../support/test-app';

// docs/decisions/096-one-contract-both-ways.md: every API route declares each answer it sends
// with a body as a zod schema from src/domain/api/*-api.ts (`schema.response`), and the web takes
// its types from the same schemas. The routes come from the app itself, so a new route
// without one fails here. A 204 or a redirect declares `noBody` (common-api.ts).

const t = await createTestApp();
afterAll(() => t.close());
const routes = apiRoutes(t.routes);

const typeOf = (schema: unknown) => (schema as z.ZodType)._zod.def.type;

describe('every API route declares its answers', () => {
  it('sees the routes the app registered', () => {
    expect(routes.map(routeName)).toContain('GET /api/user');
    expect(routes.length).toBeGreaterThan(25);
  });

  for (const route of routes) {
    it(routeName(route), () => {
      const response = route.options.schema?.response as Record<string, unknown> | undefined;
      expect(response, 'no `schema.response`: declare the answer (src/domain/api/*-api.ts)').toBeDefined();
      const codes = Object.keys(response ?? {});
      expect(
        codes.filter((code) => /^[23]/.test(code)),
        'no schema for its 2xx (or redirect) answer',
      ).not.toEqual([]);
      for (const code of codes) {
        const schema = response![code];
        expect(schema instanceof z.ZodType, `${code}: not a zod schema`).toBe(true);
        expect(openParts(schema, code), `${code}: says what it holds`).toEqual([]);
        const bodiless = code === '204' || code.startsWith('3');
        if (bodiless) expect(typeOf(schema), `${code} has no body: declare noBody`).toBe('undefined');
        else expect(typeOf(schema), `${code}: a JSON answer has a body`).not.toBe('undefined');
      }
    });
  }
});

describe('the schema walk finds what is not said', () => {
  const flagged: [string, z.ZodType][] = [
    ['z.any()', z.any()],
    ['z.unknown()', z.unknown()],
    ['a z.any() field', z.object({ a: z.string(), b: z.any() })],
    ['z.looseObject', z.looseObject({ a: z.string() })],
    ['.passthrough()', z.object({ a: z.string() }).passthrough()],
    ['.catchall(z.any())', z.object({}).catchall(z.any())],
    ['z.unknown() deep in a list', z.object({ items: z.array(z.object({ x: z.unknown().optional() })) })],
    ['a record of unknown', z.record(z.string(), z.unknown())],
    ['an open union member', z.union([z.string(), z.looseObject({})])],
    ['an open lazy schema', z.lazy(() => z.array(z.any()))],
    ['z.custom()', z.custom<string>()],
    ['a one-way transform', z.object({ n: z.string().transform(Number) })],
    ['an open codec side', z.codec(z.string(), z.any(), { decode: (s) => s, encode: (v) => String(v) })],
  ];
  for (const [name, schema] of flagged) {
    it(`flags ${name}`, () => expect(openParts(schema)).not.toEqual([]));
  }

  it('names where the open part is', () => {
    expect(openParts(z.object({ items: z.array(z.object({ x: z.unknown() })) }))).toEqual([
      '(root).items[].x is z.unknown()',
    ]);
  });

  it('passes closed schemas: strict objects, dates as ISO strings, nullable and optional fields', () => {
    expect(openParts(feedbackPage)).toEqual([]);
    expect(openParts(messageAnswer)).toEqual([]);
    expect(openParts(z.strictObject({ at: isoDateTime.nullable(), n: z.number().optional() }))).toEqual([]);
  });
});

describe('dates in answers', () => {
  it('travel as the ISO strings Date#toISOString writes, and nothing else passes', () => {
    const at = new Date('2026-11-24T09:30:00.000Z');
    expect(z.encode(isoDateTime, at)).toBe('2026-11-24T09:30:00.000Z');
    expect(z.safeEncode(isoDateTime, 'yesterday' as unknown as Date).success).toBe(false);
    expect(z.safeEncode(isoDateTime, new Date(Number.NaN)).success).toBe(false);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { translatorFor } from '../../src/server/i18n/translators';
import { api, cookiesFrom, createTestApp } from '../support/test-app';
import { makeUser } from '../support/factories';
import { confirmationTokenFromOutbox } from '../support/outbox';
import { signUpGrownUp } from '../support/family';
import {
  apiRoutes,
  routeMatches,
  routeName,
  schemaKeys,
  type ApiRoute,
} from '../support/api-routes';
import {
  ADMIN_EMAIL,
  endpoints,
  type CaseKind,
  type Endpoint,
  type Field,
  type FieldType,
} from './bad-input-endpoints';

const englishWords = translatorFor('en');

// docs/product.md#errors-and-bad-input: bad input gets a clear 4xx `{message}`, never a 500, and a refused request changes
// nothing. The routes come from the app itself (its onRoute hook); each is described in
// bad-input-endpoints.ts (how to add one: the header there), and the bad-input, signed-out
// and cross-site cases are generated from the descriptions here. A route the app registers
// without a description fails below, and so does a description no route answers.

const MAX_ID = 2_147_483_647;
const WRONG_VALUES: Record<FieldType, unknown[]> = {
  string: [12345, true, null, { nested: 'x' }, ['x']],
  number: ['12', true, null, { n: 1 }, [1]],
  boolean: ['true', 1, null, {}, [true]],
  array: ['x', 1, true, null, { length: 1 }],
  object: ['x', 1, true, null, ['x']],
  id: ['12', true, null, { n: 1 }, [1], 0, -1, 1.5, MAX_ID + 1],
  ids: ['x', 1, true, null, { length: 1 }, ['1'], [0], [1.5], [MAX_ID + 1]],
};
// Text PostgreSQL cannot store: U+0000, and half of a surrogate pair (refused by jsonb).
const UNSTORABLE = ['a\u0000b', 'x\ud800y'];
const TEN_KB = 'x'.repeat(10 * 1024);
const TWENTY_KB = 'y'.repeat(20 * 1024);

type Case = {
  label: string;
  /** Who sends it, when not the endpoint's own sender. */
  as?: 'guest' | 'learner';
  /** A Cookie header to send instead of the endpoint's own session. */
  cookie?: string;
  url?: string;
  headers?: Record<string, string>;
  /** Send exactly `headers` (no JSON content type or same-origin `Origin` added). */
  exactHeaders?: boolean;
  /** Raw payload; when absent the body object is sent as JSON. */
  payload?: string;
  body?: Record<string, unknown>;
  status: number;
  /** The field the message must name (`"field"`, or `"field.0"` inside a list). */
  field?: string;
  /** The exact message (a sentence from SPEC). */
  message?: string;
};

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/** A body of exactly `bytes` bytes of JSON: the valid body plus an unused `padding` field. */
function paddedTo(valid: Record<string, unknown>, bytes: number): string {
  const base = Buffer.byteLength(JSON.stringify({ ...valid, padding: '' }));
  return JSON.stringify({ ...valid, padding: 'p'.repeat(bytes - base) });
}

function casesFor(endpoint: Endpoint): Case[] {
  if (endpoint.cases) return endpoint.cases.map((c) => ({ ...c, exactHeaders: true }));
  const cases = [
    ...requestCases(endpoint),
    ...accessCases(endpoint),
    ...urlCases(endpoint),
    ...fieldCases(endpoint),
  ];
  return [...cases, ...encodedPrefixCases(endpoint, cases)];
}

// The router decodes `/%61pi/` to `/api/`: the same-origin, session and text guards must hold
// there too (docs/decisions/112-guards-follow-the-matched-route.md). The guard cases again, through
// the encoded prefix.
const GUARD_CASES = /^(cross-site|signed out|signed in as a learner|unused field with)/;
function encodedPrefixCases(endpoint: Endpoint, cases: Case[]): Case[] {
  return cases
    .filter((c) => GUARD_CASES.test(c.label))
    .map((c) => ({ ...c, label: `${c.label} via /%61pi/`, url: (c.url ?? endpoint.url).replace(/^\/api\//, '/%61pi/') }));
}

function requestCases(endpoint: Endpoint): Case[] {
  const { okStatus, okMessage } = endpoint;
  if (endpoint.method === 'GET') {
    return [
      { label: 'as described', status: okStatus, message: okMessage },
      {
        label: 'junk query string',
        url: withQuery(endpoint.url, `a=%ZZ&b[]=1&c=${'q'.repeat(2000)}`),
        status: okStatus,
      },
      ...(endpoint.as
        ? []
        : [
            { label: 'forged session cookie', cookie: 'sid=forged; signed_in=1', status: okStatus },
          ]),
    ];
  }
  const valid: () => Record<string, unknown> = endpoint.body ?? (() => ({}));
  const limit = endpoint.bodyLimitBytes;
  const cases: Case[] = [
    { label: 'valid body (sanity)', body: valid(), status: okStatus, message: okMessage },
    { label: 'malformed JSON', payload: '{"email": "a@b.c",', status: 400 },
    { label: 'empty body with a JSON content type', payload: '', status: 400 },
    {
      label: 'non-JSON content type',
      payload: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
    },
    {
      label: 'text/plain content type',
      payload: JSON.stringify(valid()),
      headers: { 'content-type': 'text/plain' },
      status: 415,
    },
    {
      label: 'cross-site origin',
      body: valid(),
      headers: { origin: 'https://evil.example' },
      status: 403,
    },
    {
      label: 'cross-site fetch metadata',
      body: valid(),
      headers: { 'sec-fetch-site': 'cross-site' },
      status: 403,
    },
    ...(limit
      ? [
          {
            label: `body of exactly ${limit} bytes (the route's limit)`,
            payload: paddedTo(valid(), limit),
            status: okStatus,
          },
          {
            label: `body of ${limit + 1} bytes`,
            payload: paddedTo(valid(), limit + 1),
            status: 413,
          },
        ]
      : [{ label: '20 KB body', body: { ...valid(), padding: TWENTY_KB }, status: 413 }]),
  ];
  if (endpoint.fields) {
    cases.push(
      { label: 'body is a JSON array', payload: JSON.stringify([valid()]), status: 400 },
      { label: 'body is JSON null', payload: 'null', status: 400 },
      { label: 'body is a JSON string', payload: '"hello"', status: 400 },
      {
        label: 'deeply nested JSON',
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
        status: 400,
      },
      {
        label: 'prototype poisoning',
        payload: JSON.stringify(valid()).replace(/^\{/, '{"__proto__":{"role":"admin"},'),
        status: 400,
      },
    );
  }
  if (endpoint.body) {
    // Even a field the server ignores: the check runs before the route knows what it reads.
    cases.push(
      ...UNSTORABLE.map((text) => ({
        label: `unused field with ${JSON.stringify(text)} deep inside`,
        body: { ...valid(), note: { deep: ['ok', text] } },
        status: 400,
        field: 'note.deep.1',
      })),
    );
  }
  return cases;
}

/** docs/product.md#admin: signed out 401; admin endpoints refuse learners with 403. */
function accessCases(endpoint: Endpoint): Case[] {
  if (!endpoint.as || endpoint.as === 'guest') return [];
  const body = endpoint.body?.() ?? (endpoint.method === 'GET' ? undefined : {});
  const signedOut = endpoint.signedOutStatus ?? 401;
  const cases: Case[] = [
    {
      label: 'signed out',
      as: 'guest',
      body,
      status: signedOut,
      message: signedOut === 401 ? englishWords('server.auth.notSignedIn') : undefined,
    },
  ];
  // docs/decisions/142-sign-in-checked-before-input.md: who may ask is checked before what they
  // ask, so a guest's bad input gets the same refusal (a 401, or the class gallery's 404,
  // docs/decisions/300-sharing-with-the-class.md), and a guest learns nothing about a signed-in
  // route's input rules.
  if (signedOut >= 400) {
    const notSignedIn = {
      as: 'guest' as const,
      status: signedOut,
      message: signedOut === 401 ? englishWords('server.auth.notSignedIn') : undefined,
    };
    const badUrl = Object.values(endpoint.badUrls ?? {})[0]?.[0];
    if (badUrl) cases.push({ label: 'signed out, bad URL', url: badUrl, body, ...notSignedIn });
    if (endpoint.method !== 'GET') {
      cases.push({ label: 'signed out, malformed JSON', payload: '{"id": ', ...notSignedIn });
      const wrong = Object.entries(endpoint.fields ?? {}).map(([f, spec]) => [f, WRONG_VALUES[spec.type][0]]);
      if (wrong.length > 0) {
        cases.push({ label: 'signed out, every field wrong', body: Object.fromEntries(wrong), ...notSignedIn });
      }
    }
  }
  if (endpoint.as === 'admin') {
    cases.push({
      label: 'signed in as a learner',
      as: 'learner',
      body,
      status: 403,
      message: englishWords('server.auth.notAllowed'),
    });
    if (endpoint.method !== 'GET') {
      const payload = '{"id": ';
      cases.push({ label: 'signed in as a learner, malformed JSON', as: 'learner', payload, status: 403, message: englishWords('server.auth.notAllowed') });
    }
  }
  return cases;
}

function urlCases(endpoint: Endpoint): Case[] {
  return Object.entries(endpoint.badUrls ?? {}).flatMap(([field, urls]) =>
    urls.map((url) => ({
      label: `bad ${field}: ${url.slice(0, 60)}`,
      url,
      body: endpoint.body?.() ?? (endpoint.method === 'GET' ? undefined : {}),
      status: 400,
      field,
    })),
  );
}

/** The expectation for a bad value: a SPEC sentence where the handler checks, else the field. */
function expected(field: string, spec: Field, kind: CaseKind): Pick<Case, 'field' | 'message'> {
  const sentence = typeof spec.sentence === 'string' ? spec.sentence : spec.sentence?.[kind];
  return sentence ? { message: sentence } : { field };
}

function fieldCases(endpoint: Endpoint): Case[] {
  const valid: () => Record<string, unknown> = endpoint.body ?? (() => ({}));
  const cases: Case[] = [];
  for (const [field, spec] of Object.entries(endpoint.fields ?? {})) {
    if (spec.required) {
      const body = valid();
      delete body[field];
      cases.push({
        label: `missing ${field}`,
        body,
        status: 400,
        ...expected(field, spec, 'missing'),
      });
    }
    for (const wrong of WRONG_VALUES[spec.type]) {
      if (wrong === null && spec.nullable) continue;
      cases.push({
        label: `${field} = ${JSON.stringify(wrong)}`,
        body: { ...valid(), [field]: wrong },
        status: 400,
        ...expected(field, spec, wrong === null ? 'null' : 'wrongType'),
      });
    }
    cases.push({
      label: `${field} is a 10 KB string`,
      body: { ...valid(), [field]: TEN_KB },
      status: 400,
      ...expected(field, spec, 'tooLong'),
    });
    for (const text of spec.type === 'string' ? UNSTORABLE : []) {
      const body = { ...valid(), [field]: text };
      cases.push({ label: `${field} = ${JSON.stringify(text)}`, body, status: 400, field });
    }
    for (const wrong of spec.alsoWrong ?? []) {
      cases.push({
        label: `${field} = ${JSON.stringify(wrong).slice(0, 60)}`,
        body: { ...valid(), [field]: wrong },
        status: 400,
        ...expected(field, spec, 'outOfRange'),
      });
    }
    for (const value of spec.alsoValid ?? []) {
      cases.push({
        label: `${field} = ${JSON.stringify(value).slice(0, 60)} (at the limit)`,
        body: { ...valid(), [field]: value },
        status: endpoint.okStatus,
        message: endpoint.okMessage,
      });
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------

const t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
afterAll(() => t.close());
const routes = apiRoutes(t.routes);
let adminCookie: string | undefined;
let grownUpCookie: string | undefined;
let teacherCookie: string | undefined;

async function signUp(payload: Record<string, unknown>): Promise<string> {
  const response = await api(t.app, 'POST', '/api/register', { body: payload });
  expect(response.statusCode, response.body).toBe(201);
  return cookiesFrom(response);
}

async function cookieFor(endpoint: Endpoint, c: Case): Promise<string | undefined> {
  if (c.cookie) return c.cookie;
  const who = c.as ?? endpoint.as ?? 'guest';
  // A fresh learner each time: logout ends the session, and plays count per learner.
  if (who === 'learner') return signUp(makeUser().payload);
  if (who === 'admin') return (adminCookie ??= await signUpAdmin());
  if (who === 'grown-up') return (grownUpCookie ??= (await signUpGrownUp(t)).cookie);
  if (who === 'teacher') return (teacherCookie ??= await signUpTeacher());
  return undefined;
}

/** A grown-up with consent who has made a class. */
async function signUpTeacher(): Promise<string> {
  const { cookie } = await signUpGrownUp(t);
  const made = await api(t.app, 'POST', '/api/classes', { cookie, body: { name: 'Sweep class' } });
  expect(made.statusCode, made.body).toBe(201);
  return cookie;
}

/** ADMIN_EMAILS counts once the owner confirms the address: by the link in the real email. */
async function signUpAdmin(): Promise<string> {
  const cookie = await signUp(makeUser({ email: ADMIN_EMAIL }).payload);
  const token = await confirmationTokenFromOutbox(t.env.DATA_DIR, ADMIN_EMAIL);
  const confirmed = await api(t.app, 'POST', '/api/confirm-email', { body: { token } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return cookie;
}

/** One checksum per table, of all its rows: any insert, update or delete changes it. */
async function checksums(tables: string[] = []): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const result = await t.database.db.execute(
      sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as sum from ${sql.identifier(table)} r`,
    );
    sums[table] = (result as unknown as { rows: { sum: string }[] }).rows[0]!.sum;
  }
  return sums;
}

function send(
  endpoint: Endpoint,
  c: Case,
  cookie: string | undefined,
): Promise<LightMyRequestResponse> {
  const url = c.url ?? endpoint.url;
  if (endpoint.method === 'GET') return api(t.app, 'GET', url, { cookie });
  const headers: Record<string, string> = {
    ...(c.exactHeaders
      ? {}
      : { 'content-type': 'application/json', origin: 'http://localhost:3000' }),
    ...(cookie ? { cookie } : {}),
    ...c.headers,
  };
  if (headers['sec-fetch-site']) delete headers.origin;
  return t.app.inject({
    method: endpoint.method,
    url,
    headers,
    payload: c.payload ?? JSON.stringify(c.body ?? {}),
  });
}

const routeOf = (endpoint: Endpoint): ApiRoute | undefined =>
  routes.find((route) => routeMatches(route, endpoint.method, endpoint.url));
const describedBy = (route: ApiRoute) => endpoints.filter((e) => routeOf(e) === route);
const nameOf = (e: Endpoint) => `${e.method} ${e.url.slice(0, 60)} (${e.name})`;

describe('the sweeps cover every API route the app registers', () => {
  it('sees the routes the app registered', () => {
    expect(routes.map(routeName)).toContain('POST /api/register');
  });

  it('every route is described in bad-input-endpoints.ts', () => {
    const missing = routes.filter((route) => describedBy(route).length === 0).map(routeName);
    expect(missing, 'add an entry for each (see the header of bad-input-endpoints.ts)').toEqual([]);
  });

  it('every description is of a route the app has', () => {
    expect(endpoints.filter((e) => !routeOf(e)).map(nameOf)).toEqual([]);
  });

  it('a route is left to hand-written cases only when it says why (config.sweepExemption)', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const reason = route.options.config?.sweepExemption;
      const byHand = describedBy(route).filter((e) => e.cases);
      if (byHand.length > 0 && !reason) problems.push(`${routeName(route)}: hand cases, no reason`);
      if (reason && byHand.length === 0) problems.push(`${routeName(route)}: exempt, no hand cases`);
      if (route.options.config?.allowCrossSite && !reason)
        problems.push(`${routeName(route)}: allows cross-site requests, no sweepExemption`);
    }
    expect(problems).toEqual([]);
  });

  it('every field of a body, query or params schema is swept', () => {
    const unswept: string[] = [];
    for (const route of routes) {
      for (const endpoint of describedBy(route).filter((e) => !e.cases)) {
        const schema = route.options.schema ?? {};
        const body = schemaKeys(schema.body).filter((field) => !endpoint.fields?.[field]);
        const url = [...schemaKeys(schema.querystring), ...schemaKeys(schema.params)].filter(
          (field) => !endpoint.badUrls?.[field],
        );
        for (const field of body) unswept.push(`${nameOf(endpoint)}: body field "${field}"`);
        for (const field of url) unswept.push(`${nameOf(endpoint)}: bad "${field}" in the URL`);
      }
    }
    expect(unswept, 'describe them in `fields` or `badUrls`').toEqual([]);
  });

  it('the admin area is swept as an admin (signed out 401, learner 403)', () => {
    const notAdmin = routes
      .filter((route) => route.url.startsWith('/api/admin/'))
      .flatMap(describedBy)
      .filter((e) => e.as !== 'admin')
      .map(nameOf);
    expect(notAdmin).toEqual([]);
  });
});

for (const route of routes) {
  for (const endpoint of describedBy(route)) {
    describe(`${routeName(route)}: ${nameOf(endpoint)}`, () => {
      for (const c of casesFor(endpoint)) {
        it(`${c.label} -> ${c.status}`, async () => {
          const cookie = await cookieFor(endpoint, c);
          const before = await checksums(endpoint.writes);
          const response = await send(endpoint, c, cookie);
          expect(response.statusCode, response.body).toBe(c.status);
          checkDeclared(route, response.statusCode);
          if (response.statusCode >= 300 && response.statusCode < 400) return; // a redirect
          if (response.statusCode === 204) return; // no content: the one answer without a body
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const body = response.json() as { message?: unknown };
          const message = String(body.message);
          if (response.statusCode >= 400) {
            expect(typeof body.message, response.body).toBe('string');
            expect(message.length).toBeGreaterThan(0);
            expect(await checksums(endpoint.writes), 'a refused request changed data').toEqual(
              before,
            );
          }
          if (c.message) expect(message).toBe(c.message);
          if (c.field) expect(message).toMatch(new RegExp(`"${c.field}[".]`));
        });
      }
    });
  }
}

/** A success or redirect the route sends must be one its response schemas declare. */
function checkDeclared(route: ApiRoute, status: number): void {
  if (status >= 400) return;
  const declared = Object.keys((route.options.schema?.response ?? {}) as object);
  expect(declared, `${routeName(route)} answered ${status} without a schema for it`).toSatisfy(
    (codes: string[]) => codes.includes(String(status)) || codes.includes(`${String(status)[0]}xx`),
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { api, cookiesFrom, createTestApp, type TestApp } from '../support/test-app';
import { makeUser } from '../support/factories';

// DESIGN §5: bad input gets a clear 4xx `{message}`, never a 500. Every endpoint is described
// once below; the cases are generated from the descriptions. Areas that add endpoints append
// them to `endpoints` (keep `okStatus` honest: it proves the valid body really is valid).

type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';
type Endpoint = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Who sends it. Guests by default; a signed-in learner or admin reaches the body checks. */
  as?: 'guest' | 'learner' | 'admin';
  /** A valid body (fresh per call, e.g. a new email each time). Only for unsafe methods. */
  body?: () => Record<string, unknown>;
  /** The fields the server uses: each is validated strictly. */
  fields?: Record<string, { type: FieldType; required: boolean }>;
  /** The status the valid request gets (e.g. 401 for a login with a wrong password). */
  okStatus: number;
};

const ADMIN_EMAIL = 'bad-input-admin@example.com';

const endpoints: Endpoint[] = [
  { name: 'health', method: 'GET', url: '/api/health', okStatus: 200 },
  { name: 'current user (guest)', method: 'GET', url: '/api/user', okStatus: 401 },
  { name: 'current user', method: 'GET', url: '/api/user', as: 'learner', okStatus: 200 },
  {
    name: 'register',
    method: 'POST',
    url: '/api/register',
    body: () => makeUser().payload,
    fields: {
      email: { type: 'string', required: true },
      password: { type: 'string', required: true },
      firstName: { type: 'string', required: true },
      lastName: { type: 'string', required: true },
      username: { type: 'string', required: false },
      displayName: { type: 'string', required: false },
    },
    okStatus: 201,
  },
  {
    name: 'login',
    method: 'POST',
    url: '/api/login',
    body: () => ({ email: 'nobody@example.com', password: 'wrong-password' }),
    fields: {
      email: { type: 'string', required: true },
      password: { type: 'string', required: true },
    },
    okStatus: 401,
  },
  { name: 'logout', method: 'POST', url: '/api/logout', body: () => ({}), okStatus: 200 },
  {
    name: 'logout (signed in)',
    method: 'POST',
    url: '/api/logout',
    as: 'learner',
    body: () => ({}),
    okStatus: 200,
  },
  {
    name: 'password reset request',
    method: 'POST',
    url: '/api/password-reset-request',
    body: () => ({ email: `someone.${Math.random().toString(36).slice(2)}@example.com` }),
    fields: { email: { type: 'string', required: true } },
    okStatus: 200,
  },
  {
    name: 'password reset',
    method: 'POST',
    url: '/api/password-reset',
    body: () => ({ token: 'A'.repeat(43), newPassword: 'a-good-password' }),
    fields: {
      token: { type: 'string', required: true },
      newPassword: { type: 'string', required: true },
    },
    okStatus: 400, // a well-formed but unknown token
  },
];

// ---------------------------------------------------------------------------------------------

const WRONG_VALUES: Record<FieldType, unknown[]> = {
  string: [12345, true, null, { nested: 'x' }, ['x']],
  number: ['12', true, null, { n: 1 }, [1]],
  boolean: ['true', 1, null, {}, [true]],
  array: ['x', 1, true, null, { length: 1 }],
  object: ['x', 1, true, null, ['x']],
};
const TEN_KB = 'x'.repeat(10 * 1024);
const TWENTY_KB = 'y'.repeat(20 * 1024);

type Case = {
  label: string;
  headers?: Record<string, string>;
  /** Raw payload; when absent the body object is sent as JSON. */
  payload?: string;
  body?: Record<string, unknown>;
  /** A Cookie header to send instead of the endpoint's own session. */
  cookie?: string;
  url?: string;
  /** Expected status; `field` must appear in the message when given. */
  status: number;
  field?: string;
};

function casesFor(endpoint: Endpoint): Case[] {
  if (endpoint.method === 'GET') {
    return [
      { label: 'as described', status: endpoint.okStatus },
      {
        label: 'junk query string',
        url: `${endpoint.url}?a=%ZZ&b[]=1&c=${'q'.repeat(2000)}`,
        status: endpoint.okStatus,
      },
      ...(endpoint.as
        ? []
        : [
            {
              label: 'forged session cookie',
              cookie: 'sid=forged; signed_in=1',
              status: endpoint.okStatus,
            },
          ]),
    ];
  }
  const valid: () => Record<string, unknown> = endpoint.body ?? (() => ({}));
  const cases: Case[] = [
    { label: 'valid body (sanity)', body: valid(), status: endpoint.okStatus },
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
    { label: '20 KB body', body: { ...valid(), padding: TWENTY_KB }, status: 413 },
  ];
  const fields = Object.entries(endpoint.fields ?? {});
  if (fields.length > 0) {
    cases.push(
      { label: 'body is a JSON array', payload: JSON.stringify([valid()]), status: 400 },
      { label: 'body is JSON null', payload: 'null', status: 400 },
      { label: 'body is a JSON string', payload: '"hello"', status: 400 },
    );
  }
  for (const [field, { type, required }] of fields) {
    if (required) {
      const body = valid();
      delete body[field];
      cases.push({ label: `missing ${field}`, body, status: 400, field });
    }
    for (const wrong of WRONG_VALUES[type]) {
      cases.push({
        label: `${field} = ${JSON.stringify(wrong)}`,
        body: { ...valid(), [field]: wrong },
        status: 400,
        field,
      });
    }
    cases.push({
      label: `${field} is a 10 KB string`,
      body: { ...valid(), [field]: TEN_KB },
      status: 400,
      field,
    });
  }
  return cases;
}

let t: TestApp;
const sessionCookie: Record<'learner' | 'admin', () => Promise<string>> = {
  learner: () => signUp(makeUser().payload),
  admin: () => signUp(makeUser({ email: ADMIN_EMAIL }).payload),
};
let adminCookie: string | undefined;

async function signUp(payload: Record<string, unknown>): Promise<string> {
  const response = await api(t.app, 'POST', '/api/register', { body: payload });
  expect(response.statusCode, response.body).toBe(201);
  return cookiesFrom(response);
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
});
afterAll(() => t.close());

async function send(endpoint: Endpoint, c: Case): Promise<LightMyRequestResponse> {
  let cookie: string | undefined;
  if (c.cookie) cookie = c.cookie;
  else if (endpoint.as === 'learner')
    cookie = await sessionCookie.learner(); // logout may end it: fresh each time
  else if (endpoint.as === 'admin') cookie = adminCookie ??= await sessionCookie.admin();
  const url = c.url ?? endpoint.url;
  if (endpoint.method === 'GET') return api(t.app, 'GET', url, { cookie });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: 'http://localhost:3000',
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

for (const endpoint of endpoints) {
  describe(`${endpoint.method} ${endpoint.url} (${endpoint.name})`, () => {
    for (const c of casesFor(endpoint)) {
      it(`${c.label} -> ${c.status}`, async () => {
        const response = await send(endpoint, c);
        expect(response.statusCode, response.body).toBe(c.status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        const body = response.json() as { message?: unknown };
        if (response.statusCode >= 400) {
          expect(typeof body.message, response.body).toBe('string');
          expect(String(body.message).length).toBeGreaterThan(0);
        }
        if (c.field) expect(String(body.message)).toContain(`"${c.field}"`);
      });
    }
  });
}

import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { testEnv, type Env } from '../../src/server/env';
import type { Database } from '../../src/server/db/client';
import type { Mailer } from '../../src/server/modules/mail/mailer';
import { createTestDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  env: Env;
  /** Every route the app registered, as Fastify's onRoute hook saw it (HEAD twins included). */
  routes: RouteOptions[];
  close(): Promise<void>;
};

/**
 * A real app over a real (cloned) database. The mailer is the real module in file mode
 * (writes .eml files to a temp DATA_DIR) unless a test passes its own, e.g. SMTP to smtp-server.
 */
export async function createTestApp(
  options: {
    env?: Partial<Record<keyof Env, string>>;
    mailer?: Mailer;
    startWorkers?: boolean;
    /** The app's clock (AppDeps.now): a test that scripts a timeline gives its own. */
    now?: () => Date;
    /** A built web app to serve (page shells); none by default. */
    webRoot?: string;
  } = {},
): Promise<TestApp> {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ada-test-'));
  const env = testEnv({ DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase();
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    env,
    database,
    mailer: options.mailer,
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web'),
    startWorkers: options.startWorkers ?? false,
    onRoute: (route) => routes.push(route),
    now: options.now,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    routes,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A same-origin JSON request, as the SPA sends it. */
export function api(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: {
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    /** The address the request comes from (the socket's): 127.0.0.1 unless given. */
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const unsafe = method !== 'GET';
  const request: InjectOptions = {
    method,
    url,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      ...(unsafe ? { 'content-type': 'application/json', origin: 'http://localhost:3000' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(unsafe ? { payload: JSON.stringify(options.body ?? {}) } : {}),
  };
  return app.inject(request);
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

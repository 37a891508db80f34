import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Env } from './env';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { registerApiNoStore, registerSecurityHeaders } from './http/security-headers';
import { registerWriteGuards } from './http/same-origin';
import { registerStorableTextGuard } from './http/storable-text';
import { registerStatic } from './http/static';
import { adminOnly, registerSessionResolver } from './modules/auth/guards';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { healthRoutes } from './modules/health/routes';
import { configRoutes, publicConfig } from './modules/config/routes';
import { authRoutes } from './modules/auth/routes';
import { progressRoutes } from './modules/progress/routes';
import { gamesRoutes } from './modules/games/routes';
import { patternPuzzlerRoutes } from './modules/games/pattern-puzzler-routes';
import { codeLabRoutes } from './modules/code-lab/routes';
import { drawingsRoutes } from './modules/code-lab/drawings-routes';
import { webLabRoutes } from './modules/code-lab/web-lab-routes';
import { familyRoutes } from './modules/family/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { adminFeedbackRoutes } from './modules/admin/admin-feedback-routes';
import { adminUsersRoutes } from './modules/admin/admin-users-routes';
import { outreachRoutes } from './modules/admin/outreach-routes';
import { unsubscribeRoutes } from './modules/mail/unsubscribe-routes';
import { adminAnalyticsRoutes, analyticsRoutes } from './modules/analytics/analytics-routes';
import { systemResolver, type EndpointPolicy } from './modules/push/endpoint-policy';
import { pushRoutes } from './modules/push/push-routes';
import { assignmentRoutes } from './modules/classes/assignment-routes';
import { classRoutes } from './modules/classes/class-routes';
import { joinRoutes } from './modules/classes/join-routes';
import { guideRoutes } from './modules/guides/routes';
import { galleryRoutes } from './modules/gallery/gallery-routes';
import { streetRoutes } from './modules/street/street-routes';
import { vapidKeysLoader } from './modules/push/vapid';
import { mailOriginOf } from './modules/mail/mail-origin';
import { createWorkers, runWorkers } from './workers';

export type BuildAppOptions = {
  env: Env;
  database: Database;
  mailer?: Mailer;
  webRoot?: string;
  /**
   * Run the background workers (src/server/workers.ts: mail queue, reminders, account
   * cleanup). main.ts does; tests that need them say so.
   */
  startWorkers?: boolean;
  /** Told of every route as it is registered (the contract tests list the routes this way). */
  onRoute?: (route: RouteOptions) => void;
  /** The clock (AppDeps.now); the real one unless a test gives its own. */
  now?: () => Date;
};

const BODY_LIMIT = 16 * 1024;

// Secrets never reach a log: cookies, auth headers and tokens in URLs are redacted, however the
// query names them (`?%74oken=` is `?token=` to the query parser).
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url.slice(at + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: compare the raw name.
    }
    return name.trim().toLowerCase() === 'token' ? `${rawName}=[redacted]` : pair;
  });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    bodyLimit: BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const deps: AppDeps = {
    env,
    database,
    mailer: options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, log: app.log }),
    webRoot: options.webRoot ?? path.resolve('dist'),
    now: options.now ?? (() => new Date()),
  };

  await app.register(cookie);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(env.APP_ORIGIN?.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful (and only sent) over https.
    strictTransportSecurity: env.APP_ORIGIN?.startsWith('https:') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  registerApiNoStore(app);
  await app.register(compress, { threshold: 1024 });

  registerWriteGuards(app, env.APP_ORIGIN);
  registerStorableTextGuard(app);
  registerSessionResolver(app, database.db);

  const vapid = vapidKeysLoader(env, database.db);
  // A test's push receiver listens on loopback http: allowed in NODE_ENV=test only
  // (docs/decisions/114-push-endpoints-public-only.md).
  const endpointPolicy: EndpointPolicy = { allowLoopbackHttp: env.NODE_ENV === 'test', resolve: systemResolver };
  const workers = createWorkers(deps, app.log, vapid, endpointPolicy, () =>
    mailOriginOf(env, app.server),
  );

  // Every module's routes, registered here and nowhere else.
  await app.register(async (api) => {
    await healthRoutes(api, deps);
    await configRoutes(api, deps);
    await authRoutes(api, deps);
    await progressRoutes(api, deps);
    await gamesRoutes(api, deps);
    await patternPuzzlerRoutes(api, deps);
    await codeLabRoutes(api, deps);
    await drawingsRoutes(api, deps);
    await webLabRoutes(api);
    await familyRoutes(api, deps);
    await feedbackRoutes(api, deps);
    // Admin-only routes share a scope whose hook refuses everyone else first
    // (docs/decisions/111-admin-emails-need-a-confirmed-mailbox.md).
    await api.register(async (admin) => {
      admin.addHook('onRequest', adminOnly);
      await adminFeedbackRoutes(admin, deps);
      await adminUsersRoutes(admin, deps);
      await outreachRoutes(admin, deps, workers.outbox);
      await adminAnalyticsRoutes(admin, deps);
    });
    await unsubscribeRoutes(api, deps);
    await analyticsRoutes(api, deps);
    await pushRoutes(api, deps, vapid, endpointPolicy);
    await classRoutes(api, deps);
    await assignmentRoutes(api, deps);
    await joinRoutes(api, deps);
    await guideRoutes(api, deps);
    await galleryRoutes(api, deps);
    await streetRoutes(api, deps);
  });
  if (options.startWorkers) runWorkers(app, workers);

  await registerStatic(app, existsSync(deps.webRoot) ? deps.webRoot : null, publicConfig(env), {
    pseudoLocale: env.PSEUDO_LOCALE,
  });

  app.addHook('onClose', async () => {
    await deps.mailer.close();
  });
  return app;
}

import { isIP } from 'node:net';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

// docs/product.md#environment: the environment, validated once at start. Invalid values fail with a clear message.
const emailList = z
  .string()
  .default('')
  .transform((raw) =>
    raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'ADMIN_EMAILS must be a comma-separated list of emails' })));

const url = (name: string, protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `${name} must be a ${protocols.join(' or ')} URL` },
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']).optional(),
  // Connections each server keeps to PostgreSQL (docs/decisions/146-database-pool-size.md).
  // Servers times this must stay below PostgreSQL's max_connections (100 by default).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default("Ada's Code Adventures <hello@localhost>"),
  APP_ORIGIN: url('APP_ORIGIN', ['http:', 'https:'])
    .transform((value) => new URL(value).origin)
    .optional(),
  ADMIN_EMAILS: emailList,
  BOOK_URL: url('BOOK_URL', ['http:', 'https:']).default('https://www.amazon.com/s?k=ada+code+adventures+book'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:hello@localhost'),
  // The mail queue (docs/product.md#outbox): how long a claimed ('sending') message belongs to its worker before
  // another may take it over (a crashed server's in-flight mail), and the first retry delay.
  MAIL_LEASE_MS: z.coerce.number().int().min(100).default(2 * 60 * 1000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30 * 1000),
  // Behind a load balancer: its addresses or ranges, whose X-Forwarded-For rate limits then read
  // (trust-proxy.ts). Off by default, so a client cannot pick its own address and dodge the limits.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, context) => {
      const parsed = parseTrustProxy(raw);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Tests only: a `lang=en-XA` cookie gets the pseudo-locale's page shell (docs/product/languages.md#checks).
  PSEUDO_LOCALE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

/** Whether HOST keeps the server on this machine (a loopback name or address). */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (isIP(name) === 4) return name.startsWith('127.');
  if (isIP(name) === 6) return name === '::1' || /^::ffff:127\./.test(name) || /^(0:){7}1$/.test(name);
  return false;
}

// Links in emails come from APP_ORIGIN, else from the address the server listens on, never from a
// request's Host header. Beyond loopback that address is not what people type, so a server
// listening there must be told its public origin (docs/decisions/115-email-links-never-from-the-host-header.md).
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (!env.APP_ORIGIN && !isLoopbackHost(env.HOST)) {
    context.addIssue({
      code: 'custom',
      path: ['APP_ORIGIN'],
      message: `APP_ORIGIN must be set when HOST is ${env.HOST} (beyond this machine): the public origin people open, e.g. http://192.168.1.20:${env.PORT} or https://ada.example.org. Links in emails are built from it.`,
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const testEnv = (overrides: Partial<Record<keyof Env, string>> = {}): Env =>
  // Tests act as a server behind a proxy on this machine (inject's requests come from 127.0.0.1),
  // so they can give each request its own client address.
  parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_ORIGIN: 'http://localhost:3000', TRUST_PROXY: '127.0.0.1', ...overrides });

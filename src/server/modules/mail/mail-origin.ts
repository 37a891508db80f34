import type { Env } from '../../env';
import type { MailOrigin } from './outbox-repository';

/** What the listening server reports (node's `server.address()`), when it is listening. */
export type ListeningServer = { address(): { port: number } | string | null };

/**
 * Where links in emails point: APP_ORIGIN, else the address this server listens on
 * (`http://HOST:PORT`). Never the request's Host header, which anyone can set
 * (docs/decisions/115-email-links-never-from-the-host-header.md). env.ts refuses to start beyond
 * loopback without APP_ORIGIN, so the fallback is always this machine.
 */
export function linkOriginOf(env: Env, server?: ListeningServer): string {
  if (env.APP_ORIGIN) return env.APP_ORIGIN;
  const address = server?.address();
  const port = address && typeof address === 'object' ? address.port : env.PORT;
  const host = env.HOST.includes(':') && !env.HOST.startsWith('[') ? `[${env.HOST}]` : env.HOST;
  return new URL(`http://${host}:${port}`).origin;
}

export function mailOriginOf(env: Env, server?: ListeningServer): MailOrigin {
  const origin = linkOriginOf(env, server);
  return { origin, host: new URL(origin).hostname };
}

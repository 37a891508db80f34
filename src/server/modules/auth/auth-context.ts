import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { linkOriginOf } from '../mail/mail-origin';
import { backgroundTasks } from './background-tasks';
import { setSessionCookies } from './guards';
import { setStoredLocaleCookie } from './locale-routes';
import type { UserRow } from './repository';
import { sessionRepository } from './session-repository';

/** What the routes that sign people in, out and between accounts share. */
export type AuthContext = AppDeps & {
  background: ReturnType<typeof backgroundTasks>;
  /** Where links in emails point: APP_ORIGIN, else this server's own address (never the Host header). */
  linkOrigin(): string;
  secureCookies: boolean;
  /**
   * Signs this browser in as `user` (sign-in, sign-up, switching between a grown-up and a
   * child): a new token each time, and the session the browser had ends. The `lang` cookie
   * becomes the user's language when they chose one
   * (docs/decisions/312-the-language-follows-sign-in.md).
   */
  startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: Pick<UserRow, 'id' | 'role' | 'classId' | 'locale'>,
  ): Promise<void>;
};

/** One per module that registers such routes; its background work is awaited when the app closes. */
export function createAuthContext(app: FastifyInstance, deps: AppDeps): AuthContext {
  const sessions = sessionRepository(deps.database.db);
  const secureCookies = deps.env.APP_ORIGIN?.startsWith('https:') ?? false;
  const ctx: AuthContext = {
    ...deps,
    background: backgroundTasks(app.log),
    linkOrigin: () => linkOriginOf(deps.env, app.server),
    // docs/product.md#sessions: Secure exactly when APP_ORIGIN is https, so plain http on a LAN still works.
    secureCookies,
    async startSession(request, reply, user) {
      if (request.sessionToken) await sessions.delete(request.sessionToken);
      const { token, expiresAt } = await sessions.create(user);
      setSessionCookies(reply, token, expiresAt, secureCookies);
      setStoredLocaleCookie(reply, user, secureCookies);
    },
  };
  app.addHook('onClose', () => ctx.background.close());
  return ctx;
}

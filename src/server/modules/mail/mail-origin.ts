import type { Env } from '../../env';
import type { MailOrigin } from './outbox-repository';

/** Links in mail point at APP_ORIGIN (docs/product.md#email); without it, at this server on localhost. */
export function mailOriginOf(env: Env): MailOrigin {
  const origin = env.APP_ORIGIN ?? `http://localhost:${env.PORT}`;
  return { origin, host: new URL(origin).hostname };
}

// A signed-in person's session ended while they worked (docs/product.md#what-a-device-keeps,
// docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md): a teacher gave new
// pictures, closed the class or took the child off it, or the session's time ran out. The server's
// 401 then says why, with the words the child should read (`{statusCode: 401, error, message,
// sessionEnded}`). Work that could not be saved is kept on this device under that person's key by
// the caller; here the person is told in words and signed out to where they sign in again, never
// silently turned into a guest.
import { currentLocale, loadNamespace, t } from '../i18n/i18n';
import { ApiError } from './api';
import { toastAfterReload } from './toast-store';
import type { User } from './user';

/** `message` is the server's words; empty for 'signed-out', whose words leaveEndedSession says. */
export type SessionEnded = { reason: string; message: string };

/**
 * Said when the server's 401 gives no reason (an older server, a sign-out elsewhere); its words
 * are in `childSession`, which leaveEndedSession loads before it says them.
 */
const signedOutMessage = () => t('childSession.signedOut');

/** The ended session behind a save's 401, or null for any other failure. */
export function sessionEndedOf(error: unknown): SessionEnded | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  try {
    const body = JSON.parse(error.bodyText) as { sessionEnded?: unknown; message?: unknown };
    if (typeof body.sessionEnded === 'string' && typeof body.message === 'string' && body.message)
      return { reason: body.sessionEnded, message: body.message };
  } catch {
    /* not JSON: no reason given */
  }
  return { reason: 'signed-out', message: '' };
}

/** Where the person signs in again: a class's child at /join, anyone else from Home. */
export const signInAgainPath = (user: User | null): string =>
  user?.kind === 'child' && user.profileOf === 'class' ? '/join' : '/';

/**
 * Shows the reason after a fresh load of the sign-in page: every answer cached for the ended
 * session goes with the page, and that load's GET /api/user (a 401) forgets the user.
 */
export function leaveEndedSession(ended: SessionEnded, user: User | null): void {
  const words =
    ended.reason === 'signed-out'
      ? loadNamespace(currentLocale(), 'childSession').then(signedOutMessage, () => '')
      : Promise.resolve(ended.message);
  void words.then((title) => {
    toastAfterReload({ title, variant: 'destructive' });
    window.location.assign(signInAgainPath(user));
  });
}

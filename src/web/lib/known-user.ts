// docs/product.md#offline (docs/decisions/086-last-known-user-offline.md): a signed-in learner who
// opens the app while offline is still that learner. After each answer from GET /api/user the
// browser keeps the few fields the screens need offline; when the request cannot reach the server
// and the signed_in hint says a session exists, that copy stands in for the user, so offline saves
// go to the learner's queue.
import { currentLocale } from '../i18n/i18n';
import { ApiError, isNetworkError } from './api';
import { sessionEndedOf } from './session-ended';
import { toast } from './toast-store';
import type { User } from './user';

import { KNOWN_USER_KEY } from './known-user-key';

export { KNOWN_USER_KEY };

/**
 * What is kept: no email, no names beyond the one the header shows, no avatar (unused), except
 * that a child's session keeps its avatar and whose profile it is, for the header offline.
 */
type KnownUser = Pick<User, 'id' | 'username' | 'displayName' | 'points' | 'level' | 'role'> & {
  profileOf?: 'family' | 'class';
  avatarId?: number;
};

const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= 200;
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function parse(value: unknown): KnownUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const u = value as Record<string, unknown>;
  if (!isCount(u.id) || !isText(u.username) || !isText(u.displayName)) return null;
  if (!isCount(u.points) || !isCount(u.level)) return null;
  if (u.role !== 'learner' && u.role !== 'admin') return null;
  const { id, username, displayName, points, level, role, profileOf, avatarId } = u as KnownUser;
  const child =
    (profileOf === 'family' || profileOf === 'class') && isCount(avatarId)
      ? { profileOf, avatarId }
      : {};
  return { id, username, displayName, points, level, role, ...child };
}

/** Keeps the user's offline fields (replacing whoever was kept before). */
export function rememberUser(user: User, storage: Storage = window.localStorage): void {
  const known = parse(user);
  try {
    if (known) storage.setItem(KNOWN_USER_KEY, JSON.stringify(known));
    else storage.removeItem(KNOWN_USER_KEY);
  } catch (error) {
    console.warn('known user: could not save', error);
  }
}

export function forgetUser(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(KNOWN_USER_KEY);
  } catch (error) {
    console.warn('known user: could not clear', error);
  }
}

/**
 * The last user the server named, as a User whose fields that are not kept are empty (and the
 * avatar the default one): nothing offline reads them. Null when none is kept or unreadable.
 */
export function lastKnownUser(storage: Storage = window.localStorage): User | null {
  let known: KnownUser | null = null;
  try {
    const raw = storage.getItem(KNOWN_USER_KEY);
    if (raw === null) return null;
    known = parse(JSON.parse(raw));
  } catch (error) {
    console.warn('known user: could not read', error);
  }
  if (!known) forgetUser(storage);
  if (known?.profileOf)
    return {
      ...known,
      kind: 'child',
      nickname: known.displayName,
      role: 'learner',
      avatarId: known.avatarId!,
      profileOf: known.profileOf,
      locale: currentLocale(),
    };
  return (
    known && {
      ...known,
      kind: 'learner',
      email: '',
      firstName: '',
      lastName: '',
      avatarId: 1,
      emailConfirmed: false,
      locale: currentLocale(),
    }
  );
}

/**
 * Asks the server who is signed in. An answer is kept for offline starts; a 401 is a guest
 * (docs/product.md#current-user) and forgets the kept user; a network error falls back to the kept user.
 */
export async function loadUser(
  fetchUser: () => Promise<User>,
  storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
): Promise<User | null> {
  try {
    const user = await fetchUser();
    if (storage) rememberUser(user, storage);
    return user;
  } catch (error) {
    // On the server (no storage) a failure is left to the browser, which asks again and says why
    // (an ended session's toast): docs/decisions/401-the-first-paint-from-the-server.md.
    if (!storage) throw error;
    if (error instanceof ApiError && error.status === 401) {
      forgetUser(storage);
      // docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md: a session a teacher or
      // its time ended says so; it never just turns into a guest.
      const ended = sessionEndedOf(error);
      if (ended && ended.reason !== 'signed-out') toast({ title: ended.message, variant: 'destructive' });
      return null;
    }
    if (isNetworkError(error)) {
      const known = lastKnownUser(storage);
      if (known) return known;
    }
    throw error;
  }
}

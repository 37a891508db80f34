// docs/product.md#what-a-device-keeps: what this browser keeps for one person (the Code Lab's
// drafts, tries and opened hints, work still waiting to be saved) lives under that person's key:
// the guest, or one signed-in account or child profile. A switch, a sign-out or a sign-in changes
// the key, so nobody ever sees another person's work. Values are read defensively: a caller
// checks the shape of what it gets back, since anything may have been written by an older build.
import { useAuth } from './auth';

/** Whose things these are: the guest of this browser, or one account or child (by user id). */
export type PersonKey = 'guest' | `user-${number}`;

const PREFIX = 'ada.person.';

export const personKeyOf = (user: { id: number } | null): PersonKey =>
  user ? `user-${user.id}` : 'guest';

const storageKey = (person: PersonKey, name: string) => `${PREFIX}${person}.${name}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off: nothing is kept, nothing breaks
  }
}

/**
 * Older builds kept these outside the store, for whoever used the browser.
 * docs/decisions/173-old-code-lab-drafts-become-the-guests.md: they become the guest's (merged
 * under what the guest already has), once, and the old key goes.
 */
const OLD_GUEST_KEYS: Record<string, string> = { codeLabDrafts: 'codeLab.drafts' };

function adoptOldKeys(store: Storage): void {
  for (const [oldKey, name] of Object.entries(OLD_GUEST_KEYS)) {
    try {
      const raw = store.getItem(oldKey);
      if (raw === null) continue;
      store.removeItem(oldKey);
      const old = JSON.parse(raw) as unknown;
      const key = storageKey('guest', name);
      const own = store.getItem(key);
      store.setItem(key, JSON.stringify(merged(own ? (JSON.parse(own) as unknown) : null, old)));
    } catch (error) {
      console.warn(`person store: could not keep the old ${oldKey}`, error);
    }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One name's value after a move: two records (level id → entry) join, `own` winning for a level
 * both have; anything else stays `own` when there is one.
 */
function merged(own: unknown, incoming: unknown): unknown {
  if (isRecord(own) && isRecord(incoming)) return { ...incoming, ...own };
  return own ?? incoming;
}

export const personStore = {
  /** The stored value as it was written, or null. */
  read(person: PersonKey, name: string): unknown {
    try {
      const store = storage();
      if (store && person === 'guest') adoptOldKeys(store);
      const raw = store?.getItem(storageKey(person, name));
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch (error) {
      console.warn(`person store: could not read ${name}`, error);
      return null;
    }
  },

  /** False when it could not be kept (storage full or switched off). */
  write(person: PersonKey, name: string, value: unknown): boolean {
    try {
      const store = storage();
      store?.setItem(storageKey(person, name), JSON.stringify(value));
      return store !== null;
    } catch (error) {
      console.warn(`person store: could not save ${name}`, error);
      return false;
    }
  },

  remove(person: PersonKey, name: string): void {
    storage()?.removeItem(storageKey(person, name));
  },

  /** The names this person has something stored under. */
  names(person: PersonKey): string[] {
    const store = storage();
    if (!store) return [];
    if (person === 'guest') adoptOldKeys(store);
    const prefix = `${PREFIX}${person}.`;
    const names: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) names.push(key.slice(prefix.length));
    }
    return names;
  },

  /** Forgets everything kept for this person (a deleted child, a guest whose work moved). */
  clear(person: PersonKey): void {
    for (const name of personStore.names(person)) personStore.remove(person, name);
  },

  /**
   * Gives everything `from` keeps to `to`
   * (docs/decisions/174-guest-things-on-the-device-move-with-guest-work.md): each name is merged
   * into what `to` already has, `to`'s own entry for a level winning, then removed from `from`.
   * Returns the names moved.
   */
  move(from: PersonKey, to: PersonKey): string[] {
    if (from === to) return [];
    const moved: string[] = [];
    for (const name of personStore.names(from)) {
      const value = merged(personStore.read(to, name), personStore.read(from, name));
      // What could not be written stays with `from` rather than being lost.
      if (value !== null && !personStore.write(to, name, value)) continue;
      personStore.remove(from, name);
      moved.push(name);
    }
    return moved;
  },
};

/**
 * The person whose things the page shows. While the user is still loading this is null: a page
 * waits rather than show the guest's things to someone who is signed in.
 */
export function usePersonKey(): PersonKey | null {
  const { user, isLoading } = useAuth();
  return isLoading ? null : personKeyOf(user);
}

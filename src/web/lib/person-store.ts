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

export const personStore = {
  /** The stored value as it was written, or null. */
  read(person: PersonKey, name: string): unknown {
    try {
      const raw = storage()?.getItem(storageKey(person, name));
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch (error) {
      console.warn(`person store: could not read ${name}`, error);
      return null;
    }
  },

  write(person: PersonKey, name: string, value: unknown): void {
    try {
      storage()?.setItem(storageKey(person, name), JSON.stringify(value));
    } catch (error) {
      console.warn(`person store: could not save ${name}`, error);
    }
  },

  remove(person: PersonKey, name: string): void {
    storage()?.removeItem(storageKey(person, name));
  },

  /** The names this person has something stored under. */
  names(person: PersonKey): string[] {
    const store = storage();
    if (!store) return [];
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
};

/**
 * The person whose things the page shows. While the user is still loading this is null: a page
 * waits rather than show the guest's things to someone who is signed in.
 */
export function usePersonKey(): PersonKey | null {
  const { user, isLoading } = useAuth();
  return isLoading ? null : personKeyOf(user);
}

// Creations kept on this device, per person, one store name per kind (`codeLab.drawings`,
// `codeLab.games` in the person store, docs/product.md#what-a-device-keeps): a guest's only copy,
// and a signed-in person's until the server has them (what came with the guest's work at sign-up
// or after "Are they yours?"). Kept as a record by a local id, so a move merges them with the
// person's own instead of choosing one list. Read defensively: anything that is not a creation of
// the kind is left out (its program is checked by the kind's own reading, program-check.ts).
import { CREATIONS_MAX_PER_KIND } from '../../../../domain/creations';
import { drawingTitleProblem } from '../../../../domain/drawings';
import { personStore, type PersonKey } from '../../../lib/person-store';

/** A creation on this device: like the server's, with a local id. */
export type DeviceCreation<P> = { id: string; title: string; program: P; createdAt: string };

/** What a kind keeps here: its store name, its ids' first letter and how it reads a program. */
export type DeviceKind<P> = {
  name: string;
  idPrefix: string;
  programOf(value: unknown): P | null;
};

/** A title, a program or both, as the server's PATCH takes them. */
export type CreationChange<P> = { title?: string; program?: P };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function deviceCreations<P>({ name, idPrefix, programOf }: DeviceKind<P>) {
  function asCreation(id: string, value: unknown): DeviceCreation<P> | null {
    if (!isRecord(value) || typeof value.title !== 'string' || typeof value.createdAt !== 'string')
      return null;
    if (drawingTitleProblem(value.title)) return null;
    const program = programOf(value.program);
    return program ? { id, title: value.title, program, createdAt: value.createdAt } : null;
  }

  function readAll(person: PersonKey): Record<string, unknown> {
    const stored = personStore.read(person, name);
    return isRecord(stored) ? stored : {};
  }

  function writeAll(person: PersonKey, all: Record<string, unknown>): boolean {
    if (Object.keys(all).length === 0) {
      personStore.remove(person, name);
      return true;
    }
    return personStore.write(person, name, all);
  }

  const newId = (): string =>
    `${idPrefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

  const store = {
    name,

    /** This person's creations of the kind on this device, newest first. */
    list(person: PersonKey): DeviceCreation<P>[] {
      return Object.entries(readAll(person))
        .flatMap(([id, value]) => {
          const creation = asCreation(id, value);
          return creation ? [creation] : [];
        })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },

    /**
     * Keeps a new one: `full` when the person already keeps CREATIONS_MAX_PER_KIND here (the same
     * room an account has), `not-kept` when the device could not keep it (storage full or off).
     */
    add(person: PersonKey, title: string, program: P, now = new Date()): DeviceCreation<P> | 'full' | 'not-kept' {
      if (store.list(person).length >= CREATIONS_MAX_PER_KIND) return 'full';
      const creation = { id: newId(), title: title.trim(), program, createdAt: now.toISOString() };
      const { id, ...stored } = creation;
      return writeAll(person, { ...readAll(person), [id]: stored }) ? creation : 'not-kept';
    },

    /** A new title, a new program or both; false when it is not here or could not be kept. */
    change(person: PersonKey, id: string, change: CreationChange<P>): boolean {
      const all = readAll(person);
      const found = all[id];
      if (!isRecord(found)) return false;
      const title = change.title === undefined ? {} : { title: change.title.trim() };
      const program = change.program === undefined ? {} : { program: change.program };
      return writeAll(person, { ...all, [id]: { ...found, ...title, ...program } });
    },

    remove(person: PersonKey, id: string): void {
      const { [id]: _gone, ...rest } = readAll(person);
      writeAll(person, rest);
    },
  };
  return store;
}

export type DeviceCreations<P> = ReturnType<typeof deviceCreations<P>>;

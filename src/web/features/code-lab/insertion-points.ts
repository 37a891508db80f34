// Where the next block goes in each puzzle, kept in this browser per level under the person's
// key like the drafts (`codeLab.insertionPoints` in the person store,
// docs/product.md#what-a-device-keeps): a child who comes back to a puzzle finds the insertion
// point where they left it (docs/decisions/352-the-insertion-point-is-kept-per-person.md). Read
// defensively, and fitted to the program the puzzle opens with, which may have changed since
// (another device, Start over).
import { personStore, type PersonKey } from '../../lib/person-store';
import { validSlot, type Branch, type EditProgram, type Slot } from './editor/program-model';

const NAME = 'codeLab.insertionPoints';
const BRANCHES: readonly unknown[] = ['body', 'then', 'else', 'first', 'second'] satisfies Branch[];

function readAll(person: PersonKey): Record<string, unknown> {
  const stored = personStore.read(person, NAME);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

/** A stored value that has a slot's shape, or null. */
function asSlot(value: unknown): Slot | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, index } = value as { path?: unknown; index?: unknown };
  if (!Array.isArray(path) || typeof index !== 'number' || !Number.isInteger(index) || index < 0) return null;
  const steps = path.map((step: unknown) => {
    const { id, branch } = (step ?? {}) as { id?: unknown; branch?: unknown };
    return typeof id === 'string' && BRANCHES.includes(branch) ? { id, branch: branch as Branch } : null;
  });
  return steps.every((s) => s !== null) ? { path: steps, index } : null;
}

export const insertionPoints = {
  /** This person's insertion point in the level, fitted to `program`, or null when none is kept. */
  read(person: PersonKey, levelId: string, program: EditProgram): Slot | null {
    const slot = asSlot(readAll(person)[levelId]);
    return slot && validSlot(program, slot);
  },
  write(person: PersonKey, levelId: string, slot: Slot): void {
    personStore.write(person, NAME, { ...readAll(person), [levelId]: slot });
  },
};

// The program a person is working on, kept in this browser per level under that person's key
// (`codeLab.drafts` in the person store, docs/product.md#what-a-device-keeps): a guest's only
// copy, and a signed-in person's fallback when the server has none yet. Read defensively: the
// caller checks each value is a program (program-check.ts).
import type { LabProgram } from '../../../domain/code-lab/level-program';
import { personStore, type PersonKey } from '../../lib/person-store';

/** Where the drafts are kept; "Are they yours?" counts a guest's (docs/product.md#what-a-device-keeps). */
export const DRAFTS_NAME = 'codeLab.drafts';
const NAME = DRAFTS_NAME;

function readAll(person: PersonKey): Record<string, unknown> {
  const stored = personStore.read(person, NAME);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

export const drafts = {
  /** This person's stored value for the level as it is, or null. */
  read(person: PersonKey, levelId: string): unknown {
    return readAll(person)[levelId] ?? null;
  },
  write(person: PersonKey, levelId: string, program: LabProgram): void {
    personStore.write(person, NAME, { ...readAll(person), [levelId]: program });
  },
};

// Code Lab work that reached the server after the child's session had ended
// (docs/decisions/175-an-ended-session-keeps-the-work-on-the-device.md): the solves
// (`pendingSolves`) and the programs being worked on (`pendingPrograms`), kept on this device under
// that child's key in the person store (one program per level, the last one kept), and sent when
// the same child is signed in again here: the programs first, then the solves. Nobody else's
// session ever sends them: another child or a guest has another key.
import type { SolveResponse } from '../../domain/api/code-lab-api';
import type { LabProgram } from '../../domain/code-lab/level-program';
import { ApiError, apiRequest } from './api';
import { personStore, type PersonKey } from './person-store';

type Kind = 'pendingSolves' | 'pendingPrograms';

function readAll(person: PersonKey, kind: Kind): Record<string, unknown> {
  const stored = personStore.read(person, kind);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

/** `kind` says whether the program solved the level or is the one being worked on. */
export function keepCodeLabWork(person: PersonKey, kind: Kind, levelId: string, program: LabProgram): void {
  personStore.write(person, kind, { ...readAll(person, kind), [levelId]: program });
}

export const hasPendingSolves = (person: PersonKey): boolean =>
  Object.keys(readAll(person, 'pendingSolves')).length > 0 ||
  Object.keys(readAll(person, 'pendingPrograms')).length > 0;

function forget(person: PersonKey, kind: Kind, levelId: string): void {
  const { [levelId]: _sent, ...rest } = readAll(person, kind);
  if (Object.keys(rest).length === 0) personStore.remove(person, kind);
  else personStore.write(person, kind, rest);
}

const send: Record<Kind, (levelId: string, program: unknown) => Promise<unknown>> = {
  pendingPrograms: (levelId, program) =>
    apiRequest<null>('PUT', `/api/code-lab/programs/${encodeURIComponent(levelId)}`, { program }),
  pendingSolves: (levelId, program) =>
    apiRequest<SolveResponse>('POST', '/api/code-lab/solves', { levelId, program }),
};

/**
 * Sends this person's kept Code Lab work (the server runs each solve again and awards by its
 * rules). What the server answered, or refused with a 4xx other than 401, leaves the device; a
 * 401, a network error or a 5xx stops and keeps the rest. Returns how many solves it accepted.
 */
export async function sendPendingSolves(person: PersonKey): Promise<number> {
  let solved = 0;
  for (const kind of ['pendingPrograms', 'pendingSolves'] as const) {
    for (const [levelId, program] of Object.entries(readAll(person, kind))) {
      try {
        await send[kind](levelId, program);
        if (kind === 'pendingSolves') solved++;
      } catch (error) {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (!refused || error.status === 401) return solved;
        console.warn('pending solves: the server refused kept work; dropping it', error);
      }
      forget(person, kind, levelId);
    }
  }
  return solved;
}

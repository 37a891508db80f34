// Code Lab solves that reached the server after the child's session had ended (decision 175):
// kept on this device under that child's key (`pendingSolves` in the person store, one program
// per level, the last one kept), and sent when the same child is signed in again here. Nobody
// else's session ever sends them: another child or a guest has another key.
import type { SolveResponse } from '../../domain/code-lab-api';
import type { Program } from '../../domain/code-lab/program';
import { ApiError, apiRequest } from './api';
import { personStore, type PersonKey } from './person-store';

const NAME = 'pendingSolves';

function readAll(person: PersonKey): Record<string, unknown> {
  const stored = personStore.read(person, NAME);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? (stored as Record<string, unknown>)
    : {};
}

export function keepSolve(person: PersonKey, levelId: string, program: Program): void {
  personStore.write(person, NAME, { ...readAll(person), [levelId]: program });
}

export const hasPendingSolves = (person: PersonKey): boolean =>
  Object.keys(readAll(person)).length > 0;

function forget(person: PersonKey, levelId: string): void {
  const { [levelId]: _sent, ...rest } = readAll(person);
  if (Object.keys(rest).length === 0) personStore.remove(person, NAME);
  else personStore.write(person, NAME, rest);
}

const postSolve = (levelId: string, program: unknown) =>
  apiRequest<SolveResponse>('POST', '/api/code-lab/solves', { levelId, program });

/**
 * Sends this person's kept solves (the server runs each program again and awards by its rules).
 * A solve the server answered, or refused with a 4xx other than 401, leaves the device; a 401, a
 * network error or a 5xx stops and keeps the rest. Returns how many the server accepted.
 */
export async function sendPendingSolves(person: PersonKey): Promise<number> {
  let accepted = 0;
  for (const [levelId, program] of Object.entries(readAll(person))) {
    try {
      await postSolve(levelId, program);
      accepted++;
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (!refused || error.status === 401) break;
      console.warn('pending solves: the server refused a kept solve; dropping it', error);
    }
    forget(person, levelId);
  }
  return accepted;
}

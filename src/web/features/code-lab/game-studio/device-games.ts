// Games kept on this device, per person (`codeLab.games` in the person store,
// docs/product.md#what-a-device-keeps): a guest's only copy, and a signed-in person's until the
// server has them (games that came with the guest's work at sign-up). The same rules as the
// drawings kept here (drawings/device-drawings.ts): a record by a local id, read defensively, a
// program checked as the server checks a game (program-check.ts, asStudioGame).
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { CREATIONS_MAX_PER_KIND } from '../../../../domain/creations';
import { drawingTitleProblem } from '../../../../domain/drawings';
import { personStore, type PersonKey } from '../../../lib/person-store';
import { asStudioGame } from '../program-check';

export const DEVICE_GAMES_NAME = 'codeLab.games';

/** A game on this device: like the server's, with a local id. */
export type DeviceGame = { id: string; title: string; program: GameProgram; createdAt: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function asGame(id: string, value: unknown): DeviceGame | null {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.createdAt !== 'string') return null;
  if (drawingTitleProblem(value.title)) return null;
  const program = asStudioGame(value.program);
  return program ? { id, title: value.title, program, createdAt: value.createdAt } : null;
}

function readAll(person: PersonKey): Record<string, unknown> {
  const stored = personStore.read(person, DEVICE_GAMES_NAME);
  return isRecord(stored) ? stored : {};
}

function writeAll(person: PersonKey, all: Record<string, unknown>): boolean {
  if (Object.keys(all).length === 0) {
    personStore.remove(person, DEVICE_GAMES_NAME);
    return true;
  }
  return personStore.write(person, DEVICE_GAMES_NAME, all);
}

const newId = (): string => `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const deviceGames = {
  /** This person's games on this device, newest first. */
  list(person: PersonKey): DeviceGame[] {
    return Object.entries(readAll(person))
      .flatMap(([id, value]) => {
        const game = asGame(id, value);
        return game ? [game] : [];
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  },

  /** Keeps a new game: `full` at the account's 30, `not-kept` when the device could not keep it. */
  add(person: PersonKey, title: string, program: GameProgram, now = new Date()): DeviceGame | 'full' | 'not-kept' {
    if (deviceGames.list(person).length >= CREATIONS_MAX_PER_KIND) return 'full';
    const game = { id: newId(), title: title.trim(), program, createdAt: now.toISOString() };
    const { id, ...stored } = game;
    return writeAll(person, { ...readAll(person), [id]: stored }) ? game : 'not-kept';
  },

  remove(person: PersonKey, id: string): void {
    const { [id]: _gone, ...rest } = readAll(person);
    writeAll(person, rest);
  },
};

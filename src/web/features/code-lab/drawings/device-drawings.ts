// Drawings kept on this device, per person (`codeLab.drawings` in the person store,
// docs/product.md#what-a-device-keeps): a guest's only copy, and a signed-in person's until the
// server has them (drawings that came with the guest's work at sign-up or "Are they yours?").
// Kept as a record by a local id, so a move merges them with the person's own instead of
// choosing one list. Read defensively: anything that is not a drawing is left out (a program is
// checked like a level's, with the studio's blocks: program-check.ts).
import type { Program } from '../../../../domain/code-lab/program';
import { DRAWINGS_MAX, drawingTitleProblem } from '../../../../domain/drawings';
import { personStore, type PersonKey } from '../../../lib/person-store';
import { asLevelProgram } from '../program-check';
import { STUDIO_LEVEL } from '../../../../domain/code-lab/studio-paper';

export const DEVICE_DRAWINGS_NAME = 'codeLab.drawings';

/** A drawing on this device: like the server's, with a local id. */
export type DeviceDrawing = { id: string; title: string; program: Program; createdAt: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function asDrawing(id: string, value: unknown): DeviceDrawing | null {
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.createdAt !== 'string')
    return null;
  if (drawingTitleProblem(value.title)) return null;
  const program = asLevelProgram(STUDIO_LEVEL, value.program);
  return program ? { id, title: value.title, program, createdAt: value.createdAt } : null;
}

function readAll(person: PersonKey): Record<string, unknown> {
  const stored = personStore.read(person, DEVICE_DRAWINGS_NAME);
  return isRecord(stored) ? stored : {};
}

function writeAll(person: PersonKey, all: Record<string, unknown>): boolean {
  if (Object.keys(all).length === 0) {
    personStore.remove(person, DEVICE_DRAWINGS_NAME);
    return true;
  }
  return personStore.write(person, DEVICE_DRAWINGS_NAME, all);
}

const newId = (): string =>
  `d${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const deviceDrawings = {
  /** This person's drawings on this device, newest first. */
  list(person: PersonKey): DeviceDrawing[] {
    return Object.entries(readAll(person))
      .flatMap(([id, value]) => {
        const drawing = asDrawing(id, value);
        return drawing ? [drawing] : [];
      })
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  },

  /**
   * Keeps a new drawing: `full` when the person already keeps DRAWINGS_MAX here (the same room
   * an account has), `not-kept` when the device could not keep it (storage full or off).
   */
  add(
    person: PersonKey,
    title: string,
    program: Program,
    now = new Date(),
  ): DeviceDrawing | 'full' | 'not-kept' {
    if (deviceDrawings.list(person).length >= DRAWINGS_MAX) return 'full';
    const drawing = { id: newId(), title: title.trim(), program, createdAt: now.toISOString() };
    const { id, ...stored } = drawing;
    return writeAll(person, { ...readAll(person), [id]: stored }) ? drawing : 'not-kept';
  },

  rename(person: PersonKey, id: string, title: string): boolean {
    const all = readAll(person);
    const found = all[id];
    if (!isRecord(found)) return false;
    return writeAll(person, { ...all, [id]: { ...found, title: title.trim() } });
  },

  remove(person: PersonKey, id: string): void {
    const { [id]: _gone, ...rest } = readAll(person);
    writeAll(person, rest);
  },
};

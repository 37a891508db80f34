// The program a child is working on, kept in this browser per level (key `codeLabDrafts`):
// a guest's only copy, and a signed-in child's fallback when the server has none yet.
// Read defensively like guest storage: anything malformed is ignored.
import type { Program } from '../../../domain/code-lab/program';

const DRAFTS_KEY = 'codeLabDrafts';

function readAll(): Record<string, unknown> {
  try {
    const raw = window.localStorage.getItem(DRAFTS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch (error) {
    console.warn('code lab: could not read the saved programs', error);
    return {};
  }
}

export const drafts = {
  /** The stored value as it is; the caller checks it is a program (see program-check.ts). */
  read(levelId: string): unknown {
    return readAll()[levelId] ?? null;
  },
  write(levelId: string, program: Program): void {
    try {
      window.localStorage.setItem(DRAFTS_KEY, JSON.stringify({ ...readAll(), [levelId]: program }));
    } catch (error) {
      console.warn('code lab: could not save the program', error);
    }
  },
};

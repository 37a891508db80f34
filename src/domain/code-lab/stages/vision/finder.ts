// Find My Keys App's finder (docs/decisions/415-find-my-keys.md): a training set (version 6, the
// Vision Lab's program, vision-program.ts) that a child keeps as a creation of kind `finder`. Its
// labels are things from a home (FINDER_LABELS): 2 or 3 of them, each with at least one drawing,
// and "not a key" only beside "key" (a finder that tells keys from everything else). The same
// rules for the page (what can be kept) and the server (creation-programs.ts).
import type { TrainingProgram } from './vision-program';
import type { VisionLabel } from './vision-types';

/** The things a finder may tell apart, in the order the studio offers them. @public shared with the page and the server. */
export const FINDER_LABELS = ['key', 'not-key', 'ball', 'shoe', 'cup', 'book', 'hat'] as const satisfies readonly VisionLabel[];

/** Things a finder tells apart, at least (at most: MAX_LABELS). */
export const FINDER_MIN_LABELS = 2;

/** A new finder: keys and everything else, no drawings yet. @public shared with the page and the server. */
export const newFinder = (): TrainingProgram => ({
  version: 6,
  kind: 'training',
  labels: [
    { word: 'key', examples: [] },
    { word: 'not-key', examples: [] },
  ],
});

/**
 * What stops a valid training set from being a finder to keep, or null: `notAThing` (a label off
 * FINDER_LABELS: an API caller's mistake, the page never offers one), `empty` (fewer than two
 * things, or a thing with no drawing) or `notKeyAlone` ("not a key" without "key").
 * @public shared with the page and the server.
 */
export function finderProblem(program: TrainingProgram): 'notAThing' | 'empty' | 'notKeyAlone' | null {
  const words = program.labels.map((label) => label.word);
  if (words.some((word) => !(FINDER_LABELS as readonly string[]).includes(word))) return 'notAThing';
  if (words.length < FINDER_MIN_LABELS || program.labels.some((label) => label.examples.length === 0)) return 'empty';
  if (words.includes('not-key') && !words.includes('key')) return 'notKeyAlone';
  return null;
}

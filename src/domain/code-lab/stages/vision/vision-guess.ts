// How the computer guesses a drawing (docs/product/code-lab.md#vision-lab): by its k nearest
// examples (k = 3). Every example's distance to the drawing is worked out (vision-features.ts:
// the sum of the differences of their vectors, a whole number); the examples are put in order by
// distance, then label order, then example order, so the page and the server always pick the same
// three; each of them votes for its label; the label with most votes is the guess, and on a tie
// in votes the tied label whose example comes first. No examples: no guess.
import type { TrainingProgram } from './vision-program';
import { distance, features, type Features } from './vision-features';
import { GUESS_K, type Drawing, type VisionLabel } from './vision-types';

/** One of the examples a guess looked at: which (label and example, from 0) and how far. @public shared with the page and the server. */
export type Neighbour = { word: VisionLabel; label: number; example: number; distance: number };

/** @public shared with the page and the server. */
export type Guess = {
  /** The guess, or null when the training set has no examples. */
  word: VisionLabel | null;
  /** How sure: each label's votes among the nearest, in the training set's label order. */
  votes: { word: VisionLabel; count: number }[];
  /** The examples it looked at, nearest first ("It looked most like these"). */
  nearest: Neighbour[];
};

/** A training set's examples with their features, worked out once for many guesses. */
export type TrainedSet = { words: VisionLabel[]; examples: { label: number; example: number; vector: number[] }[] };

/** Works out every example's features. */
export function train(program: TrainingProgram): TrainedSet {
  return {
    words: program.labels.map((l) => l.word),
    examples: program.labels.flatMap((label, i) =>
      label.examples.map((drawing, j) => ({ label: i, example: j, vector: features(drawing).vector })),
    ),
  };
}

/** The guess for a drawing's features by a trained set. */
export function guessFeatures(trained: TrainedSet, drawing: Features, k = GUESS_K): Guess {
  const nearest = trained.examples
    .map((e) => ({ word: trained.words[e.label]!, label: e.label, example: e.example, distance: distance(e.vector, drawing.vector) }))
    .sort((a, b) => a.distance - b.distance || a.label - b.label || a.example - b.example)
    .slice(0, k);
  const votes = trained.words.map((word, i) => ({ word, count: nearest.filter((n) => n.label === i).length }));
  const most = Math.max(0, ...votes.map((v) => v.count));
  const winner = nearest.find((n) => votes[n.label]!.count === most);
  return { word: winner ? winner.word : null, votes, nearest };
}

/** The guess for a drawing by a training set: its k nearest examples and their votes. @public shared with the page and the server. */
export const guess = (program: TrainingProgram, drawing: Drawing, k = GUESS_K): Guess =>
  guessFeatures(train(program), features(drawing), k);

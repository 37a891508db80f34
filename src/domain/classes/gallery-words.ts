// The class gallery's reactions (docs/product/gallery-screens.md); their words are in the
// `gallery` and `classes` catalogues.
// Types only: gallery-api.ts holds zod, which stays out of the web's bundle
// (docs/decisions/096-one-contract-both-ways.md).
import type { ReactionKind } from '../api/gallery-api';

/** The reactions in the order they are shown (gallery-api.ts's REACTION_KINDS, without zod). */
export const REACTIONS = ['star', 'clap', 'heart'] as const satisfies readonly ReactionKind[];

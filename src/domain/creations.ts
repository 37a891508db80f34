// Creations by kind (docs/decisions/393-creations-by-kind.md): what a child keeps from a lab's
// free studio. One store, one share with the class gallery and one moderation for every kind; a
// lab adds its kind's program check and nothing else (no new table or route).

/**
 * The closed list of kinds: the pen studio's drawings today, and the labs still to come (game,
 * tune, page, finder; docs/product/code-lab.md#creations-by-kind).
 */
export const CREATION_KINDS = ['drawing', 'game', 'tune', 'page', 'finder'] as const;
export type CreationKind = (typeof CREATION_KINDS)[number];

/** How many creations of one kind one person (an account or a child profile) keeps. */
export const CREATIONS_MAX_PER_KIND = 30;

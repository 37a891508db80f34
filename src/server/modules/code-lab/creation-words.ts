// What the server says about a creation, in words about its kind
// (docs/decisions/393-creations-by-kind.md): a game is "that game", never "that drawing". A lab
// that opens its kind adds its words here; until then its kind says the drawings' (it cannot be
// kept yet, so nothing of it can be found, shared or counted).
import type { CreationKind } from '../../../domain/creations';
import type { MessageKey } from '../../../i18n/translate';

type CreationWords = {
  /** Not this person's, or gone (404). */
  notFound: MessageKey;
  /** The person keeps CREATIONS_MAX_PER_KIND of the kind (409, `{max}`). */
  tooMany:
    | 'server.drawings.tooMany'
    | 'server.gameCreations.tooMany'
    | 'server.tuneCreations.tooMany'
    | 'server.pageCreations.tooMany'
    | 'server.finderCreations.tooMany';
  /** Only a class child shares with the class (403). */
  notClassChild: MessageKey;
  /** GALLERY_PENDING_MAX of the kind wait for the teacher (409, `{max}`). */
  tooManyPending:
    | 'server.gallery.tooManyPending'
    | 'server.gameCreations.tooManyPending'
    | 'server.tuneCreations.tooManyPending'
    | 'server.pageCreations.tooManyPending'
    | 'server.finderCreations.tooManyPending';
};

const drawingWords: CreationWords = {
  notFound: 'server.drawings.notFound',
  tooMany: 'server.drawings.tooMany',
  notClassChild: 'server.gallery.notClassChild',
  tooManyPending: 'server.gallery.tooManyPending',
};

const words: Partial<Record<CreationKind, CreationWords>> = {
  drawing: drawingWords,
  game: {
    notFound: 'server.gameCreations.notFound',
    tooMany: 'server.gameCreations.tooMany',
    notClassChild: 'server.gameCreations.notClassChild',
    tooManyPending: 'server.gameCreations.tooManyPending',
  },
  tune: {
    notFound: 'server.tuneCreations.notFound',
    tooMany: 'server.tuneCreations.tooMany',
    notClassChild: 'server.tuneCreations.notClassChild',
    tooManyPending: 'server.tuneCreations.tooManyPending',
  },
  // A NeighborNet house (docs/decisions/411-neighbornet.md).
  page: {
    notFound: 'server.pageCreations.notFound',
    tooMany: 'server.pageCreations.tooMany',
    notClassChild: 'server.pageCreations.notClassChild',
    tooManyPending: 'server.pageCreations.tooManyPending',
  },
  // A Find My Keys finder (docs/decisions/415-find-my-keys.md).
  finder: {
    notFound: 'server.finderCreations.notFound',
    tooMany: 'server.finderCreations.tooMany',
    notClassChild: 'server.finderCreations.notClassChild',
    tooManyPending: 'server.finderCreations.tooManyPending',
  },
};

export const creationWords = (kind: CreationKind): CreationWords => words[kind] ?? drawingWords;

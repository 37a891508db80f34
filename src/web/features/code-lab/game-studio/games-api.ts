// The class's games, for the class gallery: a person's own are creations of kind `game`
// (kept-games.ts). Types only from the API's schemas, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { ClassGalleryItem } from '../../../../domain/api/gallery-api';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { apiGet } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';

/** The class's approved games, for a class child (404 for anyone else). */
export const classGamesQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: ['/api/class-gallery?kind=game', person],
    queryFn: () => apiGet<{ galleryOn: boolean; items: ClassGalleryItem<GameProgram>[] }>('/api/class-gallery?kind=game'),
    staleTime: 0,
    retry: false,
  });

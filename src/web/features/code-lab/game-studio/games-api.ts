// The game studio's server calls: a person's games are creations of kind `game`
// (docs/product/code-lab.md#creations-by-kind), shared with the class gallery like drawings.
// Types only from the API's schemas, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { GameCreation } from '../../../../domain/api/drawings-api';
import type { ClassGalleryItem } from '../../../../domain/api/gallery-api';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { apiGet, apiRequest } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';
import type { DrawingShare } from '../gallery/gallery-api';

export type { GameCreation };

const GAMES_PATH = '/api/code-lab/creations/game';
export const GAMES_KEY = [GAMES_PATH] as const;

/** Signed in only: the person's games, newest first, cached per person. */
export const gamesQuery = (person: PersonKey) =>
  queryOptions({ queryKey: [...GAMES_KEY, person], queryFn: () => apiGet<GameCreation[]>(GAMES_PATH) });

/** 201 the game; 409 at 30; 400 for a bad title or a program that is no studio game. */
export const postGame = (title: string, program: GameProgram) =>
  apiRequest<GameCreation>('POST', GAMES_PATH, { title, program });

export const deleteGame = (id: number) => apiRequest<null>('DELETE', `${GAMES_PATH}/${id}`);

/** POST → 201 {itemId, status: 'pending'}; 409 (gallery off, three games waiting). */
export const shareGame = (id: number) => apiRequest<DrawingShare>('POST', `${GAMES_PATH}/${id}/share`);

/** DELETE → 204: the child takes the game back, at any status. */
export const unshareGame = (id: number) => apiRequest<null>('DELETE', `${GAMES_PATH}/${id}/share`);

/** The class's approved games, for a class child (404 for anyone else). */
export const classGamesQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: ['/api/class-gallery?kind=game', person],
    queryFn: () => apiGet<{ galleryOn: boolean; items: ClassGalleryItem<GameProgram>[] }>('/api/class-gallery?kind=game'),
    staleTime: 0,
    retry: false,
  });

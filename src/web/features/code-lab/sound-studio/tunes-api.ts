// The class's tunes, for the class gallery: a person's own are creations of kind `tune`
// (kept-tunes.ts). Types only from the API's schemas, so zod stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { ClassGalleryItem } from '../../../../domain/api/gallery-api';
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import { apiGet } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';

/** The class's approved tunes, for a class child (404 for anyone else). */
export const classTunesQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: ['/api/class-gallery?kind=tune', person],
    queryFn: () => apiGet<{ galleryOn: boolean; items: ClassGalleryItem<TuneProgram>[] }>('/api/class-gallery?kind=tune'),
    staleTime: 0,
    retry: false,
  });

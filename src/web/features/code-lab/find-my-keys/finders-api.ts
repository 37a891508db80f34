// The class's finders, for the class gallery (docs/decisions/415-find-my-keys.md): a person's own
// are creations of kind `finder` (kept-finders.ts). Types only from the API's schemas, so zod
// stays out of the page.
import { queryOptions } from '@tanstack/react-query';
import type { ClassGalleryItem } from '../../../../domain/api/gallery-api';
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { apiGet } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';

/** The class's approved finders, for a class child (404 for anyone else). */
export const classFindersQuery = (person: PersonKey) =>
  queryOptions({
    queryKey: ['/api/class-gallery?kind=finder', person],
    queryFn: () => apiGet<{ galleryOn: boolean; items: ClassGalleryItem<TrainingProgram>[] }>('/api/class-gallery?kind=finder'),
    staleTime: 0,
    retry: false,
  });

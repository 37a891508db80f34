import { useParams } from 'react-router';
import { classPageMessages as t } from '../../domain/class-page-messages';
import { classProgressQueryOptions, classQueryOptions } from '../features/classes/classes-api';
import { TeacherGate } from '../features/classes/teacher-gate';
import { hasSignedInHint } from '../lib/auth';
import { preloadable } from '../lib/preloadable';

// The class screen is its own chunk: a visitor, asked to sign in, never loads it.
const classPage = preloadable(() =>
  import('../features/classes/class-page').then((m) => m.ClassPage),
);

/** Someone signed in (the hint cookie says so) gets the class screen with the route (decision 144). */
export async function loader() {
  if (hasSignedInHint()) await classPage.load();
  return null;
}

// /classes/:classId: one class for its teacher (docs/product.md#classes).
export function Component() {
  const { classId } = useParams();
  const id = Number(classId);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <TeacherGate
      title={t.listTitle}
      prefetch={(queryClient) => {
        if (!valid) return;
        void queryClient.prefetchQuery(classQueryOptions(id));
        void queryClient.prefetchQuery(classProgressQueryOptions(id));
      }}
    >
      <div className="mx-auto grid max-w-6xl min-w-0 gap-6">
        {/* An id that cannot be one asks nothing: the page says it found no class. */}
        <classPage.Component key={id} classId={valid ? id : 0} />
      </div>
    </TeacherGate>
  );
}

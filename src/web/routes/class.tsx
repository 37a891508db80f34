import { useParams } from 'react-router';
import { classPageMessages as t } from '../../domain/class-page-messages';
import { ClassPage } from '../features/classes/class-page';
import { TeacherGate } from '../features/classes/teacher-gate';

// /classes/:classId: one class for its teacher (docs/product.md#classes).
export function Component() {
  const { classId } = useParams();
  const id = Number(classId);
  return (
    <TeacherGate title={t.listTitle}>
      <div className="mx-auto grid max-w-6xl min-w-0 gap-6">
        {/* An id that cannot be one asks nothing: the page says it found no class. */}
        <ClassPage key={id} classId={Number.isInteger(id) && id > 0 ? id : 0} />
      </div>
    </TeacherGate>
  );
}

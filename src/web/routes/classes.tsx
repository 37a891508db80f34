import { classPageMessages as t } from '../../domain/class-page-messages';
import { ClassList } from '../features/classes/class-list';
import { TeacherGate } from '../features/classes/teacher-gate';
import { paths } from '../lib/paths';

// /classes: a teacher's classes (docs/product.md#classes).
export function Component() {
  return (
    <TeacherGate title={t.listTitle}>
      <div className="mx-auto grid max-w-4xl gap-6">
        <header className="grid gap-2">
          <h1 className="text-4xl font-extrabold text-violet-900">{t.listTitle}</h1>
          <p className="text-lg">{t.listIntro(`${window.location.origin}${paths.join}`)}</p>
        </header>
        <ClassList />
      </div>
    </TeacherGate>
  );
}

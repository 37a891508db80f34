// The Children tab of a class: add children, and manage each one (docs/product.md#classes). What
// a change did is said next to the child it is about
// (docs/decisions/194-class-changes-said-beside-the-child.md): a removed child's place in the list
// says so until the next change.
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { AddStudentsForm } from './add-students-form';
import type { ClassDetail, useClassChanges } from './classes-api';
import { StudentRow } from './student-row';

type Props = {
  cls: ClassDetail;
  changes: ReturnType<typeof useClassChanges>;
  onPrintCard(studentId: number): void;
};
type Removed = { id: number; nickname: string; before: number | null };

export function StudentsPanel({ cls, changes, onPrintCard }: Props) {
  const t = useT('classes');
  const [added, setAdded] = useState('');
  const [removed, setRemoved] = useState<Removed | null>(null);
  const students = cls.students;
  const removedNote = (studentId: number | null) =>
    removed && removed.before === studentId ? (
      <li key={`removed-${removed.id}`} className="rounded-3xl border-2 border-dashed border-violet-200 p-4">
        <p role="status" className="text-lg font-bold text-emerald-900">
          {t('classes.removed', { nickname: removed.nickname })}
        </p>
      </li>
    ) : null;
  return (
    <div className="grid gap-6">
      {!cls.archivedAt && (
        <AddStudentsForm
          studentCount={students.length}
          addStudents={changes.addStudents}
          onAdded={setAdded}
        />
      )}
      <p role="status" className="text-lg font-bold text-emerald-900 empty:hidden">
        {added}
      </p>
      <section aria-labelledby="students-title" className="grid gap-3">
        <h2 id="students-title" className="text-2xl font-extrabold text-violet-900">
          {t('classes.listHeading', { count: students.length })}
        </h2>
        {students.length === 0 && !removed ? (
          <p className="text-lg">{t('classes.noStudents')}</p>
        ) : (
          <ul className="grid gap-3">
            {students.map((student) => [
              removedNote(student.id),
              <StudentRow
                key={student.id}
                student={student}
                changes={changes}
                onPrintCard={() => onPrintCard(student.id)}
                onRemoved={() => {
                  const next = students[students.indexOf(student) + 1];
                  setRemoved({ id: student.id, nickname: student.nickname, before: next?.id ?? null });
                }}
              />,
            ])}
            {removedNote(null)}
          </ul>
        )}
      </section>
    </div>
  );
}

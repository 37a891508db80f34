// The Children tab of a class: add children, and manage each one (docs/product.md#classes).
import { useState } from 'react';
import { classPageMessages as t } from '../../../domain/class-page-messages';
import { AddStudentsForm } from './add-students-form';
import type { ClassDetail, useClassChanges } from './classes-api';
import { StudentRow } from './student-row';

export function StudentsPanel({
  cls,
  changes,
}: {
  cls: ClassDetail;
  changes: ReturnType<typeof useClassChanges>;
}) {
  const [status, setStatus] = useState('');
  return (
    <div className="grid gap-6">
      {!cls.archivedAt && (
        <AddStudentsForm
          studentCount={cls.students.length}
          addStudents={changes.addStudents}
          onAdded={setStatus}
        />
      )}
      <p role="status" className="text-lg font-bold text-emerald-900">
        {status}
      </p>
      <section aria-labelledby="students-title" className="grid gap-3">
        <h2 id="students-title" className="text-2xl font-extrabold text-violet-900">
          {t.listHeading} ({cls.students.length})
        </h2>
        {cls.students.length === 0 ? (
          <p className="text-lg">{t.noStudents}</p>
        ) : (
          <ul className="grid gap-3">
            {cls.students.map((student) => (
              <StudentRow key={student.id} student={student} changes={changes} onDone={setStatus} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

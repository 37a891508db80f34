// The class page's Assigned tab (docs/product/classes.md#assignments): each assignment with its
// due day in words (overdue said in words and in colour), how many children are done, who is
// not, and what each of them has left; making, changing and deleting assignments. Its own chunk,
// loaded once the class page is shown (docs/decisions/280-the-class-page-frame-first.md).
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ASSIGNMENTS_MAX } from '../../../../domain/classes/assignments';
import { primaryButton } from '../../../components/button-styles';
import { PageLoading } from '../../../components/page-loading';
import { userMessageOf } from '../../../lib/api';
import { useT } from '../../../i18n/use-t';
import type { ClassDetail } from '../classes-api';
import { AssignmentCard } from './assignment-card';
import { AssignmentPicker } from './assignment-picker';
import {
  classAssignmentsQueryOptions,
  useAssignmentChanges,
  type AssignmentDraft,
} from './assignments-api';

export function AssignedPanel({ cls }: { cls: ClassDetail }) {
  const t = useT('assignments');
  const query = useQuery(classAssignmentsQueryOptions(cls.id));
  const changes = useAssignmentChanges(cls.id);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // Back from the picker (saved or not), the focus returns to "Add", where the teacher was.
  const addButton = useRef<HTMLButtonElement>(null);
  const [backFromPicker, setBackFromPicker] = useState(false);
  useEffect(() => {
    if (!backFromPicker || adding) return;
    setBackFromPicker(false);
    addButton.current?.focus();
  }, [backFromPicker, adding]);
  const say = (message: string) => {
    setProblem(null);
    setStatus(message);
  };

  const create = (draft: AssignmentDraft) =>
    changes.create.mutate(draft, {
      onSuccess: () => {
        setAdding(false);
        setBackFromPicker(true);
        say(t('assignments.saved', { title: draft.title }));
      },
      onError: (error) => setProblem(userMessageOf(error)),
    });

  if (query.isPending) return <PageLoading className="text-lg">{t('assignments.loading')}</PageLoading>;
  if (query.isError) return <p role="alert">{userMessageOf(query.error)}</p>;
  const { assignments } = query.data;
  const full = assignments.length >= ASSIGNMENTS_MAX;

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg text-slate-800">{t('assignments.intro')}</p>
        {!adding && (
          <button
            ref={addButton}
            type="button"
            className={primaryButton}
            disabled={full}
            onClick={() => {
              setProblem(null);
              setStatus('');
              setAdding(true);
            }}
          >
            {t('assignments.add')}
          </button>
        )}
      </div>
      <p role="status" className="font-bold text-emerald-900 empty:hidden">
        {status}
      </p>
      {adding && (
        <AssignmentPicker
          saving={changes.create.isPending}
          problem={problem}
          onSave={create}
          onCancel={() => {
            setProblem(null);
            setAdding(false);
            setBackFromPicker(true);
          }}
        />
      )}
      {assignments.length === 0 && !adding && <p className="text-lg">{t('assignments.none')}</p>}
      <ul className="grid min-w-0 gap-4">
        {assignments.map((assignment) => (
          <li key={assignment.id} className="min-w-0">
            <AssignmentCard assignment={assignment} changes={changes} say={say} />
          </li>
        ))}
      </ul>
    </div>
  );
}

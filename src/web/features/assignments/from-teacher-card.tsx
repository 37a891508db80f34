// "From your teacher" on a class child's Home (docs/product.md#home): each assignment of their
// class with its due day in words, what is next (the first item not done, a link that opens it)
// and a tick for each item done; read aloud on request. Loaded lazily, and only for a class child
// (docs/decisions/282-from-your-teacher-on-home.md), so it costs visitors and other sessions
// nothing.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ChildAssignmentItem, MyAssignment } from '../../../domain/api/assignments-api';
import { apiGet } from '../../lib/api';
import { paths } from '../../lib/paths';
import { ReadAloudBar } from '../../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../../lessons/kit/read-aloud/read-aloud-context';
import { childDueWords, isOverdue } from '../../../domain/classes/assignment-due-words';
import { useLocale, useT } from '../../i18n/use-t';
import { DoneTick } from '../../components/pictures/done-tick';
import { useDayNow } from '../../lib/day-now';

/** GET /api/assignments: asked each time Home opens, so a tick shows after the child's work. */
const myAssignmentsQuery = {
  queryKey: ['/api/assignments'],
  queryFn: () => apiGet<{ assignments: MyAssignment[] }>('/api/assignments'),
  staleTime: 0,
};

/** Where an item opens: the lesson page, the level page or the world page. */
const itemPath = (item: { kind: ChildAssignmentItem['kind']; id: string }): string =>
  item.kind === 'lesson'
    ? paths.lesson(item.id)
    : item.kind === 'level'
      ? paths.codeLabLevel(item.id)
      : paths.codeLabWorld(item.id);

export default function FromTeacherCard() {
  const t = useT('assignments');
  const locale = useLocale();
  const query = useQuery(myAssignmentsQuery);
  const assignments = query.data?.assignments ?? [];
  const now = useDayNow();
  const spoken = assignments
    .map((a) => {
      const next = a.items.find((item) => !item.done);
      const due = childDueWords(a.dueOn, now, t, locale);
      return [a.title, due, next ? t('assignments.next', { title: next.title }) : t('assignments.allDoneChild')]
        .filter(Boolean)
        .join('. ');
    })
    .join('. ');
  const sections = useMemo(
    () => [{ id: 'from-teacher', heading: t('assignments.fromTeacher'), paragraphs: [spoken] }],
    [spoken, t],
  );
  if (assignments.length === 0) return null;
  return (
    <section
      aria-labelledby="from-teacher-title"
      className="grid min-w-0 gap-4 rounded-3xl border-4 border-violet-300 bg-white p-5 shadow sm:p-6"
    >
      <h2 id="from-teacher-title" className="text-2xl font-bold text-violet-900">
        {t('assignments.fromTeacher')}
      </h2>
      <ReadAloudProvider sections={sections}>
        <ReadAloudBar withAutoplay={false} />
      </ReadAloudProvider>
      <ul className="grid min-w-0 gap-4">
        {assignments.map((assignment) => (
          <li key={assignment.id} className="min-w-0">
            <AssignmentForChild assignment={assignment} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AssignmentForChild({ assignment, now }: { assignment: MyAssignment; now: Date }) {
  const t = useT('assignments');
  const locale = useLocale();
  const next = assignment.items.find((item) => !item.done);
  const due = childDueWords(assignment.dueOn, now, t, locale);
  const late = assignment.dueOn !== null && isOverdue(assignment.dueOn, now);
  return (
    <article className="grid min-w-0 gap-2 rounded-2xl bg-violet-50 p-4">
      <h3 className="text-xl font-bold break-words text-violet-950">{assignment.title}</h3>
      {due && (
        <p className={`text-lg ${late ? 'font-bold text-amber-900' : 'text-slate-800'}`}>{due}</p>
      )}
      {next ? (
        <Link
          to={itemPath(next)}
          className="inline-flex min-h-11 items-center justify-self-start rounded-full bg-violet-700 px-6 text-lg font-bold break-words text-white hover:bg-violet-800"
        >
          {t('assignments.next', { title: next.title })}
        </Link>
      ) : (
        <p className="text-lg font-bold text-emerald-900">{t('assignments.allDoneChild')}</p>
      )}
      <ul className="grid min-w-0 gap-1">
        {assignment.items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className="flex min-w-0 items-center gap-2 text-lg">
            {item.done ? <DoneTick label={t('assignments.done')} className="size-7" /> : <Circle />}
            <Link
              to={itemPath(item)}
              className="inline-flex min-h-11 min-w-0 items-center break-words text-violet-900 underline underline-offset-4"
            >
              {item.title}
            </Link>
            {item.kind === 'world' && item.levelCount !== undefined && !item.done && (
              <span className="shrink-0 text-base text-slate-700">
                {t('assignments.worldLeft', { solved: item.levelsSolved ?? 0, count: item.levelCount })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </article>
  );
}

function Circle() {
  const t = useT('assignments');
  return (
    <span role="img" aria-label={t('assignments.notDone')} className="inline-flex shrink-0">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7">
        <circle cx="12" cy="12" r="10" fill="#fff" stroke="#6d28d9" strokeWidth="2" />
      </svg>
    </span>
  );
}

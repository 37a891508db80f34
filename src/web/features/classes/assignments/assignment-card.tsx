// One assignment on the Assigned tab: title, due day in words (overdue in words and in red), what
// it holds, "12 of 25 done", and each child not done as a row that opens what they have left.
// Change opens the picker in its place; Delete asks first. Saved, the card comes back where the
// picker was, says "Saved" there and gives the focus back to Change, so the page stays where
// the teacher was. The list of children not done starts closed: 25 rows a card is a long page.
import { useEffect, useId, useRef, useState } from 'react';
import { dangerButton, secondaryButton } from '../../../components/button-styles';
import { userMessageOf } from '../../../lib/api';
import { isOverdue, teacherDueWords } from '../../../../domain/classes/assignment-due-words';
import { useLocale, useT } from '../../../i18n/use-t';
import { AssignmentPicker } from './assignment-picker';
import type { ClassAssignment, useAssignmentChanges } from './assignments-api';
import { useDayNow } from '../../../lib/day-now';

const smallButton = secondaryButton.replace('px-6 text-lg', 'px-4 text-base');
const smallDanger = dangerButton.replace('px-6 text-lg', 'px-4 text-base');

type Props = {
  assignment: ClassAssignment;
  changes: ReturnType<typeof useAssignmentChanges>;
  say: (message: string) => void;
};

export function AssignmentCard(props: Props) {
  const [saved, setSaved] = useState('');
  // One status that stays while the card turns into the picker and back, so "Saved" is heard.
  return (
    <div className="grid min-w-0 gap-2">
      <CardOrPicker {...props} onSaved={setSaved} />
      <p role="status" className="px-2 font-bold text-emerald-900 empty:hidden">
        {saved}
      </p>
    </div>
  );
}

function CardOrPicker({ assignment, changes, say, onSaved }: Props & { onSaved: (words: string) => void }) {
  const t = useT('assignments');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [backFromPicker, setBackFromPicker] = useState(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!backFromPicker || editing) return;
    setBackFromPicker(false);
    changeButton.current?.focus();
  }, [backFromPicker, editing]);
  const titleId = useId();
  const now = useDayNow();
  const overdue = assignment.dueOn !== null && isOverdue(assignment.dueOn, now);
  const children = assignment.children;
  const doneChildren = children.filter((c) => c.done >= c.of).length;
  const notDone = children.filter((c) => c.done < c.of);

  if (editing) {
    return (
      <AssignmentPicker
        initial={{ title: assignment.title, items: assignment.items, dueOn: assignment.dueOn }}
        saving={changes.update.isPending}
        problem={problem}
        onSave={(draft) =>
          changes.update.mutate(
            { id: assignment.id, draft },
            {
              onSuccess: () => {
                setEditing(false);
                setProblem(null);
                onSaved(t('assignments.saved', { title: draft.title }));
                setBackFromPicker(true);
              },
              onError: (error) => setProblem(userMessageOf(error)),
            },
          )
        }
        onCancel={() => {
          setProblem(null);
          setEditing(false);
          setBackFromPicker(true);
        }}
      />
    );
  }

  const remove = () =>
    changes.remove.mutate(assignment.id, {
      onSuccess: () => say(t('assignments.deleted', { title: assignment.title })),
      onError: (error) => setProblem(userMessageOf(error)),
    });

  return (
    <article
      aria-labelledby={titleId}
      className={`grid min-w-0 gap-3 rounded-3xl border-2 bg-white p-4 shadow sm:p-5 ${overdue ? 'border-red-700' : 'border-transparent'}`}
    >
      <div className="grid gap-1">
        <h3 id={titleId} className="text-2xl font-extrabold break-words text-violet-900">
          {assignment.title}
        </h3>
        <p className={`text-lg ${overdue ? 'font-bold text-red-800' : 'text-slate-800'}`}>
          {overdue && (
            <span className="mr-2 inline-block rounded-full bg-red-700 px-2 text-base font-bold text-white">
              {t('assignments.overdue')}
            </span>
          )}
          {teacherDueWords(assignment.dueOn, now, t, locale)}
        </p>
      </div>
      <div className="min-w-0">
        <h4 className="font-bold text-slate-800">{t('assignments.itemsTitle')}</h4>
        <ul className="flex min-w-0 flex-wrap gap-2">
          {assignment.items.map((item) => (
            <li
              key={`${item.kind}:${item.id}`}
              className="min-w-0 rounded-full bg-violet-100 px-3 py-1 break-words text-violet-950"
            >
              <span className="sr-only">{t(`assignments.kinds.${item.kind}` as const)}: </span>
              {item.title}
            </li>
          ))}
        </ul>
      </div>
      <p className="text-xl font-extrabold text-slate-900">
        {t('assignments.doneCount', { done: doneChildren, of: children.length })}
      </p>
      {children.length === 0 ? (
        <p>{t('assignments.noChildren')}</p>
      ) : notDone.length === 0 ? (
        <p className="font-bold text-emerald-900">{t('assignments.allDone')}</p>
      ) : (
        <NotDone count={notDone.length}>
          {notDone.map((child) => (
            <ChildLeft key={child.childId} child={child} items={assignment.items} />
          ))}
        </NotDone>
      )}
      {problem && (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-lg font-bold text-red-900">
          {problem}
        </p>
      )}
      {confirming ? (
        <div role="group" aria-label={t('assignments.remove')} className="grid gap-2">
          <p className="font-bold">{t('assignments.removeConfirm', { title: assignment.title })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={smallDanger}
              disabled={changes.remove.isPending}
              onClick={remove}
            >
              {t('assignments.removeYes')}
            </button>
            <button type="button" className={smallButton} onClick={() => setConfirming(false)}>
              {t('assignments.removeNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <button
            ref={changeButton}
            type="button"
            className={smallButton}
            aria-describedby={titleId}
            onClick={() => {
              onSaved('');
              setEditing(true);
            }}
          >
            {t('assignments.edit')}
          </button>
          <button
            type="button"
            className={smallButton}
            aria-describedby={titleId}
            onClick={() => {
              onSaved('');
              setConfirming(true);
            }}
          >
            {t('assignments.remove')}
          </button>
        </div>
      )}
    </article>
  );
}

/** The children not done yet, behind a button that says how many: closed at first. */
function NotDone({ count, children }: { count: number; children: React.ReactNode }) {
  const t = useT('assignments');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className="grid min-w-0 gap-1">
      <h4 className="font-bold text-slate-800">
        <DisclosureButton open={open} onToggle={() => setOpen(!open)} controls={listId}>
          {t('assignments.notDoneTitle', { count })}
        </DisclosureButton>
      </h4>
      {open && (
        <ul id={listId} className="grid min-w-0 gap-1 pl-4">
          {children}
        </ul>
      )}
    </section>
  );
}

/** A button that shows and hides the part it controls, its chevron turning (a disclosure). */
function DisclosureButton({
  open,
  onToggle,
  controls,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="flex min-h-11 w-full min-w-0 items-center gap-2 rounded-xl px-2 text-left text-lg hover:bg-violet-50"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={`size-5 shrink-0 text-violet-800 ${open ? 'rotate-90' : ''}`}>
        <path d="M9 5 L16 12 L9 19" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      {children}
    </button>
  );
}

/** A child not done yet: a row that opens what they have left. */
function ChildLeft({
  child,
  items,
}: {
  child: ClassAssignment['children'][number];
  items: ClassAssignment['items'];
}) {
  const t = useT('assignments');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="min-w-0">
      <DisclosureButton open={open} onToggle={() => setOpen(!open)} controls={listId}>
        <span className="min-w-0 font-bold break-words text-violet-900">{child.nickname}</span>{' '}
        <span className="shrink-0">{t('assignments.childDone', { done: child.done, of: child.of })}</span>
      </DisclosureButton>
      {open && (
        <div id={listId} className="ml-9 grid gap-1 pb-2">
          <p id={`${listId}-title`} className="font-bold text-slate-800">
            {t('assignments.leftTitle', { nickname: child.nickname })}
          </p>
          <ul aria-labelledby={`${listId}-title`} className="list-disc pl-5">
            {/* `left` holds positions in the assignment's items (docs/decisions/250-assignments-read-from-the-work.md). */}
            {child.left.flatMap((position) => {
              const item = items[position];
              if (!item) return [];
              return [
                <li key={`${item.kind}:${item.id}`} className="break-words">
                  {t(`assignments.kinds.${item.kind}` as const)}: {item.title}
                  {item.kind === 'world' && item.levelCount !== undefined && (
                    <> ({t('assignments.worldLeft', { solved: child.levelsSolved?.[item.id] ?? 0, count: item.levelCount })})</>
                  )}
                </li>,
              ];
            })}
          </ul>
        </div>
      )}
    </li>
  );
}

import { useId, useState, type FormEvent } from 'react';
import {
  addChore,
  checkChoreName,
  choreMessages,
  donePoints,
  removeChore,
  toggleChore,
} from '../../../domain/games/chores';
import { CHORES } from '../../../domain/constants';
import { primaryButton } from '../../components/button-styles';
import { newChoreId, useChoreList, type SaveState } from './use-chore-list';
import { PageLoading } from '../../components/page-loading';
import { useT } from '../../i18n/use-t';
import type { Translate } from '../../../i18n/translate';

const inputClass =
  'min-h-11 rounded-xl border-2 border-slate-400 bg-white px-3 text-lg focus-visible:border-violet-700';
const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-bold';

function saveText(t: Translate, state: SaveState, signedIn: boolean): string {
  if (!signedIn) return state === 'error' ? t('chores.save.failed') : t('chores.save.onDevice');
  switch (state) {
    case 'saving':
      return t('chores.save.saving');
    case 'saved':
      return t('chores.save.saved');
    case 'error':
      return t('chores.save.failed');
    case 'idle':
      return '';
  }
}

/** A list rule's message (domain/games/chores.ts gives its English) in the page's language. */
function problemText(t: Translate, message: string): string {
  switch (message) {
    case choreMessages.nameTooLong:
      return t('chores.problem.nameTooLong', { max: CHORES.nameMaxLength });
    case choreMessages.pointsInvalid:
      return t('chores.problem.pointsInvalid', { min: CHORES.pointsMin, max: CHORES.pointsMax });
    case choreMessages.tooMany:
      return t('chores.problem.tooMany', { max: CHORES.maxChores });
    default:
      return t('chores.problem.nameEmpty');
  }
}

/** The Chore Tracker (docs/product.md#projects-and-the-chore-tracker): add chores with points, mark done, undo, remove, see the total. */
export function ChoreTracker({ signedIn }: { signedIn: boolean }) {
  const t = useT('chores');
  const { chores, isLoading, loadFailed, saveState, update } = useChoreList(signedIn);
  const [name, setName] = useState('');
  const [points, setPoints] = useState(String(CHORES.defaultPoints));
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), points: useId(), error: useId(), hint: useId() };

  if (loadFailed)
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-lg text-red-900">
        {t('chores.save.loadFailed')}
      </p>
    );
  if (isLoading || chores === null)
    return <PageLoading className="p-4 text-lg">{t('chores.loading')}</PageLoading>;

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const result = addChore(chores, { id: newChoreId(), name, points: Number(points) });
    if (!result.ok) {
      setError(problemText(t, result.message));
      return;
    }
    update(() => result.chores);
    setName('');
    setError(null);
  };

  const total = donePoints(chores);
  const doneCount = chores.filter((c) => c.done).length;
  const nameState = checkChoreName(name);
  const nameTooLong = !nameState.ok && name.trim().length > CHORES.nameMaxLength;

  return (
    <section
      aria-labelledby="tracker-title"
      className="grid content-start gap-5 rounded-3xl bg-white p-6 shadow"
    >
      <h2 id="tracker-title" className="text-2xl font-extrabold text-violet-900">
        {t('chores.myChores')}
      </h2>

      <form
        onSubmit={onAdd}
        noValidate
        className="grid content-start gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
      >
        <div className="grid gap-1">
          <label htmlFor={ids.name} className="font-bold">
            {t('chores.nameLabel')}
          </label>
          <input
            id={ids.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('chores.namePlaceholder')}
            autoComplete="off"
            aria-invalid={error !== null || nameTooLong}
            aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
            className={inputClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.points} className="font-bold">
            {t('chores.pointsLabel')}
          </label>
          <input
            id={ids.points}
            type="number"
            inputMode="numeric"
            min={CHORES.pointsMin}
            max={CHORES.pointsMax}
            step={1}
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" className={primaryButton}>
          {t('chores.add')}
        </button>
        <p
          id={ids.hint}
          className={`text-sm sm:col-span-3 ${nameTooLong ? 'font-bold text-red-800' : 'text-slate-700'}`}
        >
          {t('chores.hint', {
            count: name.trim().length,
            max: CHORES.nameMaxLength,
            min: CHORES.pointsMin,
            maxPoints: CHORES.pointsMax,
          })}
        </p>
        {error && (
          <p
            id={ids.error}
            role="alert"
            className="rounded-xl bg-red-50 p-3 font-bold text-red-900 sm:col-span-3"
          >
            {error}
          </p>
        )}
      </form>

      <p
        aria-live="polite"
        className="rounded-2xl bg-emerald-50 p-4 text-xl font-bold text-emerald-950"
      >
        <span aria-hidden="true">⭐ </span>
        {t('chores.totalPoints')} <span data-testid="chore-total">{total}</span>
        <span className="block text-base font-normal">
          {t('chores.doneCount', { done: doneCount, total: chores.length })}
        </span>
      </p>

      {chores.length === 0 ? (
        <p className="text-lg">{t('chores.empty')}</p>
      ) : (
        <ul aria-label={t('chores.listLabel')} className="grid gap-2">
          {chores.map((chore) => (
            <li
              key={chore.id}
              className={`flex flex-wrap items-center gap-3 rounded-2xl border-2 p-3 ${chore.done ? 'border-emerald-300 bg-emerald-50' : 'border-slate-200 bg-white'}`}
            >
              <span aria-hidden="true" className="text-2xl">
                {chore.done ? '✅' : '⬜'}
              </span>
              <span
                className={`mr-auto text-lg font-bold ${chore.done ? 'text-emerald-900 line-through' : ''}`}
              >
                {chore.name}
                <span className="sr-only">
                  {chore.done ? t('chores.stateDone') : t('chores.stateNotDone')}
                </span>
              </span>
              <span className="rounded-full bg-violet-100 px-3 py-1 font-bold text-violet-900">
                {t('chores.chorePoints', { points: chore.points })}
              </span>
              <button
                type="button"
                onClick={() => update((list) => toggleChore(list, chore.id))}
                aria-label={
                  chore.done
                    ? t('chores.undoLabel', { name: chore.name })
                    : t('chores.markDoneLabel', { name: chore.name })
                }
                className={`${smallButton} ${chore.done ? 'border-2 border-slate-500 bg-white text-slate-800' : 'bg-emerald-700 text-white hover:bg-emerald-800'}`}
              >
                {chore.done ? t('chores.undo') : t('chores.markDone')}
              </button>
              <button
                type="button"
                onClick={() => update((list) => removeChore(list, chore.id))}
                aria-label={t('chores.removeLabel', { name: chore.name })}
                className={`${smallButton} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`}
              >
                {t('chores.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}

      <p aria-live="polite" className="min-h-6 text-base text-slate-700">
        {saveText(t, saveState, signedIn)}
      </p>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import {
  addChore,
  checkChoreName,
  donePoints,
  removeChore,
  toggleChore,
} from '../../../domain/chores';
import { CHORES } from '../../../domain/constants';
import { gameMessages } from '../../../domain/game-messages';
import { primaryButton } from '../../components/button-styles';
import { newChoreId, useChoreList, type SaveState } from './use-chore-list';
import { PageLoading } from '../../components/page-loading';

const inputClass =
  'min-h-11 rounded-xl border-2 border-slate-400 bg-white px-3 text-lg focus-visible:border-violet-700';
const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-bold';

function saveText(state: SaveState, signedIn: boolean): string {
  if (!signedIn)
    return state === 'error' ? gameMessages.chores.saveFailed : gameMessages.chores.savedOnDevice;
  switch (state) {
    case 'saving':
      return gameMessages.chores.saving;
    case 'saved':
      return gameMessages.chores.saved;
    case 'error':
      return gameMessages.chores.saveFailed;
    case 'idle':
      return '';
  }
}

/** The Chore Tracker (docs/product.md#projects-and-the-chore-tracker): add chores with points, mark done, undo, remove, see the total. */
export function ChoreTracker({ signedIn }: { signedIn: boolean }) {
  const { chores, isLoading, loadFailed, saveState, update } = useChoreList(signedIn);
  const [name, setName] = useState('');
  const [points, setPoints] = useState(String(CHORES.defaultPoints));
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), points: useId(), error: useId(), hint: useId() };

  if (loadFailed)
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-lg text-red-900">
        {gameMessages.chores.loadFailed}
      </p>
    );
  if (isLoading || chores === null)
    return <PageLoading className="p-4 text-lg">Loading your chores...</PageLoading>;

  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    const result = addChore(chores, { id: newChoreId(), name, points: Number(points) });
    if (!result.ok) {
      setError(result.message);
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
        My Chores
      </h2>

      <form
        onSubmit={onAdd}
        noValidate
        className="grid content-start gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
      >
        <div className="grid gap-1">
          <label htmlFor={ids.name} className="font-bold">
            Chore name
          </label>
          <input
            id={ids.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Feed the cat"
            autoComplete="off"
            aria-invalid={error !== null || nameTooLong}
            aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
            className={inputClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={ids.points} className="font-bold">
            Points
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
          Add Chore
        </button>
        <p
          id={ids.hint}
          className={`text-sm sm:col-span-3 ${nameTooLong ? 'font-bold text-red-800' : 'text-slate-700'}`}
        >
          {name.trim().length} / {CHORES.nameMaxLength} letters · points from {CHORES.pointsMin} to{' '}
          {CHORES.pointsMax}
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
        <span aria-hidden="true">⭐ </span>Total points:{' '}
        <span data-testid="chore-total">{total}</span>
        <span className="block text-base font-normal">
          {`${doneCount} of ${chores.length} ${chores.length === 1 ? 'chore' : 'chores'} done`}
        </span>
      </p>

      {chores.length === 0 ? (
        <p className="text-lg">No chores yet. Add your first one above!</p>
      ) : (
        <ul aria-label="Chores" className="grid gap-2">
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
                <span className="sr-only">{chore.done ? ', done' : ', not done yet'}</span>
              </span>
              <span className="rounded-full bg-violet-100 px-3 py-1 font-bold text-violet-900">
                {chore.points} points
              </span>
              <button
                type="button"
                onClick={() => update((list) => toggleChore(list, chore.id))}
                aria-label={`${chore.done ? 'Undo' : 'Mark Done'}: ${chore.name}`}
                className={`${smallButton} ${chore.done ? 'border-2 border-slate-500 bg-white text-slate-800' : 'bg-emerald-700 text-white hover:bg-emerald-800'}`}
              >
                {chore.done ? 'Undo' : 'Mark Done'}
              </button>
              <button
                type="button"
                onClick={() => update((list) => removeChore(list, chore.id))}
                aria-label={`Remove: ${chore.name}`}
                className={`${smallButton} border-2 border-red-700 bg-white text-red-800 hover:bg-red-50`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}

      <p aria-live="polite" className="min-h-6 text-base text-slate-700">
        {saveText(saveState, signedIn)}
      </p>
    </section>
  );
}

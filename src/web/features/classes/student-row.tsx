// One child of a class as the teacher manages it: avatar, nickname, the two sign-in pictures,
// and Rename / New pictures / Remove (docs/product.md#classes).
import { useState, type FormEvent } from 'react';
import { NICKNAME_MAX_LENGTH } from '../../../domain/child-profile';
import { classPageMessages as t } from '../../../domain/class-page-messages';
import { ChildAvatar } from '../../components/avatars/child-avatar';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { SignInPicture, pictureName } from '../../components/pictures/sign-in-picture';
import { TextField } from '../../components/text-field';
import { userMessageOf } from '../../lib/api';
import type { ClassStudent, useClassChanges } from './classes-api';

type Changes = ReturnType<typeof useClassChanges>;
type Props = { student: ClassStudent; changes: Changes; onDone(message: string): void };
type Mode = 'view' | 'rename' | 'remove';

// Smaller than the page's buttons (still 44 px tall), so a child's three fit on a phone's line.
const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-violet-700 bg-white px-3 font-bold text-violet-800 hover:bg-violet-50 disabled:cursor-not-allowed disabled:opacity-70';

export function StudentRow({ student, changes, onDone }: Props) {
  const [mode, setMode] = useState<Mode>('view');
  const [nickname, setNickname] = useState(student.nickname);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(userMessageOf(error));
  const [first, second] = student.pictures;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    changes.renameStudent.mutate(
      { studentId: student.id, nickname: nickname.trim() },
      {
        onSuccess: () => {
          setMode('view');
          setProblem(null);
        },
        onError: fail,
      },
    );
  };
  const newPictures = () =>
    changes.newPictures.mutate(student.id, {
      onSuccess: (changed) =>
        onDone(
          t.newPicturesDone(
            changed.nickname,
            pictureName(changed.pictures[0]),
            pictureName(changed.pictures[1]),
          ),
        ),
      onError: fail,
    });
  const remove = () =>
    changes.removeStudent.mutate(student.id, {
      onSuccess: () => onDone(t.removed(student.nickname)),
      onError: fail,
    });

  return (
    <li className="grid gap-3 rounded-3xl border-2 border-violet-100 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <ChildAvatar id={student.avatarId} size={48} decorative />
        <span className="min-w-0 text-xl font-extrabold break-words text-slate-900">
          {student.nickname}
        </span>
        <span
          role="img"
          aria-label={`${t.picturesOf(student.nickname)}: ${pictureName(first)}, ${pictureName(second)}`}
          className="flex gap-2"
        >
          <SignInPicture name={first} decorative className="size-12" />
          <SignInPicture name={second} decorative className="size-12" />
        </span>
      </div>
      {mode === 'view' && (
        <div
          role="group"
          aria-label={t.actionsFor(student.nickname)}
          className="flex flex-wrap gap-2"
        >
          <button type="button" className={smallButton} onClick={() => setMode('rename')}>
            {t.rename}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={changes.newPictures.isPending}
            onClick={newPictures}
          >
            {t.newPictures}
          </button>
          <button type="button" className={smallButton} onClick={() => setMode('remove')}>
            {t.remove}
          </button>
        </div>
      )}
      {mode === 'rename' && (
        <form
          onSubmit={rename}
          className="grid gap-2 sm:col-span-2 sm:grid-cols-[minmax(0,20rem)_auto_auto] sm:items-end"
        >
          <TextField
            label={t.renameLabel(student.nickname)}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
            maxLength={NICKNAME_MAX_LENGTH}
            required
            autoComplete="off"
            autoFocus
          />
          <button
            type="submit"
            className={primaryButton}
            disabled={changes.renameStudent.isPending}
          >
            {t.save}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setMode('view')}>
            {t.cancel}
          </button>
        </form>
      )}
      {mode === 'remove' && (
        <div className="grid gap-2 sm:col-span-2">
          <p className="text-lg font-bold text-red-900">{t.removeConfirm(student.nickname)}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${primaryButton} bg-red-700 hover:bg-red-800`}
              disabled={changes.removeStudent.isPending}
              onClick={remove}
            >
              {t.removeYes(student.nickname)}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setMode('view')}>
              {t.cancel}
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="font-bold text-red-800 sm:col-span-2">
          {problem}
        </p>
      )}
    </li>
  );
}

// One child of a class as the teacher manages it: avatar, nickname, the two sign-in pictures,
// and Rename / New pictures / Remove (docs/product.md#classes).
import { useState, type FormEvent } from 'react';
import { Dialog } from 'radix-ui';
import { NICKNAME_MAX_LENGTH } from '../../../domain/accounts/child-profile';
import { useT } from '../../i18n/use-t';
import { ChildAvatar } from '../../components/avatars/child-avatar';
import { dangerButton, primaryButton, secondaryButton } from '../../components/button-styles';
import { SignInPicture, pictureName } from '../../components/pictures/sign-in-picture';
import { ModalFrame } from '../../components/modal-frame';
import { TextField } from '../../components/text-field';
import { userMessageOf } from '../../lib/api';
import type { ClassStudent, useClassChanges } from './classes-api';

type Changes = ReturnType<typeof useClassChanges>;
type Props = {
  student: ClassStudent;
  changes: Changes;
  onPrintCard(): void;
  /** After the child is removed: the list says so where the row was. */
  onRemoved(): void;
};
type Mode = 'view' | 'rename' | 'remove';

// Smaller than the page's buttons (still 44 px tall), so a child's three fit on a phone's line.
const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-violet-700 bg-white px-3 font-bold text-violet-800 hover:bg-violet-50 disabled:cursor-not-allowed disabled:opacity-70';

export function StudentRow({ student, changes, onPrintCard, onRemoved }: Props) {
  const t = useT('classes');
  const [mode, setMode] = useState<Mode>('view');
  const [nickname, setNickname] = useState(student.nickname);
  const [problem, setProblem] = useState<string | null>(null);
  // What the last change did, said here, next to the child
  // (docs/decisions/194-class-changes-said-beside-the-child.md).
  const [done, setDone] = useState('');
  const fail = (error: unknown) => {
    setDone('');
    setProblem(userMessageOf(error));
  };
  const succeed = (message: string) => {
    setMode('view');
    setProblem(null);
    setDone(message);
  };
  const [first, second] = student.pictures;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    changes.renameStudent.mutate(
      { studentId: student.id, nickname: nickname.trim() },
      {
        onSuccess: (changed) => succeed(student.nickname === changed.nickname ? t('classes.renamedSame') : t('classes.renamedTo', { was: student.nickname, now: changed.nickname })),
        onError: fail,
      },
    );
  };
  const newPictures = () =>
    changes.newPictures.mutate(student.id, {
      onSuccess: (changed) =>
        succeed(
          t('classes.newPicturesDone', { nickname: changed.nickname, first: pictureName(changed.pictures[0]), second: pictureName(changed.pictures[1]) }),
        ),
      onError: fail,
    });
  const remove = () =>
    changes.removeStudent.mutate(student.id, {
      onSuccess: onRemoved,
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
          aria-label={t('classes.picturesOf', { nickname: student.nickname, first: pictureName(first), second: pictureName(second) })}
          className="flex gap-2"
        >
          <SignInPicture name={first} decorative className="size-12" />
          <SignInPicture name={second} decorative className="size-12" />
        </span>
      </div>
      {mode === 'view' && (
        <div
          role="group"
          aria-label={t('classes.actionsFor', { nickname: student.nickname })}
          className="flex flex-wrap gap-2"
        >
          <button type="button" className={smallButton} onClick={onPrintCard}>
            {t('classes.printCard')}
          </button>
          <button type="button" className={smallButton} onClick={() => setMode('rename')}>
            {t('classes.rename')}
          </button>
          <NewPicturesButton
            nickname={student.nickname}
            busy={changes.newPictures.isPending}
            onYes={newPictures}
          />
          <button type="button" className={smallButton} onClick={() => setMode('remove')}>
            {t('classes.remove')}
          </button>
        </div>
      )}
      {mode === 'rename' && (
        <form
          onSubmit={rename}
          className="grid gap-2 sm:col-span-2 sm:grid-cols-[minmax(0,20rem)_auto_auto] sm:items-end"
        >
          <TextField
            label={t('classes.renameLabel', { nickname: student.nickname })}
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
            {t('classes.save')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setMode('view')}>
            {t('classes.cancel')}
          </button>
        </form>
      )}
      {mode === 'remove' && (
        <Confirm
          question={t('classes.removeConfirm', { nickname: student.nickname })}
          yes={t('classes.removeYes', { nickname: student.nickname })}
          busy={changes.removeStudent.isPending}
          onYes={remove}
          onCancel={() => setMode('view')}
          danger
        />
      )}
      <p role="status" className="font-bold text-emerald-900 empty:hidden sm:col-span-2">
        {done}
      </p>
      {problem && (
        <p role="alert" className="font-bold text-red-800 sm:col-span-2">
          {problem}
        </p>
      )}
    </li>
  );
}

type ConfirmProps = {
  question: string;
  yes: string;
  busy: boolean;
  onYes(): void;
  onCancel(): void;
  danger?: boolean;
};

/**
 * "New pictures" asks first, in a dialog
 * (docs/decisions/194-class-changes-said-beside-the-child.md): the child is signed out everywhere
 * and the old card stops working. Cancel, Escape or Close change nothing; focus returns to the
 * button.
 */
function NewPicturesButton({
  nickname,
  busy,
  onYes,
}: {
  nickname: string;
  busy: boolean;
  onYes(): void;
}) {
  const t = useT('classes');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={smallButton} disabled={busy}>
        {t('classes.newPictures')}
      </Dialog.Trigger>
      <ModalFrame title={t('classes.newPicturesTitle', { nickname: nickname })} description={t('classes.newPicturesConfirm', { nickname: nickname })}>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            onClick={() => {
              setOpen(false);
              onYes();
            }}
          >
            {t('classes.newPicturesYes')}
          </button>
          <Dialog.Close className={secondaryButton}>{t('classes.cancel')}</Dialog.Close>
        </div>
      </ModalFrame>
    </Dialog.Root>
  );
}

/** A question asked in the child's row before a change that cannot be taken back. */
function Confirm({ question, yes, busy, onYes, onCancel, danger = false }: ConfirmProps) {
  const t = useT('classes');
  return (
    <div role="group" aria-label={question} className="grid gap-2 sm:col-span-2">
      <p className={`text-lg font-bold ${danger ? 'text-red-900' : 'text-slate-900'}`}>{question}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={danger ? dangerButton : primaryButton}
          disabled={busy}
          onClick={onYes}
          autoFocus
        >
          {yes}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('classes.cancel')}
        </button>
      </div>
    </div>
  );
}

// The Class settings tab: rename, a new join code, archive or restore (docs/product.md#classes).
import { useState, type FormEvent } from 'react';
import { CLASS_NAME_MAX_LENGTH } from '../../../domain/class-limits';
import { classPageMessages as t } from '../../../domain/class-page-messages';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { userMessageOf } from '../../lib/api';
import type { ClassDetail, useClassChanges } from './classes-api';

const card = 'grid gap-3 rounded-3xl bg-white p-5 shadow';
const heading = 'text-2xl font-extrabold text-violet-900';

export function ClassSettings({
  cls,
  changes,
}: {
  cls: ClassDetail;
  changes: ReturnType<typeof useClassChanges>;
}) {
  const [name, setName] = useState(cls.name);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const done = (message: string) => () => {
    setProblem(null);
    setStatus(message);
  };
  const fail = (error: unknown) => setProblem(userMessageOf(error));

  const rename = (event: FormEvent) => {
    event.preventDefault();
    changes.rename.mutate(name.trim(), { onSuccess: done(t.renamed), onError: fail });
  };

  return (
    <div className="grid gap-6">
      <p role="status" className="text-lg font-bold text-emerald-900">
        {status}
      </p>
      {problem && (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-lg font-bold text-red-900">
          {problem}
        </p>
      )}
      <section aria-labelledby="class-name-title" className={card}>
        <h2 id="class-name-title" className={heading}>
          {t.classNameLabel}
        </h2>
        <form onSubmit={rename} className="grid gap-3 sm:max-w-md">
          <TextField
            label={t.classNameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={CLASS_NAME_MAX_LENGTH}
            required
            autoComplete="off"
          />
          <button
            type="submit"
            className={`${primaryButton} justify-self-start`}
            disabled={changes.rename.isPending}
          >
            {t.renameClass}
          </button>
        </form>
      </section>
      <section aria-labelledby="class-code-title" className={card}>
        <h2 id="class-code-title" className={heading}>
          {t.codeTitle}: <span className="font-mono tracking-widest">{cls.joinCode}</span>
        </h2>
        <p className="text-lg">{t.newCodeHelp}</p>
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          disabled={changes.newCode.isPending}
          onClick={() =>
            changes.newCode.mutate(undefined, {
              onSuccess: (c) => done(t.newCodeDone(c.joinCode))(),
              onError: fail,
            })
          }
        >
          {t.newCode}
        </button>
      </section>
      <section aria-labelledby="class-archive-title" className={card}>
        <h2 id="class-archive-title" className={heading}>
          {t.archiveTitle}
        </h2>
        {cls.archivedAt ? (
          <>
            <p className="text-lg">{t.restoreHelp}</p>
            <button
              type="button"
              className={`${primaryButton} justify-self-start`}
              disabled={changes.restore.isPending}
              onClick={() =>
                changes.restore.mutate(undefined, { onSuccess: done(''), onError: fail })
              }
            >
              {t.restore}
            </button>
          </>
        ) : (
          <>
            <p className="text-lg">{t.archiveHelp}</p>
            {confirmArchive ? (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={`${primaryButton} bg-red-700 hover:bg-red-800`}
                  disabled={changes.archive.isPending}
                  onClick={() =>
                    changes.archive.mutate(undefined, {
                      onSuccess: () => {
                        setConfirmArchive(false);
                        done('')();
                      },
                      onError: fail,
                    })
                  }
                >
                  {t.archiveConfirm}
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setConfirmArchive(false)}
                >
                  {t.cancel}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className={`${secondaryButton} justify-self-start`}
                onClick={() => setConfirmArchive(true)}
              >
                {t.archive}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

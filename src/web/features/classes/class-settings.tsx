// The Class settings tab: rename, the class's language, sound on or off, a new join code, archive
// or restore (docs/product.md#classes).
import { useState, type FormEvent } from 'react';
import { CLASS_NAME_MAX_LENGTH } from '../../../domain/classes/class-limits';
import { ARCHIVED_CLASS_KEPT_DAYS } from '../../../domain/accounts/child-profile';
import { useT } from '../../i18n/use-t';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { isLocale, localeNames, locales } from '../../../i18n/locales';
import { userMessageOf } from '../../lib/api';
import type { ClassDetail, useClassChanges } from './classes-api';
import { ClassSoundSwitch } from './class-sound-switch';

const card = 'grid gap-3 rounded-3xl bg-white p-5 shadow';
const heading = 'text-2xl font-extrabold text-violet-900';

export function ClassSettings({
  cls,
  changes,
}: {
  cls: ClassDetail;
  changes: ReturnType<typeof useClassChanges>;
}) {
  const t = useT('classes');
  const [name, setName] = useState(cls.name);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [locale, setLocale] = useState<string>(cls.locale ?? '');
  const done = (message: string) => () => {
    setProblem(null);
    setStatus(message);
  };
  const fail = (error: unknown) => setProblem(userMessageOf(error));

  const rename = (event: FormEvent) => {
    event.preventDefault();
    changes.rename.mutate(name.trim(), { onSuccess: done(t('classes.renamed')), onError: fail });
  };

  const saveLocale = (event: FormEvent) => {
    event.preventDefault();
    const chosen = isLocale(locale) ? locale : null;
    changes.setLocale.mutate(chosen, {
      onSuccess: done(
        chosen
          ? t('classes.language.saved', { language: localeNames[chosen] })
          : t('classes.language.savedNotSet'),
      ),
      onError: fail,
    });
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
          {t('classes.classNameLabel')}
        </h2>
        <form onSubmit={rename} className="grid gap-3 sm:max-w-md">
          <TextField
            label={t('classes.classNameLabel')}
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
            {t('classes.renameClass')}
          </button>
        </form>
      </section>
      <section aria-labelledby="class-language-title" className={card}>
        <h2 id="class-language-title" className={heading}>
          {t('classes.language.title')}
        </h2>
        <form onSubmit={saveLocale} className="grid gap-3 sm:max-w-md">
          <label htmlFor="class-language" className="text-lg font-bold text-slate-900">
            {t('classes.language.label')}
          </label>
          <p id="class-language-help" className="text-base text-slate-800">
            {t('classes.language.help')}
          </p>
          <select
            id="class-language"
            aria-describedby="class-language-help"
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
            className="min-h-11 w-full max-w-full min-w-0 rounded-xl border-2 border-violet-300 bg-white px-3 text-lg font-bold text-violet-950 focus-visible:outline-3 focus-visible:outline-violet-700"
          >
            <option value="">{t('classes.language.notSet')}</option>
            {locales.map((l) => (
              <option key={l} value={l} lang={l}>
                {localeNames[l]}
              </option>
            ))}
          </select>
          <button
            type="submit"
            className={`${primaryButton} justify-self-start`}
            disabled={changes.setLocale.isPending}
          >
            {t('classes.save')}
          </button>
        </form>
      </section>
      <ClassSoundSwitch
        on={cls.soundOn}
        busy={changes.setSoundOn.isPending}
        onChange={(next) =>
          changes.setSoundOn.mutate(next, {
            onSuccess: done(next ? t('classes.sound.turnedOn') : t('classes.sound.turnedOff')),
            onError: fail,
          })
        }
      />
      <section aria-labelledby="class-code-title" className={card}>
        <h2 id="class-code-title" className={heading}>
          {t('classes.codeTitle')}: <span className="font-mono tracking-widest">{cls.joinCode}</span>
        </h2>
        <p className="text-lg">{t('classes.newCodeHelp')}</p>
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          disabled={changes.newCode.isPending}
          onClick={() =>
            changes.newCode.mutate(undefined, {
              onSuccess: (c) => done(t('classes.newCodeDone', { code: c.joinCode }))(),
              onError: fail,
            })
          }
        >
          {t('classes.newCode')}
        </button>
      </section>
      <section aria-labelledby="class-archive-title" className={card}>
        <h2 id="class-archive-title" className={heading}>
          {t('classes.archiveTitle')}
        </h2>
        {cls.archivedAt ? (
          <>
            <p className="text-lg">{t('classes.restoreHelp')}</p>
            <button
              type="button"
              className={`${primaryButton} justify-self-start`}
              disabled={changes.restore.isPending}
              onClick={() =>
                changes.restore.mutate(undefined, { onSuccess: done(''), onError: fail })
              }
            >
              {t('classes.restore')}
            </button>
          </>
        ) : (
          <>
            <p className="text-lg">{t('classes.archiveHelp', { days: ARCHIVED_CLASS_KEPT_DAYS })}</p>
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
                  {t('classes.archiveConfirm')}
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setConfirmArchive(false)}
                >
                  {t('classes.cancel')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className={`${secondaryButton} justify-self-start`}
                onClick={() => setConfirmArchive(true)}
              >
                {t('classes.archive')}
              </button>
            )}
          </>
        )}
      </section>
    </div>
  );
}

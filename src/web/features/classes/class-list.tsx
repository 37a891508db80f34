// /classes: the teacher's own classes and "Make a class" (docs/product.md#classes).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CLASS_NAME_MAX_LENGTH } from '../../../domain/classes/class-limits';
import { useT } from '../../i18n/use-t';
import { primaryButton } from '../../components/button-styles';
import { TextField } from '../../components/text-field';
import { userMessageOf } from '../../lib/api';
import { paths } from '../../lib/paths';
import { classListQueryOptions, useCreateClass } from './classes-api';
import { ConsentNotice, needsConsent } from './consent-notice';
import { PageLoading } from '../../components/page-loading';

export function ClassList() {
  const t = useT('classes');
  const list = useQuery(classListQueryOptions());
  if (list.isPending) return <PageLoading className="text-lg">{t('classes.loading')}</PageLoading>;
  if (list.isError) {
    return needsConsent(list.error) ? (
      <ConsentNotice error={list.error} />
    ) : (
      <p role="alert">{userMessageOf(list.error)}</p>
    );
  }
  const { classes } = list.data;
  return (
    <div className="grid gap-6">
      {classes.length === 0 ? (
        <p className="text-lg">{t('classes.noClasses')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {classes.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.classPage(c.id)}
                className="grid min-h-11 gap-1 rounded-3xl border-2 border-violet-200 bg-white p-4 shadow-sm hover:border-violet-500"
              >
                <span className="text-2xl font-extrabold break-words text-violet-900">
                  {c.name}
                </span>
                <span className="text-lg text-slate-800">
                  {t('classes.codeLabel')}:{' '}
                  <span className="font-mono font-bold tracking-widest">{c.joinCode}</span> ·{' '}
                  {t('classes.children', { count: c.studentCount })}
                </span>
                {c.archivedAt && (
                  <span className="justify-self-start rounded-full bg-slate-200 px-3 font-bold text-slate-900">
                    {t('classes.archived')}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <NewClassForm />
    </div>
  );
}

function NewClassForm() {
  const t = useT('classes');
  const [name, setName] = useState('');
  const create = useCreateClass();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: (made) => void navigate(paths.classPage(made.id)) });
  };
  const consent = create.isError && needsConsent(create.error);
  return (
    <section
      aria-labelledby="new-class-title"
      className="grid gap-4 rounded-3xl bg-white p-6 shadow"
    >
      <h2 id="new-class-title" className="text-2xl font-extrabold text-violet-900">
        {t('classes.newClassTitle')}
      </h2>
      <form onSubmit={submit} className="grid gap-4 sm:max-w-md">
        <TextField
          label={t('classes.classNameLabel')}
          hint={t('classes.classNameHint')}
          error={create.isError && !consent ? userMessageOf(create.error) : null}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={CLASS_NAME_MAX_LENGTH}
          required
          autoComplete="off"
        />
        <button
          type="submit"
          className={`${primaryButton} justify-self-start`}
          disabled={create.isPending}
        >
          {create.isPending ? t('classes.making') : t('classes.makeClass')}
        </button>
      </form>
      {consent && <ConsentNotice error={create.error} />}
    </section>
  );
}

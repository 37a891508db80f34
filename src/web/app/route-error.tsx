import { Link, useRouteError } from 'react-router';
import { useT } from '../i18n/use-t';

/** Shown when a screen fails to load (e.g. offline before it was cached). */
export function RouteError() {
  const t = useT('shell');
  const error = useRouteError();
  console.warn('route failed', error);
  return (
    <main id="main" className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold text-violet-900">{t('shell.routeError.title')}</h1>
      <p className="mt-4 text-lg">{t('shell.routeError.line')}</p>
      <Link className="mt-6 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white" to="/" reloadDocument>
        {t('shell.backHome')}
      </Link>
    </main>
  );
}

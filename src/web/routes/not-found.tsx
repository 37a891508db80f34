import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { primaryButton } from '../components/button-styles';
import { paths } from '../lib/paths';

/** docs/product.md#coming-soon-and-unknown-pages: any other path shows the 404 card. */
export function Component() {
  const t = useT('shell');
  return (
    <section aria-labelledby="not-found-title" className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow">
      <span aria-hidden="true" className="text-6xl">
        🧭
      </span>
      <h1 id="not-found-title" className="text-3xl font-extrabold text-violet-900">
        {t('shell.notFoundTitle')}
      </h1>
      <p className="text-lg">{t('shell.notFoundLine')}</p>
      <Link className={primaryButton} to={paths.home}>
        {t('shell.backHome')}
      </Link>
    </section>
  );
}

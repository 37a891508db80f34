import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';

/** Home (docs/product.md#home): 'Hi there, {displayName}!' or 'Hi there, Coder!' with Explore Lessons. */
export function GreetingHero({ displayName }: { displayName: string | null }) {
  const t = useT('home');
  return (
    <section className="rounded-3xl bg-gradient-to-br from-violet-700 to-fuchsia-700 p-8 text-white shadow-lg">
      <h1 className="text-4xl font-extrabold">{t('home.hero.title', { name: displayName || t('shell.guestName') })}</h1>
      <p className="mt-3 max-w-2xl text-xl">{t('home.hero.line')}</p>
      <Link
        to={paths.learn}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-white px-6 text-lg font-bold text-violet-800 shadow hover:bg-violet-50"
      >
        {t('home.hero.explore')}
      </Link>
    </section>
  );
}

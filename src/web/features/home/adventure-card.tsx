import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';

/** Home (docs/product.md#home): 'You've completed X out of Y lessons!' or a prompt to try the first lesson. */
export function AdventureCard({
  completed,
  total,
  next,
}: {
  completed: number;
  total: number;
  next: { id: string; cardTitle: string } | undefined;
}) {
  const t = useT('home');
  return (
    <section aria-labelledby="adventure-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="adventure-title" className="text-2xl font-bold text-violet-900">
        {t('home.adventure.title')}
      </h2>
      <p className="mt-3 text-lg">
        {completed > 0 ? t('home.adventure.progress', { completed, total }) : t('home.adventure.first')}
      </p>
      {next && (
        <Link
          to={paths.lesson(next.id)}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
        >
          {completed > 0
            ? t('home.adventure.next', { lesson: next.cardTitle })
            : t('home.adventure.start', { lesson: next.cardTitle })}
        </Link>
      )}
    </section>
  );
}

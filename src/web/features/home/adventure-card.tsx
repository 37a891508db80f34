import { Link } from 'react-router';
import { LevelGateLine } from '../../components/level-gate';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';

/**
 * Home (docs/product.md#home): 'You've completed X out of Y lessons!' or a prompt to try the first
 * lesson. When the next lesson waits for a level, it says so and how far
 * (docs/decisions/365-how-far-to-a-level.md).
 */
export function AdventureCard({
  completed,
  total,
  next,
  waiting,
}: {
  completed: number;
  total: number;
  next: { id: string; cardTitle: string } | undefined;
  /** The next lesson when it opens at a level the child has not reached. */
  waiting?: { cardTitle: string; level: number } | undefined;
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
      {!next && waiting && (
        <div className="mt-3 grid gap-1">
          <p className="text-lg">{t('home.adventure.waiting', { lesson: waiting.cardTitle, level: waiting.level })}</p>
          <LevelGateLine level={waiting.level} className="text-lg text-violet-900" lineClassName="font-bold" />
          <Link
            to={paths.codeLab}
            className="mt-3 inline-flex min-h-11 w-fit items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
          >
            {t('home.adventure.earnPoints')}
          </Link>
        </div>
      )}
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

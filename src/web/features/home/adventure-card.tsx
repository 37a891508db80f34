import { Link } from 'react-router';
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
  return (
    <section aria-labelledby="adventure-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="adventure-title" className="text-2xl font-bold text-violet-900">
        Your Learning Adventure
      </h2>
      {completed > 0 ? (
        <p className="mt-3 text-lg">
          You&apos;ve completed {completed} out of {total} lessons!
        </p>
      ) : (
        <p className="mt-3 text-lg">
          Ready for your first adventure? Try the first lesson and earn your first points!
        </p>
      )}
      {next && (
        <Link
          to={paths.lesson(next.id)}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
        >
          {completed > 0 ? `Next: ${next.cardTitle}` : `Start ${next.cardTitle}`}
        </Link>
      )}
    </section>
  );
}

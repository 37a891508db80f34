import { Link } from 'react-router';
import { linkButton } from '../components/button-styles';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { useT } from '../i18n/use-t';
import { ChoreTracker } from '../features/chore-tracker/chore-tracker';
import { CodeSteps } from '../features/chore-tracker/code-steps';

/** /chore-tracker (docs/product.md#projects-and-the-chore-tracker): the Chore Tracker app project, and how it works as code. */
export function Component() {
  const t = useT('chores');
  const { user, isLoading } = useAuth();
  return (
    <div className="grid gap-6">
      <div>
        <Link to={paths.projects} className={linkButton}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('chores.backToProjects')}
        </Link>
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">
          <span aria-hidden="true">🧹 </span>
          {t('chores.title')}
        </h1>
        <p className="mt-2 text-lg">{t('chores.intro')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        {isLoading ? (
          <p className="p-4 text-lg">{t('chores.loading')}</p>
        ) : (
          // A new person (sign in or out) starts from their own list.
          <ChoreTracker key={user?.id ?? 'guest'} signedIn={user !== null} />
        )}
        <CodeSteps />
      </div>
    </div>
  );
}

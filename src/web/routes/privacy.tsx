import { Link } from 'react-router';
import { privacyNotice, privacyTitle } from '../../domain/privacy-notice';
import { LearnSections } from '../lessons/kit/learn-sections';
import { ReadAloudBar } from '../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../lessons/kit/read-aloud/read-aloud-context';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { linkButton } from '../components/button-styles';

/**
 * /privacy (docs/product.md#privacy-page): what we keep about a child, why, how long, who sees it,
 * what we never collect, and how to export and delete, in plain words for parents; read aloud like
 * a lesson. Open to everyone, signed in or not.
 */
export function Component() {
  const { user } = useAuth();
  return (
    <ReadAloudProvider sections={privacyNotice}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <header className="grid gap-4">
          <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{privacyTitle}</h1>
          <ReadAloudBar withAutoplay={false} />
        </header>
        <LearnSections sections={privacyNotice} />
        {user && user.kind !== 'child' && (
          <p>
            <Link to={paths.family} className={linkButton}>
              Go to your Family page
            </Link>
          </p>
        )}
      </div>
    </ReadAloudProvider>
  );
}

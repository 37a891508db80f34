import { useAppConfig } from '../lib/app-config';
import { useAuth } from '../lib/auth';
import { useT } from '../i18n/use-t';

/**
 * docs/product.md#brand: 'Get the Book' opens BOOK_URL in a new tab, and says so to screen readers.
 * A child's session (a class's or a family's) is shown no shop
 * (docs/decisions/190-one-header-row-and-classes-link.md).
 */
export function BookLink() {
  const t = useT('shell');
  const config = useAppConfig();
  const { user } = useAuth();
  if (!config || user?.kind === 'child') return null;
  return (
    <a
      href={config.bookUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-1 rounded-full bg-amber-300 px-4 font-bold text-violet-950 hover:bg-amber-200"
    >
      <span aria-hidden="true">📘</span>
      {t('shell.bookLabel')}
      <span className="sr-only"> {t('shell.opensInNewTab')}</span>
    </a>
  );
}

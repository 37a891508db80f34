import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { secondaryButton } from '../../components/button-styles';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';

/** True for the server's 403 "consent first" (or "say you are a grown-up first") answer. */
export const needsConsent = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403;

/**
 * A 403 on a class call means the account may not have classes yet: the server's message says
 * why (confirm the email, or say you are a grown-up), and the family page is where to do it
 * (docs/product.md#accounts-and-children).
 */
export function ConsentNotice({ error }: { error: unknown }) {
  const t = useT('classes');
  const message = error instanceof ApiError ? error.userMessage : '';
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p className="text-xl font-bold">{t('classes.consentTitle')}</p>
      <p className="text-lg">{message}</p>
      <p className="text-lg">{t('classes.consentHelp')}</p>
      <Link to={paths.family} className={`${secondaryButton} justify-self-start`}>
        {t('classes.consentLink')}
      </Link>
    </div>
  );
}

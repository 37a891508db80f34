import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { primaryButton } from '../../components/button-styles';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../lib/auth';
import { openAuthDialog } from '../../lib/auth-dialog';
import { familyQuery } from './family-api';
import { familyCard, FamilyLoading, FamilyTitle } from './family-title';

/**
 * The family page's door (docs/product.md#the-family-page): a guest is asked to sign in; anyone
 * signed in gets `children`, the family screen, whose code loads only then
 * (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function FamilyGate({ children }: { children: ReactNode }) {
  const t = useT('family');
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Loading means the signed_in hint says someone is signed in, most likely a grown-up: the
    // family is asked for now, with the user, not after
    // (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
    if (isLoading) void queryClient.prefetchQuery(familyQuery());
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (isLoading) return <FamilyLoading />;
  if (!user)
    return (
      <div className="mx-auto grid max-w-3xl gap-6">
        <FamilyTitle />
        <div className={familyCard}>
          <p className="text-lg">{t('family.guest.text')}</p>
          <button
            type="button"
            className={`${primaryButton} justify-self-start`}
            onClick={() => openAuthDialog('sign-in')}
          >
            {t('family.guest.signIn')}
          </button>
        </div>
      </div>
    );
  return <>{children}</>;
}

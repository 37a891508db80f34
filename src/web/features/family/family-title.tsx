import { Link } from 'react-router';
import { linkButton } from '../../components/button-styles';
import { PageLoading } from '../../components/page-loading';
import { LocalePicker } from '../../i18n/locale-picker';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';

// What the family page's gate and its grown-up's screen both show.

export const familyCard = 'grid gap-3 rounded-3xl bg-white p-5 shadow sm:p-6';

export function FamilyTitle() {
  const t = useT('family');
  return (
    <header className="grid gap-2">
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{t('family.title')}</h1>
        <LocalePicker className="flex-wrap" />
      </div>
      <p className="text-lg text-slate-800">{t('family.intro')}</p>
      <p className="flex flex-wrap gap-x-4">
        <Link to={paths.privacy} className={linkButton}>
          {t('family.privacyLink')}
        </Link>
        {/* Teachers reach their classes from here: one grown-ups' link keeps the header two rows. */}
        <Link to={paths.classes} className={linkButton}>
          {t('family.classesLink')}
        </Link>
        <Link to={paths.teach} className={linkButton}>
          {t('family.guidesLink')}
        </Link>
      </p>
    </header>
  );
}

export function FamilyLoading() {
  const t = useT('family');
  return <PageLoading>{t('family.loading')}</PageLoading>;
}

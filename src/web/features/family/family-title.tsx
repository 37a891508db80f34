import { Link } from 'react-router';
import { familyMessages as words } from '../../../domain/family-messages';
import { guidePageMessages as guideWords } from '../../../domain/guide-page-messages';
import { linkButton } from '../../components/button-styles';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../lib/paths';

// What the family page's gate and its grown-up's screen both show.

export const familyCard = 'grid gap-3 rounded-3xl bg-white p-5 shadow sm:p-6';

export function FamilyTitle() {
  return (
    <header className="grid gap-2">
      <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{words.title}</h1>
      <p className="text-lg text-slate-800">{words.intro}</p>
      <p className="flex flex-wrap gap-x-4">
        <Link to={paths.privacy} className={linkButton}>
          {words.privacyLink}
        </Link>
        {/* Teachers reach their classes from here: one grown-ups' link keeps the header two rows. */}
        <Link to={paths.classes} className={linkButton}>
          {words.classesLink}
        </Link>
        <Link to={paths.teach} className={linkButton}>
          {guideWords.guidesLink}
        </Link>
      </p>
    </header>
  );
}

export const FamilyLoading = () => <PageLoading>{words.loading}</PageLoading>;

// The class page's frame before its code and the signed-in user are here
// (docs/decisions/280-the-class-page-frame-first.md): the header with the address children sign in
// at, the tabs' shapes, the toolbar's words and the table's skeleton, laid out as the page lays
// them, so the page that replaces it moves nothing. Part of the route's chunk: it paints while the
// class page's code, the user and the class load.
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { linkButton, secondaryButton } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { Placeholder, ProgressSkeleton } from './dashboard/progress-skeleton';
import { usePageOrigin } from '../../lib/page-origin';

/** The tab triggers' look (class-page.tsx), shared so the frame's shapes are the tabs' size. */
export const triggerClass =
  'min-h-11 rounded-full px-4 text-lg font-bold whitespace-nowrap text-violet-900 data-[state=active]:bg-violet-700 data-[state=active]:text-white';
/** The class page's tabs, in their order. */
export const TABS = ['progress', 'assigned', 'children', 'gallery', 'settings'] as const;
/** The dashboard's toolbar buttons' look. */
export const smallButton = secondaryButton.replace('px-6 text-lg', 'px-4 text-base');

export function ClassFrame() {
  const t = useT('classes', 'guides');
  const origin = usePageOrigin();
  return (
    <div className="grid min-w-0 gap-4">
      <header className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <h1 className="text-3xl font-extrabold break-words text-violet-900">
          <Placeholder words={t('classes.loadingClass')} className="w-56" />
        </h1>
        <p className="text-xl">
          {t('classes.codeLabel')}: <Placeholder className="w-24" />
        </p>
        <p className="text-lg break-all">{t('classes.joinAt', { joinAddress: `${origin}${paths.join}` })}</p>
        <div className="flex flex-wrap items-center gap-3 sm:ml-auto">
          <Link to={paths.teach} className={linkButton}>
            {t('guides.guidesLink')}
          </Link>
          <Link to={paths.classes} className={linkButton}>
            {t('classes.allClasses')}
          </Link>
        </div>
      </header>
      <div className="grid min-w-0 gap-3">
        <div
          aria-hidden="true"
          className="flex flex-wrap gap-2 rounded-3xl bg-violet-100 p-1 sm:rounded-full"
        >
          {TABS.map((tab, i) => (
            <span
              key={tab}
              data-state={i === 0 ? 'active' : 'inactive'}
              className={`${triggerClass} inline-flex items-center`}
            >
              {t(`classes.tabs.${tab}` as const)}
            </span>
          ))}
        </div>
        <div className="grid min-w-0 gap-3">
          <div aria-hidden="true" className="flex flex-wrap items-center gap-3">
            <span className={smallButton}>{t('classes.refresh')}</span>
            <span className={smallButton}>{t('classes.downloadCsv')}</span>
            <p className="text-slate-800">{t('classes.progressIntro')}</p>
          </div>
          <ProgressSkeleton />
        </div>
      </div>
    </div>
  );
}

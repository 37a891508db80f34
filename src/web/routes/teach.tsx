import { useT } from '../i18n/use-t';
import { PageLoading } from '../components/page-loading';
import { GuideGate } from '../features/guides/guide-gate';
import { hasSignedInHint } from '../lib/auth';
import { preloadable } from '../lib/preloadable';

// The guides' list is its own chunk: a visitor, asked to sign in, never loads it.
const guideIndex = preloadable(() =>
  import('../features/guides/guide-index').then((m) => m.GuideIndex),
);

/** Someone signed in most likely needs the list: its code starts loading with the route. */
export function loader() {
  if (hasSignedInHint()) guideIndex.preload();
  return null;
}

/**
 * The signed-in screen a page rendered on the server shows, loaded before it renders there and
 * before the browser wakes it up (docs/decisions/401-the-first-paint-from-the-server.md).
 */
export const handle = { beforeFirstPaint: () => (hasSignedInHint() ? guideIndex.load() : undefined) };

// /teach: every lesson guide, for a grown-up (docs/product/guide-pages.md).
export function Component() {
  const t = useT('guides');
  return (
    <GuideGate title={t('guides.indexTitle')}>
      <div className="mx-auto grid max-w-4xl gap-6">
        <header className="grid gap-2">
          <h1 className="text-4xl font-extrabold text-violet-900">{t('guides.indexTitle')}</h1>
          <p className="text-lg">{t('guides.indexIntro')}</p>
        </header>
        <guideIndex.WhenLoaded
          props={{}}
          waiting={<PageLoading className="text-lg">{t('guides.loadingIndex')}</PageLoading>}
        />
      </div>
    </GuideGate>
  );
}

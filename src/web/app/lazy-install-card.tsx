import { Suspense } from 'react';
import '../features/install-app/early-capture';
import { useAfterPageShown } from '../components/page-loading';
import { lazyWithWords } from '../i18n/lazy-with-words';

const InstallCard = lazyWithWords(() => import('../features/install-app/install-card').then((m) => m.InstallCard), ['install']);

/**
 * The install-app card (docs/product.md#install-card), loaded when the browser is idle after the
 * page has shown what it paints first (it never shows at once anyway;
 * docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function LazyInstallCard() {
  return useAfterPageShown() ? (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  ) : null;
}

import { lazy, Suspense, useEffect, useState } from 'react';
import '../features/install-app/early-capture';
import { whenIdleAfterFirstPaint } from '../lib/after-first-paint';

const InstallCard = lazy(() =>
  import('../features/install-app/install-card').then((m) => ({ default: m.InstallCard })),
);

/**
 * The install-app card (docs/product.md#install-card), loaded when the browser is idle after the first paint
 * (it never shows at once anyway).
 */
export function LazyInstallCard() {
  const [load, setLoad] = useState(false);
  useEffect(() => whenIdleAfterFirstPaint(() => setLoad(true)), []);
  return load ? (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  ) : null;
}

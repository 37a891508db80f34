import { lazy, Suspense, useEffect, useState } from 'react';
import '../features/install-app/early-capture';

const InstallCard = lazy(() => import('../features/install-app/install-card').then((m) => ({ default: m.InstallCard })));

/** SPEC §2's install-app card, loaded when the browser is idle (it never shows at once anyway). */
export function LazyInstallCard() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    const idle = (cb: () => void) =>
      window.requestIdleCallback ? window.requestIdleCallback(cb, { timeout: 2000 }) : window.setTimeout(cb, 1500);
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setLoad(true));
    return () => cancel(handle);
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <InstallCard />
    </Suspense>
  ) : null;
}

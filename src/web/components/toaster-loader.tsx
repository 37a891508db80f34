import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../lib/toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast UI (Radix Toast) is not part of the first load: it loads when the browser is idle
 * or as soon as the first toast is raised, whichever comes first (issue budget: 120 KB for /).
 */
export function ToasterLoader() {
  const toasts = useToasts();
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return;
    if (toasts.length > 0) {
      setLoad(true);
      return;
    }
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setLoad(true));
    return () => cancel(handle);
  }, [load, toasts.length]);
  return load ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

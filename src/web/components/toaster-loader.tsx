import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdleAfterFirstPaint } from '../lib/after-first-paint';
import { useToasts } from '../lib/toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast UI (Radix Toast) is not part of the first load: it loads when the browser is idle
 * after the first paint or as soon as the first toast is raised, whichever comes first (issue budget: 120 KB for /).
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
    return whenIdleAfterFirstPaint(() => setLoad(true));
  }, [load, toasts.length]);
  return load ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

import { lazy, Suspense, useState } from 'react';
import { useToasts } from '../lib/toast-store';
import { useAfterPageShown } from './page-loading';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast UI (Radix Toast) is not part of the first load: it loads when the browser is idle
 * after the page has shown what it paints first
 * (docs/decisions/144-first-paint-loads-only-what-it-shows.md) or as soon as the first toast is
 * raised, whichever comes first (issue budget: 120 KB for /).
 */
export function ToasterLoader() {
  const toasts = useToasts();
  const shown = useAfterPageShown();
  const [load, setLoad] = useState(false);
  if (!load && (shown || toasts.length > 0)) setLoad(true);
  return load ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

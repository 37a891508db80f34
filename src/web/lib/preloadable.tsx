import { lazy, useEffect, type ComponentType } from 'react';
import { useAfterPageShown } from '../components/page-loading';

/**
 * A component in its own chunk that a route loader can load ahead (decision 144): once `load()`
 * has resolved, `Component` renders at once, with no Suspense step; before that it is a lazy
 * component (put it under a Suspense boundary).
 */
export function preloadable<P extends object>(importComponent: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => (loading ??= importComponent().then((component) => (loaded = component)));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { load, Component };
}

/** Loads code a click on this page may need (a dialog, a panel, a tab) once the page is shown. */
export function usePreloadAfterPageShown(...loads: Array<() => Promise<unknown>>): void {
  const shown = useAfterPageShown();
  useEffect(() => {
    if (shown) for (const load of loads) void load();
    // The loaders are module-level functions: only `shown` matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}

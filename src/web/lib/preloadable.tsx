import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useAfterPageShown } from '../components/page-loading';

/**
 * A component in its own chunk that can be loaded ahead
 * (docs/decisions/144-first-paint-loads-only-what-it-shows.md). Once `load()` has resolved,
 * `Component` renders at once, with no Suspense step; before that it is a lazy component (put it
 * under a Suspense boundary). `WhenLoaded` needs no Suspense at all: it is for what a page paints
 * first.
 */
export function preloadable<P extends object>(importComponent: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= importComponent().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (offline, a new release) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  /** Starts loading ahead of need (a route's loader, a pointer on a link); a failure waits for use. */
  const preload = () => void load().catch(() => undefined);
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }

  /**
   * The component with `props` once its code is here, `waiting` (the page's loading line) until
   * then. Not a Suspense boundary on purpose: React reveals a boundary's content up to 300 ms
   * after it is ready, and for a page's main screen that is 300 ms of a late first paint. A
   * chunk that fails to load throws to the route's error page, as a lazy route does.
   */
  function WhenLoaded({ props, waiting }: { props: P; waiting: ReactNode }) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      load().then(
        (component) => live && setLoaded(() => component),
        (error: unknown) => live && setFailed({ error }),
      );
      return () => {
        live = false;
      };
    }, [Loaded]);
    if (failed) throw failed.error;
    return Loaded ? <Loaded {...props} /> : waiting;
  }

  return { load, preload, Component, WhenLoaded };
}

/** Loads code a click on this page may need (a dialog, a panel, a tab) once the page is shown. */
export function usePreloadAfterPageShown(...loads: Array<() => Promise<unknown>>): void {
  const shown = useAfterPageShown();
  useEffect(() => {
    if (shown) for (const load of loads) void load().catch(() => undefined);
    // The loaders are module-level functions: only `shown` matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
}

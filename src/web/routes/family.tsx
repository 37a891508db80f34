import { FamilyGate } from '../features/family/family-gate';
import { FamilyLoading } from '../features/family/family-title';
import { hasSignedInHint } from '../lib/auth';
import { preloadable } from '../lib/preloadable';

// A grown-up's family screen is its own chunk: a visitor, asked to sign in, never loads it.
const screen = preloadable(() =>
  import('../features/family/family-screen').then((m) => m.FamilyScreen),
);

/**
 * Someone signed in (the hint cookie says so) most likely needs the screen: its code starts
 * loading with the route, but the route does not wait for it (the page's title and loading line
 * paint first; docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function loader() {
  if (hasSignedInHint()) screen.preload();
  return null;
}

/**
 * The signed-in screen a page rendered on the server shows, loaded before it renders there and
 * before the browser wakes it up (docs/decisions/401-the-first-paint-from-the-server.md).
 */
export const handle = { beforeFirstPaint: () => (hasSignedInHint() ? screen.load() : undefined) };

/** /family: a grown-up's children (docs/product.md#the-family-page). */
export function Component() {
  return (
    <FamilyGate>
      <screen.WhenLoaded props={{}} waiting={<FamilyLoading />} />
    </FamilyGate>
  );
}

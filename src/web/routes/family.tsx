import { FamilyGate } from '../features/family/family-gate';
import { hasSignedInHint } from '../lib/auth';
import { preloadable } from '../lib/preloadable';

// A grown-up's family screen is its own chunk: a visitor, asked to sign in, never loads it.
const screen = preloadable(() =>
  import('../features/family/family-screen').then((m) => m.FamilyScreen),
);

/** Someone signed in (the hint cookie says so) gets the screen with the route (decision 144). */
export async function loader() {
  if (hasSignedInHint()) await screen.load();
  return null;
}

/** /family: a grown-up's children (docs/product.md#the-family-page). */
export function Component() {
  return (
    <FamilyGate>
      <screen.Component />
    </FamilyGate>
  );
}

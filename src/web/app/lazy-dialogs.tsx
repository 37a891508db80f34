import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from '../lib/auth-dialog';

// The dialogs (and the form schemas they carry) load the first time they are wanted, so the
// first page a child opens stays small.
const AuthDialog = lazy(() => import('../features/auth/auth-dialog').then((m) => ({ default: m.AuthDialog })));

/** The sign-in / sign-up dialog (docs/product.md#sign-in-and-sign-up), mounted once anything calls openAuthDialog(). */
export function LazyAuthDialog() {
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

import { Suspense, type ComponentProps } from 'react';
import { preloadable } from '../lib/preloadable';
import type { PasswordDialog } from './password-dialog';

// The password dialog (Radix Dialog, its form) is its own chunk: the pages that offer it paint
// without it and load it once shown (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const dialog = preloadable(() => import('./password-dialog').then((m) => m.PasswordDialog));

export const loadPasswordDialog = dialog.load;

/** PasswordDialog, mounted while open. */
export function LazyPasswordDialog(props: ComponentProps<typeof PasswordDialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component {...props} />
    </Suspense>
  );
}

import { Suspense, useRef, useState } from 'react';
import { linkButton } from '../../components/button-styles';
import { useT } from '../../i18n/use-t';
import { preloadable } from '../../lib/preloadable';

// The dialog (Radix Dialog, the reset request form) loads when first opened: the sign-in forms
// paint without it (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const dialog = preloadable(() =>
  import('./forgot-password-content').then((m) => m.ForgotPasswordContent),
);

/**
 * The 'Forgot Password' link (docs/product.md#sign-in-and-sign-up). The first spec showed the server's answer in an alert(); we show it
 * in the dialog instead, as a live message (docs/decisions/021-forgot-password-message.md).
 */
export function ForgotPasswordDialog() {
  const t = useT('account');
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`${linkButton} justify-self-start`}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => setOpen(true)}
      >
        {t('account.forgotLink')}
      </button>
      {/* A new form each time the dialog opens (it is mounted while open): no old answer shows. */}
      {open && (
        <Suspense fallback={null}>
          <dialog.Component
            onClose={() => setOpen(false)}
            returnFocusTo={() => trigger.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}

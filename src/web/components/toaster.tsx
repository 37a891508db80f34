import { useEffect } from 'react';
import { Toast } from 'radix-ui';
import { TOAST } from '../../domain/constants';
import { dismissToast, showPendingToast, useToasts } from '../lib/toast-store';
import { useT } from '../i18n/use-t';

const variantClass = {
  default: 'border-violet-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
} as const;

/** Toasts (docs/product.md#toasts): one visible, 5000 ms, swipe right 50 px, F8 focuses the viewport, 420 px wide. */
export function Toaster() {
  const t = useT('shell');
  const toasts = useToasts();
  // A toast saved before a reload (the welcome after a guest transfer) shows now.
  useEffect(showPendingToast, []);
  return (
    <Toast.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={`toast-root pointer-events-auto relative grid gap-1 rounded-2xl border-2 p-4 pr-12 shadow-lg ${variantClass[item.variant]}`}
        >
          <Toast.Title className="text-base font-bold">{item.title}</Toast.Title>
          {item.description && <Toast.Description className="text-sm">{item.description}</Toast.Description>}
          <Toast.Close
            aria-label={t('shell.toast.close')}
            className="absolute top-1 right-1 grid size-11 place-items-center rounded-full text-xl leading-none hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-violet-600"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST.hotkey]}
        // Radix puts the hotkey's name where {hotkey} is.
        label={t('shell.toast.region', { hotkey: '{hotkey}' })}
        // At the top, away from the buttons and results a child is using lower on the screen.
        className="pointer-events-none fixed top-0 right-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none"
        style={{ maxWidth: TOAST.maxWidthPx }}
      />
    </Toast.Provider>
  );
}

import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { t } from '../i18n/i18n';
import { iconButton } from './button-styles';

type ModalFrameProps = {
  title: ReactNode;
  description: ReactNode;
  /** Tailwind width class; dialogs differ only in how wide they are. */
  width?: string;
  /** Where focus goes on close, for a dialog opened without a Radix `Dialog.Trigger`. */
  onCloseAutoFocus?(event: Event): void;
  children: ReactNode;
};

/**
 * The chrome every app dialog shares: dimmed overlay, a centred scrollable card, the title and
 * description, and a Close button. Goes inside a Radix `Dialog.Root`.
 */
export function ModalFrame({
  title,
  description,
  width = 'w-[min(34rem,94vw)]',
  onCloseAutoFocus,
  children,
}: ModalFrameProps) {
  // The shell's words are always loaded (the first screen's), and a dialog re-renders with its
  // caller when the language changes.
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className={`fixed top-1/2 left-1/2 z-50 grid max-h-[92vh] ${width} -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl`}
      >
        <div className="flex items-start gap-2">
          <div className="grid flex-1 gap-1">
            <Dialog.Title className="text-2xl font-extrabold text-violet-900">{title}</Dialog.Title>
            <Dialog.Description className="text-lg text-slate-700">
              {description}
            </Dialog.Description>
          </div>
          <Dialog.Close className={iconButton} aria-label={t('shell.closeDialog')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

// The frame of a lesson's celebration dialog (the guest prompt, the AI lesson's completion):
// a Radix dialog with an icon and title, a description, optional lines under it, then one main
// action beside a Close button. Usage:
//   <CelebrationModal open={open} onOpenChange={setOpen} icon="🏆" title="Achievement Unlocked!"
//     description="..." action={<Link to="/auth" className={celebrationAction}>Create Free Account</Link>}
//     closeLabel="Continue As Guest">{optional lines}</CelebrationModal>
// (App dialogs use components/modal-frame.tsx, which looks different: a × button, no actions.)
import { useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';

/** The main action's look (a button or a link). */
export const celebrationAction =
  'inline-flex min-h-11 items-center rounded-full bg-violet-700 px-5 font-bold text-white hover:bg-violet-800';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  icon: string;
  title: string;
  description: string;
  action: ReactNode;
  closeLabel: string;
  children?: ReactNode;
};

export function CelebrationModal(props: Props) {
  const { open, onOpenChange, icon, title, description, action, closeLabel, children } = props;
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          // A step chosen in the dialog may have moved focus already (to the tab it opened):
          // leave it there rather than going back to where focus was before the dialog.
          ref={contentRef}
          onCloseAutoFocus={(event) => {
            const active = document.activeElement;
            if (active && active !== document.body && !contentRef.current?.contains(active))
              event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-3xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-2xl font-extrabold text-violet-900">
            <span aria-hidden="true">{`${icon} `}</span>
            {title}
          </Dialog.Title>
          <Dialog.Description className="text-lg text-slate-800">{description}</Dialog.Description>
          {children}
          <div className="flex flex-wrap gap-3">
            {action}
            <Dialog.Close className="inline-flex min-h-11 items-center rounded-full border-2 border-violet-700 px-5 font-bold text-violet-900">
              {closeLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

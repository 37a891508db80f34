import { Dialog } from 'radix-ui';
import { dangerButton, secondaryButton } from '../../../components/button-styles';
import { ModalFrame } from '../../../components/modal-frame';

/** "Delete “House”?": a drawing deleted is gone for good, so the studio asks first. */
export function DeleteDrawingDialog({
  title,
  onCancel,
  onDelete,
}: {
  title: string;
  onCancel(): void;
  onDelete(): void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <ModalFrame title={`Delete “${title}”?`} description="It will be gone for good.">
        <div className="flex flex-wrap gap-3">
          <button type="button" className={dangerButton} onClick={onDelete}>
            Yes, delete it
          </button>
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Keep it
          </button>
        </div>
      </ModalFrame>
    </Dialog.Root>
  );
}

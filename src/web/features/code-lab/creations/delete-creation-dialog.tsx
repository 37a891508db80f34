import { Dialog } from 'radix-ui';
import { dangerButton, secondaryButton } from '../../../components/button-styles';
import { ModalFrame } from '../../../components/modal-frame';
import { useT } from '../../../i18n/use-t';

/** "Delete “House”?": a creation deleted is gone for good, so a studio asks first. */
export function DeleteCreationDialog({
  title,
  onCancel,
  onDelete,
}: {
  title: string;
  onCancel(): void;
  onDelete(): void;
}) {
  const t = useT('codeLab');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <ModalFrame title={t('codeLab.studio.deleteTitle', { title })} description={t('codeLab.studio.deleteHelp')}>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={dangerButton} onClick={onDelete}>
            {t('codeLab.studio.deleteYes')}
          </button>
          <button type="button" className={secondaryButton} onClick={onCancel}>
            {t('codeLab.studio.keep')}
          </button>
        </div>
      </ModalFrame>
    </Dialog.Root>
  );
}

import { Dialog } from 'radix-ui';
import type { FamilyChild } from '../../../domain/api/family-api';
import { ModalFrame } from '../../components/modal-frame';
import { useT } from '../../i18n/use-t';
import { ChildForm, type ChildValues } from './child-form';

/** Edit a child's nickname and avatar (docs/product.md#the-family-page), mounted while open. */
export function EditChildDialog({
  child,
  onOpenChange,
  onSave,
}: {
  child: FamilyChild;
  onOpenChange(open: boolean): void;
  onSave(values: ChildValues): Promise<void>;
}) {
  const t = useT('family');
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <ModalFrame
        title={t('family.edit.title', { nickname: child.nickname })}
        description={t('family.edit.description')}
      >
        <ChildForm
          initial={{ nickname: child.nickname, avatarId: child.avatarId }}
          submit={t('family.edit.submit')}
          busy={t('family.edit.busy')}
          onSubmit={onSave}
        />
      </ModalFrame>
    </Dialog.Root>
  );
}

import { Dialog } from 'radix-ui';
import type { FamilyChild } from '../../../domain/family-api';
import { familyMessages } from '../../../domain/family-messages';
import { ModalFrame } from '../../components/modal-frame';
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
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <ModalFrame
        title={familyMessages.edit.title(child.nickname)}
        description={familyMessages.edit.description}
      >
        <ChildForm
          initial={{ nickname: child.nickname, avatarId: child.avatarId }}
          submit={familyMessages.edit.submit}
          busy={familyMessages.edit.busy}
          onSubmit={onSave}
        />
      </ModalFrame>
    </Dialog.Root>
  );
}

// Tapping a child on the dashboard opens the same detail view a parent gets
// (docs/product.md#what-grown-ups-see), in a dialog.
import { Dialog } from 'radix-ui';
import type { ChildProgress } from '../../../../domain/child-progress-api';
import { classPageMessages as t } from '../../../../domain/class-page-messages';
import { ChildProgressDetail } from '../../../components/child-progress/child-progress-detail';
import { ModalFrame } from '../../../components/modal-frame';

export function ChildDetailDialog({
  child,
  onClose,
}: {
  child: ChildProgress | null;
  onClose(): void;
}) {
  return (
    <Dialog.Root open={child !== null} onOpenChange={(open) => !open && onClose()}>
      {child && (
        <ModalFrame
          title={t.detailTitle(child.nickname)}
          description={t.detailDescription}
          width="w-[min(48rem,96vw)]"
        >
          <ChildProgressDetail child={child} />
        </ModalFrame>
      )}
    </Dialog.Root>
  );
}

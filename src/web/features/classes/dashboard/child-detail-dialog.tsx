// Tapping a child on the dashboard opens the same detail view a parent gets
// (docs/product.md#what-grown-ups-see), in a dialog.
import { Dialog } from 'radix-ui';
import type { ChildProgress } from '../../../../domain/child-progress-api';
import { classPageMessages as t } from '../../../../domain/class-page-messages';
import { ChildProgressDetail } from '../../../components/child-progress/child-progress-detail';
import { ModalFrame } from '../../../components/modal-frame';

/** Mounted while open. */
export function ChildDetailDialog({ child, onClose }: { child: ChildProgress; onClose(): void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <ModalFrame
        title={t.detailTitle(child.nickname)}
        description={t.detailDescription}
        width="w-[min(48rem,96vw)]"
      >
        <ChildProgressDetail child={child} />
      </ModalFrame>
    </Dialog.Root>
  );
}

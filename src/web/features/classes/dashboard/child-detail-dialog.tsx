// Tapping a child on the dashboard opens the same detail view a parent gets
// (docs/product.md#what-grown-ups-see), in a dialog, with the child's Code Lab work, asked for when
// it opens (docs/decisions/271-a-childs-code-lab-work.md), never with the dashboard.
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useParams } from 'react-router';
import type { ChildProgress } from '../../../../domain/api/child-progress-api';
import { useT } from '../../../i18n/use-t';
import { ChildCodeLabWork } from '../../../components/child-progress/child-code-lab-work';
import { ChildProgressDetail } from '../../../components/child-progress/child-progress-detail';
import { ModalFrame } from '../../../components/modal-frame';
import { userMessageOf } from '../../../lib/api';
import { childCodeLabQueryOptions } from '../classes-api';

/** Mounted while open, on the class's page (/classes/:classId names the class). */
export function ChildDetailDialog({ child, onClose }: { child: ChildProgress; onClose(): void }) {
  const t = useT('classes');
  const classId = Number(useParams().classId);
  const work = useQuery(childCodeLabQueryOptions(classId, child.id));
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <ModalFrame
        title={t('classes.detailTitle', { nickname: child.nickname })}
        description={t('classes.detailDescription')}
        width="w-[min(48rem,96vw)]"
      >
        <ChildProgressDetail
          child={child}
          codeLabWork={
            <ChildCodeLabWork
              nickname={child.nickname}
              work={work.data}
              error={work.isError ? userMessageOf(work.error) : undefined}
            />
          }
        />
      </ModalFrame>
    </Dialog.Root>
  );
}

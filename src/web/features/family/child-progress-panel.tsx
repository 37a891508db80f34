import { useQuery } from '@tanstack/react-query';
import { ChildCodeLabWork } from '../../components/child-progress/child-code-lab-work';
import { ChildProgressDetail } from '../../components/child-progress/child-progress-detail';
import { useT } from '../../i18n/use-t';
import { userMessageOf } from '../../lib/api';
import { childCodeLabQuery, childProgressQuery } from './family-api';

/**
 * A child's progress on the family page, opened on demand (its own chunk,
 * docs/decisions/144-first-paint-loads-only-what-it-shows.md), with their Code Lab work asked for
 * at the same time (docs/decisions/271-a-childs-code-lab-work.md).
 */
export function ChildProgressPanel({ id }: { id: number }) {
  const t = useT('family');
  const progress = useQuery(childProgressQuery(id));
  const work = useQuery(childCodeLabQuery(id));
  const child = progress.data?.children[0];
  if (progress.isError)
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900">
        {userMessageOf(progress.error)}
      </p>
    );
  if (!child) return <p role="status">{t('family.children.progressLoading')}</p>;
  return (
    <ChildProgressDetail
      child={child}
      heading="h4"
      codeLabWork={
        <ChildCodeLabWork
          nickname={child.nickname}
          work={work.data}
          error={work.isError ? userMessageOf(work.error) : undefined}
          heading="h5"
        />
      }
    />
  );
}

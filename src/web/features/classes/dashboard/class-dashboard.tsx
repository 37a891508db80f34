// The class dashboard (docs/product.md#classes): every child by lessons and Code Lab levels
// (stars, tries without solving), "needs help" first, last active; who is locked out of signing in; a
// nickname opens the same detail a parent sees; Refresh and the CSV download. The table scrolls
// sideways inside its own box, and says so when it does.
import {
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildProgress } from '../../../../domain/api/child-progress-api';
import { useT } from '../../../i18n/use-t';
import { userMessageOf } from '../../../lib/api';
import { preloadable, usePreloadAfterPageShown } from '../../../lib/preloadable';
import { smallButton } from '../class-frame';
import {
  classExportPath,
  classProgressQueryOptions,
  classQueryOptions,
  locksOf,
  type ClassDetail,
  type useClassChanges,
} from '../classes-api';
import { ProgressSkeleton } from './progress-skeleton';
import { levelName, ProgressTable, tableOf } from './progress-table';
import { useCodeLabLevels } from '../../../lib/use-code-lab-levels';
import { SignInLocks, secondsLeft, useNow } from './sign-in-locks';

// A child's detail (Radix Dialog, the progress view with the lesson kit) loads apart, mounted
// when opened and loaded once the dashboard is shown
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const detailDialog = preloadable(() =>
  import('./child-detail-dialog').then((m) => m.ChildDetailDialog),
);

/**
 * Rows drawn per commit: a class of 25 arrives as four short tasks instead of one long one; the
 * first batch fills a phone's screen, the rest is drawn below it
 * (docs/decisions/280-the-class-page-frame-first.md).
 */
const ROWS_PER_COMMIT = 8;

type Props = {
  classId: number;
  /** Undefined until the class arrives: the toolbar and the table's skeleton paint first. */
  cls: ClassDetail | undefined;
  changes: ReturnType<typeof useClassChanges>;
};

export function ClassDashboard({ classId, cls, changes }: Props) {
  const t = useT('classes');
  const lab = useCodeLabLevels();
  const progress = useQuery(classProgressQueryOptions(classId));
  // The table is drawn in a background render, not in the task the data arrives in
  // (docs/decisions/280-the-class-page-frame-first.md).
  const data = useDeferredValue(progress.data, undefined);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ChildProgress | null>(null);
  usePreloadAfterPageShown(detailDialog.load);
  const now = useNow(cls ? locksOf(cls, Date.now()).any : false);
  const [rowsShown, setRowsShown] = useState(ROWS_PER_COMMIT);
  const rowCount = data?.children.length ?? 0;
  useEffect(() => {
    if (cls && rowsShown < rowCount)
      startTransition(() => setRowsShown((shown) => shown + ROWS_PER_COMMIT));
  }, [cls, rowsShown, rowCount]);
  if (progress.isError) return <p role="alert">{userMessageOf(progress.error)}</p>;
  const refreshing = progress.isFetching && data !== undefined;
  const refresh = () => {
    void queryClient.refetchQueries({ queryKey: classQueryOptions(classId).queryKey, exact: true });
    void progress.refetch();
  };
  const toolbar = (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={smallButton}
        disabled={refreshing || !data}
        onClick={refresh}
      >
        {refreshing ? t('classes.refreshing') : t('classes.refresh')}
      </button>
      <a
        href={classExportPath(classId, false)}
        // The teacher's time zone is added as the link is followed
        // (docs/decisions/280-the-class-page-frame-first.md).
        onClick={(event) => {
          event.currentTarget.href = classExportPath(classId);
        }}
        download
        className={smallButton}
      >
        {t('classes.downloadCsv')}
      </a>
      <p className="text-slate-800">{t('classes.progressIntro')}</p>
    </div>
  );
  if (!cls || !data) {
    return (
      <div className="grid min-w-0 gap-3">
        {toolbar}
        <ProgressSkeleton rows={cls?.students.length} />
      </div>
    );
  }

  const table = tableOf(data.children);
  const needingHelp = table.children.filter((c) => c.needsHelp.length > 0);
  const locks = locksOf(cls, now);
  const lockedSeconds = new Map(locks.children.map((c) => [c.id, secondsLeft(c.until, now)]));

  return (
    <div className="grid min-w-0 gap-3">
      {toolbar}
      <SignInLocks cls={cls} now={now} unlock={changes.unlockSignIn} />
      {needingHelp.length > 0 && (
        <section
          aria-labelledby="needs-help-title"
          className="rounded-2xl border-2 border-amber-400 bg-amber-50 px-3 py-2 text-amber-950"
        >
          <h2 id="needs-help-title" className="inline font-extrabold">
            {t('classes.needsHelpSummary')}:{' '}
          </h2>
          <ul className="inline">
            {needingHelp.map((c, i) => (
              <li key={c.id} className="inline">
                {i > 0 && '; '}
                {t('classes.needsHelpLine', { nickname: c.nickname, levels: c.needsHelp.map((id) => levelName(id, lab)).join(', ') })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {table.children.length === 0 ? (
        <p className="text-lg">{t('classes.noProgress')}</p>
      ) : (
        <ScrollBox>
          <ProgressTable
            table={table}
            onOpen={setOpen}
            lockedSeconds={lockedSeconds}
            captionId="progress-caption"
            rowsShown={rowsShown}
          />
        </ScrollBox>
      )}
      {open && (
        <Suspense fallback={null}>
          <detailDialog.Component child={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Only this box scrolls sideways on a narrow screen; it takes keyboard focus so it can. It is
 * positioned, so the cells' screen-reader words (absolutely placed) stay inside it too. When the
 * table is wider than the box, a line above it says so, and a shadow marks the cut edge.
 */
function ScrollBox({ children }: { children: ReactNode }) {
  const t = useT('classes');
  const box = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      setWide(element.scrollWidth > element.clientWidth + 1);
      setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return (
    <div className="grid min-w-0 gap-1">
      {wide && (
        <p id="progress-scroll-hint" className="text-slate-800">
          <span aria-hidden="true">↔ </span>
          {t('classes.scrollHint')}
        </p>
      )}
      <div className="relative min-w-0">
        <div
          ref={box}
          role="region"
          aria-labelledby="progress-caption"
          aria-describedby={wide ? 'progress-scroll-hint' : undefined}
          tabIndex={0}
          className="relative max-w-full overflow-x-auto rounded-2xl bg-white shadow"
        >
          {children}
        </div>
        {wide && !atEnd && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-8 rounded-r-2xl bg-gradient-to-l from-slate-400/40 to-transparent"
          />
        )}
      </div>
    </div>
  );
}

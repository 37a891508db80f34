// /classes/:id: one class for its teacher (docs/product.md#classes): its code and where children
// sign in, the Print menu, and five tabs: Progress (the dashboard), Assigned, Children, Gallery
// (docs/product/gallery-screens.md), Class settings; they wrap onto more rows on a phone
// (docs/decisions/307-five-tabs-wrap-on-a-phone.md). The class box is one short row, so the
// dashboard's first child shows on a laptop's first screen. The page's frame (title, tabs, the
// table's skeleton) paints before the class arrives, and the class is drawn in a render React may
// interrupt (docs/decisions/280-the-class-page-frame-first.md).
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { ARCHIVED_CLASS_KEPT_DAYS } from '../../../domain/accounts/child-profile';
import { useLocale, useT } from '../../i18n/use-t';
import { linkButton } from '../../components/button-styles';
import { PageLoading, useAfterPageShown } from '../../components/page-loading';
import { ApiError, userMessageOf } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { preloadable, usePreloadAfterPageShown } from '../../lib/preloadable';
import { nameOf } from '../../lib/user';
import { TABS, triggerClass } from './class-frame';
import { ClassSettings } from './class-settings';
import {
  classProgressQueryOptions,
  classQueryOptions,
  useClassChanges,
  type ClassDetail,
} from './classes-api';
import { ConsentNotice, needsConsent } from './consent-notice';
import type { DrawingComponent, FinderComponent, GameComponent, HouseComponent, TuneComponent } from './gallery/gallery-panel';
import { ClassDashboard } from './dashboard/class-dashboard';
import { Placeholder } from './dashboard/progress-skeleton';
import { PresentLink } from './present/present-link';
import { PrintMenu } from './print/print-menu';
import { PrintSheet, type PrintJob } from './print/print-sheet';
import { StudentsPanel } from './students-panel';
import { usePageOrigin } from '../../lib/page-origin';

// The Assigned tab is its own chunk, loaded once the page is shown
// (docs/decisions/280-the-class-page-frame-first.md).
const assignedPanel = preloadable(() =>
  import('./assignments/assigned-panel').then((m) => m.AssignedPanel),
);

// The Gallery tab too (docs/decisions/280-the-class-page-frame-first.md and
// docs/decisions/307-five-tabs-wrap-on-a-phone.md).
const galleryPanel = preloadable(() =>
  import('./gallery/gallery-panel').then((m) => m.GalleryPanel),
);

type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

type PageProps = {
  classId: number;
  /** Draws a shared drawing from its program (the Code Lab's pen stage, given by the route). */
  Drawing: DrawingComponent;
  /** Plays a shared game from its program (the Game Lab's player, given by the route). */
  Game: GameComponent;
  /** Plays a shared tune from its program (the Sound Lab's player, given by the route). */
  Tune: TuneComponent;
  /** Shows a shared house's pages from its program (the Web Lab's builder, given by the route). */
  House: HouseComponent;
  /** Shows a shared finder's things and drawings, to try (the Vision Lab's boxes, given by the route). */
  Finder: FinderComponent;
};

export function ClassPage({ classId, Drawing, Game, Tune, House, Finder }: PageProps) {
  const t = useT('classes', 'guides');
  const query = useQuery(classQueryOptions(classId));
  // The dashboard, the tab a class with children opens on, asks for its data with the class's,
  // not after it has arrived (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (classId > 0) void queryClient.prefetchQuery(classProgressQueryOptions(classId));
  }, [queryClient, classId]);
  // Undefined in the first render, even with the class already here, so the frame paints; the
  // class is then drawn in a background render that yields to taps and keys
  // (docs/decisions/280-the-class-page-frame-first.md).
  const cls = useDeferredValue(query.data, undefined);
  if (query.isError) {
    const notFound =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="grid gap-4">
        <h1 className="text-3xl font-extrabold text-violet-900">{t('classes.listTitle')}</h1>
        {needsConsent(query.error) ? (
          <ConsentNotice error={query.error} />
        ) : (
          <p role="alert" className="text-lg">
            {notFound ? t('classes.notFound') : userMessageOf(query.error)}
          </p>
        )}
        <Link to={paths.classes} className={`${linkButton} justify-self-start`}>
          {t('classes.allClasses')}
        </Link>
      </div>
    );
  }
  return <ClassView classId={classId} cls={cls} Drawing={Drawing} Game={Game} Tune={Tune} House={House} Finder={Finder} />;
}

/** The class page; before its class arrives (`cls` undefined), its frame. */
function ClassView({ classId, cls, Drawing, Game, Tune, House, Finder }: PageProps & { cls: ClassDetail | undefined }) {
  const t = useT('classes', 'guides');
  const changes = useClassChanges(classId);
  const locale = useLocale();
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  // Without ?tab: Progress, or Children for a class with no children yet (decided once, when the
  // class arrives, so adding the first children does not switch tabs under the teacher).
  const [firstTab, setFirstTab] = useState<Tab | null>(null);
  if (cls && firstTab === null) setFirstTab(cls.students.length > 0 ? 'progress' : 'children');
  const tab: Tab = isTab(asked) ? asked : (firstTab ?? 'progress');
  usePreloadAfterPageShown(assignedPanel.load, galleryPanel.load);
  // What a print shows: the job a button asked for, or what the tab prints with the browser's own
  // Print command: the progress table on Progress (never the cards), the cards elsewhere.
  const [asking, setAsking] = useState<PrintJob | null>(null);
  const job: PrintJob = asking ?? { kind: tab === 'progress' ? 'progress' : 'cards' };
  // The print sheet (every child's card, hidden on screen: about 1,000 elements for 25 children)
  // is not part of the first paint (docs/decisions/144-first-paint-loads-only-what-it-shows.md). It
  // is drawn once the page is shown, in a render React may interrupt for a tap or a key, or at once
  // for a print asked before.
  const [sheetDrawn, setSheetDrawn] = useState(false);
  const pageShown = useAfterPageShown();
  useEffect(() => {
    if (pageShown) startTransition(() => setSheetDrawn(true));
  }, [pageShown]);
  const origin = usePageOrigin();
  const joinAddress = `${origin}${paths.join}`;

  // A print asked by a button shows its job only while the print dialog is open.
  useEffect(() => {
    const reset = () => setAsking(null);
    window.addEventListener('afterprint', reset);
    return () => window.removeEventListener('afterprint', reset);
  }, []);
  const print = (asked: PrintJob) => {
    flushSync(() => {
      setSheetDrawn(true);
      setAsking(asked);
    });
    window.print();
  };
  const hasChildren = (cls?.students.length ?? 0) > 0;
  const waiting = <PageLoading className="text-lg">{t('classes.loading')}</PageLoading>;

  return (
    <div className="grid min-w-0 gap-4">
      <header className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <h1 className="text-3xl font-extrabold break-words text-violet-900">
          {cls ? cls.name : <Placeholder words={t('classes.loadingClass')} className="w-56" />}
        </h1>
        <p className="text-xl">
          {t('classes.codeLabel')}:{' '}
          {cls ? (
            <strong className="font-mono tracking-widest">{cls.joinCode}</strong>
          ) : (
            <Placeholder className="w-24" />
          )}
        </p>
        <p className="text-lg break-all">{t('classes.joinAt', { joinAddress: joinAddress })}</p>
        <div className="flex flex-wrap items-center gap-3 sm:ml-auto">
          {hasChildren && <PrintMenu onPrint={(kind) => print({ kind })} />}
          <Link to={paths.teach} className={linkButton}>
            {t('guides.guidesLink')}
          </Link>
          <Link to={paths.classes} className={linkButton}>
            {t('classes.allClasses')}
          </Link>
        </div>
        {cls?.archivedAt && (
          <p className="basis-full rounded-2xl border-2 border-slate-400 bg-slate-100 p-3 text-lg font-bold text-slate-900">
            {t('classes.archivedNotice', { deleteOn: deleteDate(cls.archivedAt, locale) })}
          </p>
        )}
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setSearch({ tab: value }, { replace: true })}
        className="grid min-w-0 gap-3"
      >
        <Tabs.List
          aria-label={cls?.name ?? t('classes.loadingClass')}
          className="flex flex-wrap gap-2 rounded-3xl bg-violet-100 p-1 sm:rounded-full"
        >
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClass}>
              {t(`classes.tabs.${value}` as const)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="progress" className="min-w-0">
          <ClassDashboard classId={classId} cls={cls} changes={changes} />
        </Tabs.Content>
        <Tabs.Content value="assigned" className="min-w-0">
          {cls ? <assignedPanel.WhenLoaded props={{ cls }} waiting={waiting} /> : waiting}
        </Tabs.Content>
        <Tabs.Content value="children">
          {cls ? (
            <StudentsPanel
              cls={cls}
              changes={changes}
              onPrintCard={(studentId) => print({ kind: 'card', studentId })}
            />
          ) : (
            waiting
          )}
        </Tabs.Content>
        <Tabs.Content value="gallery" className="min-w-0">
          {cls ? (
            <galleryPanel.WhenLoaded props={{ cls, changes, Drawing, Game, Tune, House, Finder }} waiting={waiting} />
          ) : (
            waiting
          )}
        </Tabs.Content>
        <Tabs.Content value="settings">
          {cls ? <ClassSettings key={cls.name} cls={cls} changes={changes} /> : waiting}
        </Tabs.Content>
      </Tabs.Root>
      <PresentLink classId={classId} />
      {cls && hasChildren && sheetDrawn && (
        <PrintSheet
          cls={cls}
          teacher={user ? nameOf(user) : ''}
          job={job}
          origin={origin}
        />
      )}
    </div>
  );
}

/** The day an archived class's children are deleted. */
const deleteDate = (archivedAt: string, locale: string): string =>
  new Date(
    Date.parse(archivedAt) + ARCHIVED_CLASS_KEPT_DAYS * 24 * 60 * 60 * 1000,
  ).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

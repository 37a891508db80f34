// The class page's Gallery tab (docs/product/gallery-screens.md): the class gallery on or off,
// what children shared waiting for the teacher first (drawings, games, tunes, houses, finders),
// then what is in the gallery. Its own chunk, loaded once the class page is shown
// (docs/decisions/280-the-class-page-frame-first.md). The drawings are drawn by the Code Lab's pen
// stage, which the route hands in (`Drawing`: features do not import each other); games and tunes
// by their labs' players, NeighborNet's houses by the Web Lab's builder and Find My Keys' finders
// by the Vision Lab's boxes, handed in the same way. One table of kinds says each one's preview and
// words; each kind's list asks for itself (one useQuery a list: useQueries would make the first
// load export TanStack Query's internals to this chunk, docs/decisions/415-find-my-keys.md).
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Program } from '../../../../domain/code-lab/program';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import type { PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import type { MessageKey } from '../../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { PageLoading } from '../../../components/page-loading';
import { userMessageOf } from '../../../lib/api';
import type { ClassDetail, useClassChanges } from '../classes-api';
import {
  teacherGalleryQueryOptions,
  useGalleryChanges,
  type GalleryKind,
  type TeacherGalleryItem,
} from './gallery-api';
import { ApprovedList, GallerySwitch, PendingList } from './gallery-lists';

export type DrawingComponent = ComponentType<{ program: Program }>;
export type GameComponent = ComponentType<{ program: GameProgram; nickname: string }>;
export type TuneComponent = ComponentType<{ program: TuneProgram; nickname: string }>;
export type HouseComponent = ComponentType<{ program: PageProgram; nickname: string }>;
export type FinderComponent = ComponentType<{ program: TrainingProgram; nickname: string }>;

type Props = {
  cls: ClassDetail;
  changes: ReturnType<typeof useClassChanges>;
  Drawing: DrawingComponent;
  Game: GameComponent;
  Tune: TuneComponent;
  House: HouseComponent;
  Finder: FinderComponent;
};

/** A kind on the tab: its place while its preview loads, and what the teacher's three acts say. */
type KindRow = {
  kind: GalleryKind;
  /** The preview's room while it loads. */
  loading: string;
  approved: MessageKey;
  rejected: MessageKey;
  removed: MessageKey;
};

/** Every kind, in the order of the tab's lists (each kind's waiting list, then each kind's approved list). */
const KINDS = [
  {
    kind: 'drawing',
    loading: 'aspect-square w-full max-w-md',
    approved: 'classes.gallery.approvedOne',
    rejected: 'classes.gallery.rejectedOne',
    removed: 'classes.gallery.removedOne',
  },
  {
    kind: 'game',
    loading: 'h-24 w-full max-w-md',
    approved: 'classes.gallery.approvedGame',
    rejected: 'classes.gallery.rejectedGame',
    removed: 'classes.gallery.removedGame',
  },
  {
    kind: 'tune',
    loading: 'h-24 w-full max-w-md',
    approved: 'classes.gallery.approvedTune',
    rejected: 'classes.gallery.rejectedTune',
    removed: 'classes.gallery.removedTune',
  },
  {
    kind: 'page',
    loading: 'h-64 w-full max-w-md',
    approved: 'classes.gallery.approvedHouse',
    rejected: 'classes.gallery.rejectedHouse',
    removed: 'classes.gallery.removedHouse',
  },
  {
    kind: 'finder',
    loading: 'h-40 w-full max-w-md',
    approved: 'classes.gallery.approvedFinder',
    rejected: 'classes.gallery.rejectedFinder',
    removed: 'classes.gallery.removedFinder',
  },
] as const satisfies readonly KindRow[];

export function GalleryPanel({ cls, changes, Drawing, Game, Tune, House, Finder }: Props) {
  const t = useT('classes');
  const gallery = useGalleryChanges(cls.id);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const on = cls.galleryOn;
  const busy = gallery.approve.isPending || gallery.reject.isPending || gallery.remove.isPending;

  const act = (work: Promise<unknown>, done: string) => {
    setProblem(null);
    setStatus('');
    work.then(
      () => setStatus(done),
      (error: unknown) => setProblem(userMessageOf(error)),
    );
  };

  // Each kind's preview: a drawing drawn, a game or a tune that plays, a house built in a frame
  // that runs nothing, a finder's things and drawings (each list holds only its kind: its query
  // asked for it).
  const previews: Record<GalleryKind, (item: TeacherGalleryItem) => ReactNode> = {
    drawing: (item) => <Drawing program={item.program} />,
    game: (item) => <Game program={item.program as unknown as GameProgram} nickname={item.nickname} />,
    tune: (item) => <Tune program={item.program as unknown as TuneProgram} nickname={item.nickname} />,
    page: (item) => <House program={item.program as unknown as PageProgram} nickname={item.nickname} />,
    finder: (item) => <Finder program={item.program as unknown as TrainingProgram} nickname={item.nickname} />,
  };
  const preview = (row: Row) => (item: TeacherGalleryItem) => (
    <Suspense fallback={<div className={`${row.loading} rounded-2xl bg-slate-100`} />}>{previews[row.kind](item)}</Suspense>
  );
  const lists = { busy, preview, act, approve: gallery.approve, reject: gallery.reject, remove: gallery.remove };

  return (
    <div className="grid min-w-0 gap-6">
      <GallerySwitch
        on={on}
        busy={changes.setGalleryOn.isPending}
        onChange={(next) =>
          act(changes.setGalleryOn.mutateAsync(next), next ? t('classes.gallery.turnedOn') : t('classes.gallery.turnedOff'))
        }
      />
      <p role="status" className="text-lg font-bold text-emerald-900 empty:hidden">
        {status}
      </p>
      {problem && (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-lg font-bold text-red-900">
          {problem}
        </p>
      )}
      {/* Every kind's waiting list first, then what is in the gallery. */}
      {KINDS.map((row) => (
        <KindList key={row.kind} classId={cls.id} status="pending" row={row} {...lists} />
      ))}
      {KINDS.map((row) => (
        <KindList key={row.kind} classId={cls.id} status="approved" row={row} {...lists} />
      ))}
    </div>
  );
}

type Row = (typeof KINDS)[number];
type Changes = ReturnType<typeof useGalleryChanges>;
type KindListProps = {
  classId: number;
  status: 'pending' | 'approved';
  row: Row;
  busy: boolean;
  preview(row: Row): (item: TeacherGalleryItem) => ReactNode;
  act(work: Promise<unknown>, done: string): void;
  approve: Changes['approve'];
  reject: Changes['reject'];
  remove: Changes['remove'];
};

/** One kind's waiting or approved list, asked for by itself; the drawings' waiting list says it is loading. */
function KindList({ classId, status, row, busy, preview, act, approve, reject, remove }: KindListProps) {
  const t = useT('classes');
  const query = useQuery(teacherGalleryQueryOptions(classId, status, row.kind));
  if (query.isError) return <p role="alert">{userMessageOf(query.error)}</p>;
  if (!query.data)
    return row.kind === 'drawing' && status === 'pending' ? <PageLoading className="text-lg">{t('classes.gallery.loading')}</PageLoading> : null;
  const { items } = query.data;
  return status === 'pending' ? (
    <PendingList
      kind={row.kind}
      items={items}
      busy={busy}
      drawing={preview(row)}
      onApprove={(item) => act(approve.mutateAsync(item.id), t(row.approved, { nickname: item.nickname }))}
      onReject={(item) => act(reject.mutateAsync(item.id), t(row.rejected, { nickname: item.nickname }))}
    />
  ) : (
    <ApprovedList
      kind={row.kind}
      items={items}
      busy={busy}
      drawing={preview(row)}
      onRemove={(item) => act(remove.mutateAsync(item.id), t(row.removed, { nickname: item.nickname }))}
    />
  );
}

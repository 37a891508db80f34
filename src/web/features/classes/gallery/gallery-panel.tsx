// The class page's Gallery tab (docs/product/gallery-screens.md): the class gallery on or off,
// what children shared waiting for the teacher first (drawings, games, tunes, houses), then what is in the gallery. Its own chunk,
// loaded once the class page is shown (docs/decisions/280-the-class-page-frame-first.md). The
// drawings are drawn by the Code Lab's pen stage, which the route hands in (`Drawing`: features do
// not import each other); games and tunes by their labs' players, and NeighborNet's houses by the
// Web Lab's builder, handed in the same way.
import { Suspense, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Program } from '../../../../domain/code-lab/program';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import type { PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { useT } from '../../../i18n/use-t';
import { PageLoading } from '../../../components/page-loading';
import { userMessageOf } from '../../../lib/api';
import type { ClassDetail, useClassChanges } from '../classes-api';
import {
  teacherGalleryQueryOptions,
  useGalleryChanges,
  type TeacherGalleryItem,
} from './gallery-api';
import { ApprovedList, GallerySwitch, PendingList } from './gallery-lists';

export type DrawingComponent = ComponentType<{ program: Program }>;
export type GameComponent = ComponentType<{ program: GameProgram; nickname: string }>;
export type TuneComponent = ComponentType<{ program: TuneProgram; nickname: string }>;
export type HouseComponent = ComponentType<{ program: PageProgram; nickname: string }>;

type Props = {
  cls: ClassDetail;
  changes: ReturnType<typeof useClassChanges>;
  Drawing: DrawingComponent;
  Game: GameComponent;
  Tune: TuneComponent;
  House: HouseComponent;
};

export function GalleryPanel({ cls, changes, Drawing, Game, Tune, House }: Props) {
  const t = useT('classes');
  const pending = useQuery(teacherGalleryQueryOptions(cls.id, 'pending'));
  const approved = useQuery(teacherGalleryQueryOptions(cls.id, 'approved'));
  const pendingGames = useQuery(teacherGalleryQueryOptions(cls.id, 'pending', 'game'));
  const approvedGames = useQuery(teacherGalleryQueryOptions(cls.id, 'approved', 'game'));
  const pendingTunes = useQuery(teacherGalleryQueryOptions(cls.id, 'pending', 'tune'));
  const approvedTunes = useQuery(teacherGalleryQueryOptions(cls.id, 'approved', 'tune'));
  const pendingHouses = useQuery(teacherGalleryQueryOptions(cls.id, 'pending', 'page'));
  const approvedHouses = useQuery(teacherGalleryQueryOptions(cls.id, 'approved', 'page'));
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
  const drawing = (item: TeacherGalleryItem) => (
    <Suspense fallback={<div className="aspect-square w-full max-w-md rounded-2xl bg-slate-100" />}>
      <Drawing program={item.program} />
    </Suspense>
  );
  // A game's preview plays it (the list holds only games: the query asked for them).
  const game = (item: TeacherGalleryItem) => (
    <Suspense fallback={<div className="h-24 w-full max-w-md rounded-2xl bg-slate-100" />}>
      <Game program={item.program as unknown as GameProgram} nickname={item.nickname} />
    </Suspense>
  );

  // A tune's preview plays it from its program, in this browser.
  const tune = (item: TeacherGalleryItem) => (
    <Suspense fallback={<div className="h-24 w-full max-w-md rounded-2xl bg-slate-100" />}>
      <Tune program={item.program as unknown as TuneProgram} nickname={item.nickname} />
    </Suspense>
  );

  // A house's preview builds its pages in this browser, in a frame that runs nothing.
  const house = (item: TeacherGalleryItem) => (
    <Suspense fallback={<div className="h-64 w-full max-w-md rounded-2xl bg-slate-100" />}>
      <House program={item.program as unknown as PageProgram} nickname={item.nickname} />
    </Suspense>
  );

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
      {pending.isPending ? (
        <PageLoading className="text-lg">{t('classes.gallery.loading')}</PageLoading>
      ) : pending.isError ? (
        <p role="alert">{userMessageOf(pending.error)}</p>
      ) : (
        <PendingList
          items={pending.data.items}
          busy={busy}
          drawing={drawing}
          onApprove={(item) =>
            act(gallery.approve.mutateAsync(item.id), t('classes.gallery.approvedOne', { nickname: item.nickname }))
          }
          onReject={(item) =>
            act(gallery.reject.mutateAsync(item.id), t('classes.gallery.rejectedOne', { nickname: item.nickname }))
          }
        />
      )}
      {/* Games and tunes shared from the studios, each with a preview that plays. */}
      {pendingGames.isSuccess && (
        <PendingList
          kind="game"
          items={pendingGames.data.items}
          busy={busy}
          drawing={game}
          onApprove={(item) =>
            act(gallery.approve.mutateAsync(item.id), t('classes.gallery.approvedGame', { nickname: item.nickname }))
          }
          onReject={(item) =>
            act(gallery.reject.mutateAsync(item.id), t('classes.gallery.rejectedGame', { nickname: item.nickname }))
          }
        />
      )}
      {pendingTunes.isSuccess && (
        <PendingList
          kind="tune"
          items={pendingTunes.data.items}
          busy={busy}
          drawing={tune}
          onApprove={(item) =>
            act(gallery.approve.mutateAsync(item.id), t('classes.gallery.approvedTune', { nickname: item.nickname }))
          }
          onReject={(item) =>
            act(gallery.reject.mutateAsync(item.id), t('classes.gallery.rejectedTune', { nickname: item.nickname }))
          }
        />
      )}
      {pendingHouses.isSuccess && (
        <PendingList
          kind="page"
          items={pendingHouses.data.items}
          busy={busy}
          drawing={house}
          onApprove={(item) =>
            act(gallery.approve.mutateAsync(item.id), t('classes.gallery.approvedHouse', { nickname: item.nickname }))
          }
          onReject={(item) =>
            act(gallery.reject.mutateAsync(item.id), t('classes.gallery.rejectedHouse', { nickname: item.nickname }))
          }
        />
      )}
      {/* Then what is in the gallery. */}
      {approved.isPending ? null : approved.isError ? (
        <p role="alert">{userMessageOf(approved.error)}</p>
      ) : (
        <ApprovedList
          items={approved.data.items}
          busy={busy}
          drawing={drawing}
          onRemove={(item) => act(gallery.remove.mutateAsync(item.id), t('classes.gallery.removedOne', { nickname: item.nickname }))}
        />
      )}
      {approvedGames.isSuccess && (
        <ApprovedList
          kind="game"
          items={approvedGames.data.items}
          busy={busy}
          drawing={game}
          onRemove={(item) => act(gallery.remove.mutateAsync(item.id), t('classes.gallery.removedGame', { nickname: item.nickname }))}
        />
      )}
      {approvedTunes.isSuccess && (
        <ApprovedList
          kind="tune"
          items={approvedTunes.data.items}
          busy={busy}
          drawing={tune}
          onRemove={(item) => act(gallery.remove.mutateAsync(item.id), t('classes.gallery.removedTune', { nickname: item.nickname }))}
        />
      )}
      {approvedHouses.isSuccess && (
        <ApprovedList
          kind="page"
          items={approvedHouses.data.items}
          busy={busy}
          drawing={house}
          onRemove={(item) => act(gallery.remove.mutateAsync(item.id), t('classes.gallery.removedHouse', { nickname: item.nickname }))}
        />
      )}
    </div>
  );
}

// The class dashboard (docs/product.md#classes): every child by lessons and Code Lab levels
// (stars, failed runs), "needs help" first, last active; a nickname opens the same detail a
// parent sees; the CSV download. On a phone the table scrolls sideways inside its own box.
import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { codeLabLevels, findLevel, findWorld } from '../../../../../content/code-lab/levels';
import { curriculum } from '../../../../../content/curriculum';
import type { ChildProgress } from '../../../../domain/child-progress-api';
import { classPageMessages as t } from '../../../../domain/class-page-messages';
import { openLessons } from '../../../../domain/curriculum';
import { ChildAvatar } from '../../../components/avatars/child-avatar';
import { secondaryButton } from '../../../components/button-styles';
import { userMessageOf } from '../../../lib/api';
import { classExportPath, classProgressQueryOptions } from '../classes-api';
import { dashboardOrder, triedLevels } from './dashboard-order';
import { PageLoading } from '../../../components/page-loading';
import { preloadable, usePreloadAfterPageShown } from '../../../lib/preloadable';

const LEVEL_ORDER = codeLabLevels.map((l) => l.id);
const levelLabel = (levelId: string) => {
  const level = findLevel(levelId);
  const world = level && findWorld(level.world);
  return level && world
    ? { world: world.title, level: `${level.number}: ${level.title}` }
    : { world: '', level: levelId };
};
const levelName = (levelId: string) => {
  const { world, level } = levelLabel(levelId);
  return world ? `${world} ${level}` : level;
};
// One date format for every row (toLocaleDateString with options builds one per call).
let shortDate: Intl.DateTimeFormat | undefined;
const lastActive = (at: string | null) => {
  if (!at) return t.never;
  shortDate ??= new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return shortDate.format(new Date(at));
};

// A child's detail (Radix Dialog, the progress view with the lesson kit) loads apart, mounted
// when opened and loaded once the dashboard is shown (decision 144).
const detailDialog = preloadable(() =>
  import('./child-detail-dialog').then((m) => m.ChildDetailDialog),
);

const th =
  'border-b-2 border-violet-200 px-3 py-2 text-left align-bottom text-sm font-bold text-slate-800';
const td = 'border-b border-slate-200 px-3 py-2 align-middle';

export function ClassDashboard({ classId }: { classId: number }) {
  const progress = useQuery(classProgressQueryOptions(classId));
  const [open, setOpen] = useState<ChildProgress | null>(null);
  usePreloadAfterPageShown(detailDialog.load);
  if (progress.isPending) return <PageLoading className="text-lg">{t.loading}</PageLoading>;
  if (progress.isError) return <p role="alert">{userMessageOf(progress.error)}</p>;

  const children = dashboardOrder(progress.data.children);
  const lessons = openLessons(curriculum);
  const levels = triedLevels(children, LEVEL_ORDER);
  const needingHelp = children.filter((c) => c.needsHelp.length > 0);

  return (
    <div className="grid min-w-0 gap-5">
      <p className="text-lg">{t.progressIntro}</p>
      {needingHelp.length > 0 && (
        <section
          aria-labelledby="needs-help-title"
          className="grid gap-2 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
        >
          <h2 id="needs-help-title" className="text-xl font-extrabold">
            {t.needsHelpSummary}
          </h2>
          <ul className="grid gap-1 text-lg">
            {needingHelp.map((c) => (
              <li key={c.id}>
                {t.needsHelpLine(c.nickname, c.needsHelp.map(levelName).join(', '))}
              </li>
            ))}
          </ul>
        </section>
      )}
      {children.length === 0 ? (
        <p className="text-lg">{t.noProgress}</p>
      ) : (
        // Only this box scrolls sideways on a narrow screen; it takes keyboard focus so it can. It is
        // positioned, so the cells' screen-reader words (absolutely placed) stay inside it too.
        <div
          role="region"
          aria-labelledby="progress-caption"
          tabIndex={0}
          className="relative max-w-full overflow-x-auto rounded-2xl bg-white shadow"
        >
          <table className="min-w-full border-collapse text-base">
            <caption
              id="progress-caption"
              className="px-3 pt-3 text-left text-lg font-bold text-violet-900"
            >
              {t.tableCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={`${th} sticky left-0 z-10 bg-white`}>
                  {t.colChild}
                </th>
                <th scope="col" className={th}>
                  {t.colLastActive}
                </th>
                <th scope="col" className={th}>
                  {t.colPoints}
                </th>
                {lessons.map((lesson) => (
                  <th key={lesson.id} scope="col" className={`${th} min-w-24`}>
                    {lesson.title}
                  </th>
                ))}
                {levels.map((id) => {
                  const { world, level } = levelLabel(id);
                  return (
                    <th key={id} scope="col" className={`${th} min-w-28`}>
                      <span className="block font-normal">{world}</span>
                      {level}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {children.map((child) => (
                <ChildRow
                  key={child.id}
                  child={child}
                  lessonIds={lessons.map((l) => l.id)}
                  levels={levels}
                  onOpen={() => setOpen(child)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <a href={classExportPath(classId)} download className={secondaryButton}>
          {t.downloadCsv}
        </a>
        <p className="text-slate-800">{t.csvHelp}</p>
      </div>
      {open && (
        <Suspense fallback={null}>
          <detailDialog.Component child={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

type RowProps = { child: ChildProgress; lessonIds: string[]; levels: string[]; onOpen(): void };

function ChildRow({ child, lessonIds, levels, onOpen }: RowProps) {
  const done = new Set(child.lessons);
  const work = new Map(child.codeLab.map((l) => [l.levelId, l]));
  const help = new Set(child.needsHelp);
  return (
    <tr>
      <th scope="row" className={`${td} sticky left-0 z-10 bg-white text-left`}>
        <button
          type="button"
          onClick={onOpen}
          className="flex min-h-11 items-center gap-2 rounded-xl pr-2 text-left font-bold text-violet-900 underline underline-offset-4 hover:bg-violet-50"
        >
          <ChildAvatar id={child.avatarId} size={32} decorative />
          <span className="max-w-36 break-words">{child.nickname}</span>
        </button>
        {child.needsHelp.length > 0 && (
          <span className="mt-1 inline-block rounded-full bg-amber-200 px-2 text-sm font-bold text-amber-950">
            {t.needsHelp}
          </span>
        )}
      </th>
      <td className={`${td} whitespace-nowrap`}>{lastActive(child.lastActiveAt)}</td>
      <td className={td}>{child.points}</td>
      {lessonIds.map((id) => (
        <td key={id} className={td}>
          {done.has(id) ? <Tick /> : <span className="sr-only">{t.notDone}</span>}
        </td>
      ))}
      {levels.map((id) => {
        const level = work.get(id);
        const needsHelp = help.has(id);
        return (
          <td key={id} className={`${td} ${needsHelp ? 'bg-amber-100' : ''}`}>
            {level && level.stars > 0 && <Stars count={level.stars} />}
            {level && level.fails > 0 && (
              <span className="block text-sm font-semibold text-red-800">
                {t.fails(level.fails)}
              </span>
            )}
            {needsHelp && (
              <span className="block text-sm font-bold text-amber-950">{t.needsHelp}</span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

function Tick() {
  return (
    <span role="img" aria-label={t.done} className="inline-flex">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
        <circle cx="12" cy="12" r="11" fill="#047857" />
        <path
          d="M6.5 12.5 L10.5 16.5 L17.5 8.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

function Stars({ count }: { count: number }) {
  return (
    <span role="img" aria-label={t.stars(count)} className="inline-flex">
      {[1, 2, 3].map((n) => (
        <svg key={n} viewBox="0 0 24 24" aria-hidden="true" className="size-5">
          <path
            d="M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14 L2 9.3 L9.1 8.6 Z"
            fill={n <= count ? '#f59e0b' : '#fff'}
            stroke="#92400e"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}

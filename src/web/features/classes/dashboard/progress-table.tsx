// The class's progress table (docs/decisions/167-class-dashboard-table.md): a row per child, a
// column per open lesson (the title the children see, its concept under it) and per Code Lab level
// someone has tried. On screen a nickname opens the child's detail; the print sheet draws the same
// table without buttons.
import { useAfterHydration } from '../../../lib/browser-value';
import { allLevels } from '../../../../../content/code-lab/all-levels';
import { curriculum } from '../../../../../content/curriculum';
import type { ChildProgress } from '../../../../domain/api/child-progress-api';
import { minutesWords } from '../../../components/child-progress/child-progress-detail';
import { useContent, useLocale, useT } from '../../../i18n/use-t';
import { openLessons } from '../../../../domain/lessons/curriculum';
import { ChildAvatar } from '../../../components/avatars/child-avatar';
import { dashboardOrder, triedLevels } from './dashboard-order';
import { lastActiveWords } from './last-active';
import { useCodeLabLevels, type LevelLookup } from '../../../lib/use-code-lab-levels';

/** Ada's levels, then the Game Lab's, in their worlds' order. */
const LEVEL_ORDER = allLevels.map((l) => l.id);
const levelLabel = (levelId: string, { findLevel, findWorld }: LevelLookup) => {
  const level = findLevel(levelId);
  const world = level && findWorld(level.world);
  return level && world
    ? { world: world.title, level: `${level.number}: ${level.title}` }
    : { world: '', level: levelId };
};
/** A level's name in words: "Birthday Adventure 2: Round the corner" (`lab` from useCodeLabLevels). */
export const levelName = (levelId: string, lab: LevelLookup) => {
  const { world, level } = levelLabel(levelId, lab);
  return world ? `${world} ${level}` : level;
};

/** The table's rows and columns: children (needs help first), open lessons, tried levels. */
export function tableOf(progress: readonly ChildProgress[]) {
  const children = dashboardOrder(progress);
  return { children, lessons: openLessons(curriculum), levels: triedLevels(children, LEVEL_ORDER) };
}

const th =
  'border-b-2 border-violet-200 px-3 py-2 text-left align-bottom text-sm font-bold text-slate-800';
const td = 'border-b border-slate-200 px-3 py-2 align-middle';

type Props = {
  table: ReturnType<typeof tableOf>;
  /** On screen: a nickname opens the child's detail. In print: plain names. */
  onOpen?: (child: ChildProgress) => void;
  /** Children locked out of signing in, with the seconds left. */
  lockedSeconds?: ReadonlyMap<number, number>;
  captionId?: string;
  /**
   * On screen: only the first rows, while the rest are drawn in later commits
   * (docs/decisions/280-the-class-page-frame-first.md).
   */
  rowsShown?: number;
};

export function ProgressTable({ table, onOpen, lockedSeconds, captionId, rowsShown }: Props) {
  const t = useT('classes');
  const { children, lessons, levels } = table;
  // The lessons' titles as the children see them, in the page's language.
  const seen = useContent('curriculum', 'curriculum', curriculum);
  const titles = new Map(seen.lessons.map((l) => [l.id, l]));
  const lab = useCodeLabLevels();
  const now = new Date();
  return (
    <table className="progress-table min-w-full border-collapse text-base">
      <caption id={captionId} className="px-3 pt-2 text-left text-lg font-bold text-violet-900">
        <TableShapes />
        {t('classes.tableCaption')}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} sticky left-0 z-10 bg-white`}>
            {t('classes.colChild')}
          </th>
          <th scope="col" className={th}>
            {t('classes.colLastActive')}
          </th>
          <th scope="col" className={th}>
            {t('classes.colPoints')}
          </th>
          <th scope="col" className={th}>
            {t('classes.colTimeOnTask')}
          </th>
          {lessons.map((lesson) => (
            <th key={lesson.id} scope="col" className={`${th} min-w-28`}>
              {titles.get(lesson.id)?.cardTitle ?? lesson.cardTitle}
              <span className="block font-normal">{titles.get(lesson.id)?.title ?? lesson.title}</span>
            </th>
          ))}
          {levels.map((id) => {
            const { world, level } = levelLabel(id, lab);
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
        {children.slice(0, rowsShown).map((child) => (
          <ChildRow
            key={child.id}
            child={child}
            lessonIds={lessons.map((l) => l.id)}
            levels={levels}
            now={now}
            onOpen={onOpen && (() => onOpen(child))}
            lockedSeconds={lockedSeconds?.get(child.id)}
          />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = {
  child: ChildProgress;
  lessonIds: string[];
  levels: string[];
  now: Date;
  onOpen?: () => void;
  lockedSeconds: number | undefined;
};

function ChildRow({ child, lessonIds, levels, now, onOpen, lockedSeconds }: RowProps) {
  const t = useT('classes', 'childProgress');
  const locale = useLocale();
  const done = new Set(child.lessons);
  const work = new Map(child.codeLab.map((l) => [l.levelId, l]));
  const help = new Set(child.needsHelp);
  // Said once per row, not once per cell.
  const doneWords = t('classes.done');
  const starWords = [0, 1, 2, 3].map((count) => t('classes.stars', { count }));
  const name = (
    <>
      <ChildAvatar id={child.avatarId} size={32} decorative />
      <span className="max-w-36 break-words">{child.nickname}</span>
    </>
  );
  return (
    <tr>
      <th scope="row" className={`${td} sticky left-0 z-10 bg-white text-left`}>
        {onOpen ? (
          <button
            type="button"
            onClick={onOpen}
            className="flex min-h-11 items-center gap-2 rounded-xl pr-2 text-left font-bold text-violet-900 underline underline-offset-4 hover:bg-violet-50"
          >
            {name}
          </button>
        ) : (
          <span className="flex items-center gap-2 font-bold">{name}</span>
        )}
        {child.needsHelp.length > 0 && (
          <span className="mt-1 mr-1 inline-block rounded-full bg-amber-200 px-2 text-sm font-bold text-amber-950">
            {t('classes.needsHelp')}
          </span>
        )}
        {lockedSeconds !== undefined && (
          <span className="mt-1 inline-block rounded-full bg-red-100 px-2 text-sm font-bold text-red-900">
            {t('classes.lockedBadge', { seconds: lockedSeconds })}
          </span>
        )}
      </th>
      <LastActive at={child.lastActiveAt} now={now} never={t('classes.never')} locale={locale} />
      <td className={td}>{child.points}</td>
      <td className={`${td} whitespace-nowrap`}>
        <span className="block">{t('classes.minutesToday', { words: minutesWords(t, child.activeMinutes.today) })}</span>
        <span className="block text-sm text-slate-700">
          {t('classes.minutesWeek', { words: minutesWords(t, child.activeMinutes.week) })}
        </span>
      </td>
      {lessonIds.map((id) => (
        <td key={id} className={td}>
          {done.has(id) ? (
            <DoneCell label={doneWords} />
          ) : (
            <span className="sr-only">{t('classes.notDone')}</span>
          )}
        </td>
      ))}
      {levels.map((id) => {
        const level = work.get(id);
        const needsHelp = help.has(id);
        return (
          <td key={id} className={`${td} ${needsHelp ? 'bg-amber-100' : ''}`}>
            {level && level.stars > 0 && <Stars count={level.stars} label={starWords[Math.min(3, level.stars)]!} />}
            {level && level.fails > 0 && (
              <span className="block text-sm font-semibold text-red-800">
                {t('classes.fails', { count: level.fails })}
              </span>
            )}
            {needsHelp && (
              <span className="block text-sm font-bold text-amber-950">{t('classes.needsHelp')}</span>
            )}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * When a child was last active, in words that change with the clock and the time zone: the server's
 * words stay while the page wakes up (no mismatch), and the browser's replace them right after.
 */
function LastActive({ at, now, never, locale }: { at: string | null; now: Date; never: string; locale: string }) {
  const awake = useAfterHydration();
  return (
    <td className={`${td} whitespace-nowrap`} suppressHydrationWarning>
      {lastActiveWords(at, awake ? new Date() : now, never, { locale })}
    </td>
  );
}

/**
 * A level's stars: one picture of three, drawn from the table's shapes (TableShapes): a class of
 * 40 has hundreds of them, and the page is rendered on the server and sent whole
 * (docs/decisions/401-the-first-paint-from-the-server.md).
 */
function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex">
      <svg viewBox="0 0 72 24" aria-hidden="true" className="h-5 w-15">
        <use href={`#dashboard-stars-${Math.min(3, count)}`} />
      </svg>
    </span>
  );
}

/** A lesson done: the table's tick (TableShapes), drawn as DoneTick draws it elsewhere. */
function DoneCell({ label }: { label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
        <use href="#dashboard-done" />
      </svg>
    </span>
  );
}

const STAR = 'M12 2 L14.9 8.6 L22 9.3 L16.6 14 L18.2 21 L12 17.3 L5.8 21 L7.4 14 L2 9.3 L9.1 8.6 Z';

/** The tick and the three pictures of stars every cell is drawn from, once per table. */
function TableShapes() {
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute">
      <defs>
        <path id="dashboard-star-on" d={STAR} fill="#f59e0b" stroke="#92400e" strokeWidth="1.5" />
        <path id="dashboard-star-off" d={STAR} fill="#fff" stroke="#92400e" strokeWidth="1.5" />
        {[1, 2, 3].map((count) => (
          <g key={count} id={`dashboard-stars-${count}`}>
            {[0, 1, 2].map((n) => (
              <use key={n} href={n < count ? '#dashboard-star-on' : '#dashboard-star-off'} x={n * 24} />
            ))}
          </g>
        ))}
        <g id="dashboard-done">
          <circle cx="12" cy="12" r="11" fill="#047857" />
          <path
            d="M6.5 12.5 L10.5 16.5 L17.5 8.5"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      </defs>
    </svg>
  );
}

import { Link } from 'react-router';
import type { GameColor, ProjectDefinition } from '../../../domain/games/game-types';
import { promisesUnlock } from '../../../domain/lessons/curriculum';
import { isOpenAtLevel } from '../../../domain/points/level-gate';
import { rich } from '../../i18n/rich';
import { useT } from '../../i18n/use-t';
import { primaryButton } from '../../components/button-styles';
import { useLevel } from '../../lib/use-level';
import { LevelGateLine } from '../../components/level-gate';

const border: Record<GameColor, string> = {
  violet: 'border-violet-300',
  sky: 'border-sky-300',
  emerald: 'border-emerald-400',
  amber: 'border-amber-300',
  rose: 'border-rose-300',
  orange: 'border-orange-300',
  teal: 'border-teal-300',
  indigo: 'border-indigo-300',
};

/**
 * Locked while the project names a level the child has not reached, and for good when it has
 * nothing behind it yet (docs/decisions/394-level-gates-as-data.md): below the level it says
 * "Unlock at Level N", from it on "Coming soon" (docs/decisions/123-level-promises.md).
 */
const isLocked = (project: ProjectDefinition, level: number): boolean =>
  project.opensAtLevel !== undefined &&
  (project.availability.state !== 'open' || !isOpenAtLevel(project.opensAtLevel, level));

function Availability({ project, level }: { project: ProjectDefinition; level: number }) {
  const t = useT('projects');
  const a = project.availability;
  if (project.opensAtLevel !== undefined && isLocked(project, level))
    return (
      <div className="grid justify-items-start gap-1">
        <p className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 font-bold text-slate-800">
          <span aria-hidden="true">🔒&nbsp;</span>
          {promisesUnlock(project.opensAtLevel, level)
            ? t('projects.unlockAtLevel', { level: project.opensAtLevel })
            : t('projects.soon')}
        </p>
        {/* How far: "200 more points to Level 3" (docs/decisions/365-how-far-to-a-level.md). */}
        <LevelGateLine level={project.opensAtLevel} howTo className="px-4 text-sm text-slate-700" />
      </div>
    );
  switch (a.state) {
    case 'open':
      return (
        // The name starts with the visible words, so voice control users can say them.
        <Link to={a.to} className={primaryButton}>
          {rich(t('projects.startBuilding', { project: project.title }), {
            sr: (chunk) => <span className="sr-only">{chunk}</span>,
          })}{' '}
          <span aria-hidden="true">→</span>
        </Link>
      );
    case 'coming-soon':
      return (
        <p className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 font-bold text-slate-800">
          {t('projects.comingSoon')}
        </p>
      );
  }
}

/** A card of the Projects page (docs/product.md#projects-and-the-chore-tracker). */
export function ProjectCard({ project }: { project: ProjectDefinition }) {
  const t = useT('projects');
  const level = useLevel();
  const dimmed = project.availability.state !== 'open' || isLocked(project, level);
  return (
    <article
      aria-labelledby={`project-${project.id}`}
      className={`grid h-full content-start gap-3 rounded-3xl border-4 p-6 shadow-sm ${border[project.color]} ${dimmed ? 'bg-slate-50' : 'bg-white'}`}
    >
      {project.featured && (
        <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
          <span aria-hidden="true">⭐ </span>
          {t('projects.featured')}
        </p>
      )}
      <h2 id={`project-${project.id}`} className="text-2xl font-extrabold text-violet-950">
        <span aria-hidden="true">{project.icon} </span>
        {project.title}
      </h2>
      <p className="text-lg">{project.description}</p>
      <p className="text-sm font-bold text-slate-700">{t('projects.skills', { skills: project.skills.join(', ') })}</p>
      <div>
        <Availability project={project} level={level} />
      </div>
    </article>
  );
}

// /code-lab: four worlds of six levels, each level's stars, and the next level to play
// suggested (nothing is locked). A world's section has the world's id, so /code-lab#tech-lab
// (the game cards' link) lands on it.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import type { Level, World } from '../../../../domain/code-lab/level-types';
import { paths } from '../../../lib/paths';
import { StarsView } from '../level/stars-view';
import { solvedCount, type Stars } from '../../../lib/code-lab-progress';

type Props = {
  worlds: readonly World[];
  levelOf: (id: string) => Level | undefined;
  stars: ReadonlyMap<string, Stars>;
  /** The level to play next (the first unsolved one), if any. */
  suggested: string | null;
};

function LevelLink({ level, stars, suggested }: { level: Level; stars: Stars | undefined; suggested: boolean }) {
  return (
    <Link
      to={paths.codeLabLevel(level.id)}
      aria-describedby={suggested ? 'code-lab-next-note' : undefined}
      className={`grid min-h-11 content-start gap-1 rounded-2xl border-2 p-3 hover:bg-violet-50 ${
        suggested ? 'border-amber-500 bg-amber-50 ring-4 ring-amber-300' : stars ? 'border-emerald-400 bg-white' : 'border-violet-200 bg-white'
      }`}
    >
      <span className="font-extrabold text-violet-950">
        {level.number}. {level.title}
      </span>
      <span className="text-sm text-slate-700">
        {stars ? <StarsView stars={stars} size="size-6" /> : suggested ? 'Play next!' : 'Not solved yet'}
      </span>
    </Link>
  );
}

function WorldSection({ world, levelOf, stars, suggested }: { world: World } & Omit<Props, 'worlds'>) {
  const solved = solvedCount(stars, world.levelIds);
  return (
    <section id={world.id} aria-labelledby={`${world.id}-title`} className="grid scroll-mt-4 gap-3 rounded-3xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${world.id}-title`} tabIndex={-1} className="text-2xl font-extrabold text-violet-900">
          {world.title}
        </h2>
        <p className="font-bold text-slate-700">
          {solved} of {world.levelIds.length} levels solved
        </p>
      </div>
      <p className="text-slate-800">{world.concept}</p>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {world.levelIds.map((id) => {
          const level = levelOf(id);
          return level ? (
            <li key={id}>
              <LevelLink level={level} stars={stars.get(id)} suggested={suggested === id} />
            </li>
          ) : null;
        })}
      </ol>
    </section>
  );
}

export function WorldMap({ worlds, levelOf, stars, suggested }: Props) {
  const { hash } = useLocation();
  // A link to one world (/code-lab#debug) scrolls to it and puts the focus on its title.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || !worlds.some((w) => w.id === id)) return;
    // After the layout has put the focus on the page's h1 (a new page lands at its start).
    const timer = window.setTimeout(() => {
      const heading = document.getElementById(`${id}-title`);
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash, worlds]);
  const next = suggested ? levelOf(suggested) : undefined;
  return (
    <div className="grid gap-6">
      <p id="code-lab-next-note" className="text-lg text-slate-900">
        {next ? (
          <>
            Play next: <Link className="font-bold text-violet-800 underline underline-offset-4" to={paths.codeLabLevel(next.id)}>{next.title}</Link>. Any level is open: pick the one you like.
          </>
        ) : (
          'You solved every level! Try for 3 stars everywhere.'
        )}
      </p>
      {worlds.map((world) => (
        <WorldSection key={world.id} world={world} levelOf={levelOf} stars={stars} suggested={suggested} />
      ))}
    </div>
  );
}

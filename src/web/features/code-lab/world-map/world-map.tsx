// /code-lab: a card per world (its picture, what it practises, "3 of 6 puzzles solved") that
// opens the world's page, and the next puzzle to play suggested (nothing is locked). The cards
// come from the worlds' data, so a new world gets its card. An old link to one world
// (/code-lab#tech-lab) goes on to that world's page. docs/decisions/176-code-lab-on-a-phone.md.
import { useT } from '../../../i18n/use-t';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Level, World } from '../../../../domain/code-lab/level-types';
import { paths } from '../../../lib/paths';
import { solvedCount, type Stars } from '../../../lib/code-lab-progress';
import { SolvedBar } from './solved-bar';
import { WorldPicture } from './world-picture';

type Props = {
  worlds: readonly World[];
  levelOf: (id: string) => Level | undefined;
  stars: ReadonlyMap<string, Stars>;
  /** The puzzle to play next (the first unsolved one), if any. */
  suggested: string | null;
};

function WorldCard({ world, stars }: { world: World; stars: ReadonlyMap<string, Stars> }) {
  const titleId = `${world.id}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="relative grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-3 rounded-3xl bg-white p-3 shadow-sm has-[a:hover]:bg-violet-50 sm:grid-cols-1 sm:content-start sm:p-4"
    >
      <WorldPicture worldId={world.id} />
      <div className="grid gap-1">
        <h2 id={titleId} className="text-xl font-extrabold text-violet-900 sm:text-2xl">
          {/* The whole card is the link's target (its ::after covers the card). */}
          <Link to={paths.codeLabWorld(world.id)} className="after:absolute after:inset-0 after:rounded-3xl">
            {world.title}
          </Link>
        </h2>
        <p className="text-slate-800">{world.concept}</p>
        <SolvedBar solved={solvedCount(stars, world.levelIds)} total={world.levelIds.length} />
      </div>
    </section>
  );
}

export function WorldMap({ worlds, levelOf, stars, suggested }: Props) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (worlds.some((w) => w.id === id)) void navigate(paths.codeLabWorld(id), { replace: true });
  }, [hash, worlds, navigate]);
  const next = suggested ? levelOf(suggested) : undefined;
  return (
    <div className="grid gap-4">
      <NextNote next={next} />
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {worlds.map((world) => (
          <WorldCard key={world.id} world={world} stars={stars} />
        ))}
      </div>
    </div>
  );
}

/** "Play next: …" with a link, or the words for a child who solved them all. */
function NextNote({ next }: { next: Level | undefined }) {
  const t = useT('codeLab');
  return (
    <p id="code-lab-next-note" className="text-lg text-slate-900">
      {next ? (
        <>
          {t('codeLab.map.playNext')}{' '}
          <Link className="inline-flex min-h-11 items-center font-bold text-violet-800 underline underline-offset-4" to={paths.codeLabLevel(next.id)}>
            {next.title}
          </Link>
          . {t('codeLab.map.anyPuzzle')}
        </>
      ) : (
        t('codeLab.map.allSolved')
      )}
    </p>
  );
}

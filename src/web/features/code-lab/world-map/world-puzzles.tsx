// /code-lab/worlds/:worldId: one world's picture, what it practises, how many are solved, and
// its puzzles with their stars; the next one to play is marked.
// docs/decisions/176-code-lab-on-a-phone.md.
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { Level, World } from '../../../../domain/code-lab/level-types';
import { paths } from '../../../lib/paths';
import { solvedCount, type Stars } from '../../../lib/code-lab-progress';
import { StarsView } from '../level/stars-view';
import { SolvedBar } from './solved-bar';
import { WorldPicture } from './world-picture';

type Props = {
  world: World;
  levelOf: (id: string) => Level | undefined;
  stars: ReadonlyMap<string, Stars>;
  /** The puzzle to play next in this world (its first unsolved one), if any. */
  suggested: string | null;
};

function PuzzleLink({ level, stars, suggested }: { level: Level; stars: Stars | undefined; suggested: boolean }) {
  const t = useT('codeLab');
  return (
    <Link
      to={paths.codeLabLevel(level.id)}
      className={`grid min-h-11 content-start gap-1 rounded-2xl border-2 p-3 hover:bg-violet-50 ${
        suggested ? 'border-amber-500 bg-amber-50 ring-4 ring-amber-300' : stars ? 'border-emerald-400 bg-white' : 'border-violet-200 bg-white'
      }`}
    >
      <span className="font-extrabold text-violet-950">
        {t('codeLab.world.puzzleTitle', { number: level.number, title: level.title })}
      </span>
      <span className="text-sm text-slate-700">
        {stars ? <StarsView stars={stars} size="size-6" /> : suggested ? t('codeLab.world.playNext') : t('codeLab.world.notSolved')}
      </span>
    </Link>
  );
}

export function WorldPuzzles({ world, levelOf, stars, suggested }: Props) {
  const t = useT('codeLab');
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
        <WorldPicture worldId={world.id} />
        <div className="grid gap-1">
          <p className="text-lg text-slate-900">{world.concept}</p>
          <SolvedBar solved={solvedCount(stars, world.levelIds)} total={world.levelIds.length} />
        </div>
      </div>
      <ol aria-label={t('codeLab.world.puzzles')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {world.levelIds.map((id) => {
          const level = levelOf(id);
          return level ? (
            <li key={id}>
              <PuzzleLink level={level} stars={stars.get(id)} suggested={suggested === id} />
            </li>
          ) : null;
        })}
      </ol>
    </div>
  );
}

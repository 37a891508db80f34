import type { GameDefinition } from '../../../domain/games/game-types';
import { GameCard } from './game-card';
import { useT } from '../../i18n/use-t';

/** `progress`: a line per game id, e.g. "3 of 6 puzzles solved" for a Code Lab world. */
export function GamesGrid({ games, progress = {} }: { games: readonly GameDefinition[]; progress?: Readonly<Record<string, string>> }) {
  const t = useT('play');
  return (
    <section aria-labelledby="games-title" className="grid gap-4">
      <h2 id="games-title" className="text-2xl font-extrabold text-violet-900">
        {t('play.pickGame')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} progress={progress[game.id]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

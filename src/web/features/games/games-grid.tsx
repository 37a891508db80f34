import type { GameDefinition } from '../../../domain/game-types';
import { GameCard } from './game-card';

/** `progress`: a line per game id, e.g. "3 of 6 puzzles solved" for a Code Lab world. */
export function GamesGrid({ games, progress = {} }: { games: readonly GameDefinition[]; progress?: Readonly<Record<string, string>> }) {
  return (
    <section aria-labelledby="games-title" className="grid gap-4">
      <h2 id="games-title" className="text-2xl font-extrabold text-violet-900">
        Pick a game
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

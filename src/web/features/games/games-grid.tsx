import type { GameDefinition } from '../../../domain/game-types';
import { GameCard } from './game-card';

export function GamesGrid({ games }: { games: readonly GameDefinition[] }) {
  return (
    <section aria-labelledby="games-title" className="grid gap-4">
      <h2 id="games-title" className="text-2xl font-extrabold text-violet-900">
        Pick a game
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => (
          <li key={game.id}>
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useParams } from 'react-router';
import { gameById, games } from '../../../content/games';
import { GameNotFound, GameScreen } from '../features/games/game-screen';
import { GameScoresList } from '../features/games/game-scores-list';
import { GamesGrid } from '../features/games/games-grid';
import { ProblemSolvingCard } from '../features/games/problem-solving-card';

const titleOf = (gameId: string) => gameById(gameId)?.title;

/** The games screen (docs/product.md#games-screen): /play lists the games, /play/:gameId opens one (a deep link). */
export function Component() {
  const { gameId } = useParams();
  if (gameId) {
    const game = gameById(gameId);
    return (
      <div className="grid gap-8">
        {game ? <GameScreen key={game.id} game={game} /> : <GameNotFound />}
        {game?.play.kind === 'robot-maze' && !game.locked && <GameScoresList titleOf={titleOf} />}
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">
        <span aria-hidden="true">🎮 </span>Coding Games
      </h1>
      <ProblemSolvingCard />
      <GamesGrid games={games} />
      <GameScoresList titleOf={titleOf} />
    </div>
  );
}

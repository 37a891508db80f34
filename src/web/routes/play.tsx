import { Navigate, useParams } from 'react-router';
import { codeLabWorlds } from '../../../content/code-lab/levels';
import { gameById, games } from '../../../content/games';
import { solvedCount, useCodeLabProgress } from '../lib/code-lab-progress';
import { GameNotFound, GameScreen } from '../features/games/game-screen';
import { GameScoresList } from '../features/games/game-scores-list';
import { GamesGrid } from '../features/games/games-grid';
import { ProblemSolvingCard } from '../features/games/problem-solving-card';
import { paths } from '../lib/paths';

const titleOf = (gameId: string) => gameById(gameId)?.title;

/** "3 of 6 puzzles solved" on each Code Lab world's card. */
function useWorldProgress(): Record<string, string> {
  const { stars } = useCodeLabProgress();
  return Object.fromEntries(
    // Only the worlds that are games have a card here (not Pen Studio nor Robot Recipes).
    codeLabWorlds.flatMap((w) => (w.gameId ? [[w.gameId, `${solvedCount(stars, w.levelIds)} of ${w.levelIds.length} puzzles solved`]] : [])),
  );
}

/** The games screen (docs/product.md#games-screen): /play lists the games, /play/:gameId opens one (a deep link). */
export function Component() {
  const { gameId } = useParams();
  const progress = useWorldProgress();
  if (gameId) {
    const game = gameById(gameId);
    // A Code Lab world's game (e.g. /play/debug-detective) lives on the world map.
    if (game?.play.kind === 'code-lab' && !game.locked) return <Navigate replace to={paths.codeLabWorld(game.play.worldId)} />;
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
      <GamesGrid games={games} progress={progress} />
      <GameScoresList titleOf={titleOf} />
    </div>
  );
}

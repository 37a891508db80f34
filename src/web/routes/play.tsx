import { Suspense } from 'react';
import { useParams } from 'react-router';
import { lazyWithWords } from '../i18n/lazy-with-words';
import { Redirect } from '../components/redirect';
import { codeLabWorlds, gameLabWorlds } from '../../../content/code-lab/levels';
import { games as englishGames } from '../../../content/games';
import { solvedCount, useCodeLabProgress } from '../lib/code-lab-progress';
import { GameNotFound, GameScreen } from '../features/games/game-screen';
import { GameScoresList } from '../features/games/game-scores-list';
import { GamesGrid } from '../features/games/games-grid';
import { ProblemSolvingCard } from '../features/games/problem-solving-card';
import { paths } from '../lib/paths';
import { isGameLocked } from '../../domain/games/games';
import { useLevel } from '../lib/use-level';
import { useContent, useT } from '../i18n/use-t';

/** "3 of 6 puzzles solved" on each Code Lab world's card. */
function useWorldProgress(): Record<string, string> {
  const t = useT('play');
  const { stars } = useCodeLabProgress();
  return Object.fromEntries(
    // Only the worlds that are games have a card here (not Pen Studio nor Robot Recipes, nor the Game Lab's own).
    [...codeLabWorlds, ...gameLabWorlds].flatMap((w) => (w.gameId ? [[w.gameId, t('play.worldProgress', { solved: solvedCount(stars, w.levelIds), total: w.levelIds.length })]] : [])),
  );
}

// Pattern Puzzler, the Learn hub's game (not of the Games page): its own chunk with its words, so
// neither the first load nor the Games page carries it (docs/decisions/416-pattern-puzzler.md).
const PATTERN_PUZZLER = 'pattern-puzzler';
const PatternPuzzlerScreen = lazyWithWords(
  () => import('../features/pattern-puzzler/pattern-puzzler-screen').then((m) => m.PatternPuzzlerScreen),
  ['games'],
);

/** The games screen (docs/product.md#games-screen): /play lists the games, /play/:gameId opens one (a deep link). */
export function Component() {
  const t = useT('play');
  const games = useContent('games', 'games', englishGames);
  const { gameId } = useParams();
  const progress = useWorldProgress();
  const level = useLevel();
  const titleOf = (id: string) => games.find((game) => game.id === id)?.title;
  if (gameId === PATTERN_PUZZLER) {
    return (
      <Suspense fallback={null}>
        <PatternPuzzlerScreen />
      </Suspense>
    );
  }
  if (gameId) {
    const game = games.find((g) => g.id === gameId);
    // A Code Lab world's game (e.g. /play/debug-detective) lives on the world map.
    if (game?.play.kind === 'code-lab' && !isGameLocked(game, level)) return <Redirect to={paths.codeLabWorld(game.play.worldId)} />;
    return (
      <div className="grid gap-8">
        {game ? <GameScreen key={game.id} game={game} /> : <GameNotFound />}
        {game?.play.kind === 'robot-maze' && !isGameLocked(game, level) && <GameScoresList titleOf={titleOf} />}
      </div>
    );
  }
  return (
    <div className="grid gap-8">
      <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">
        <span aria-hidden="true">🎮 </span>
        {t('play.title')}
      </h1>
      <ProblemSolvingCard />
      <GamesGrid games={games} progress={progress} />
      <GameScoresList titleOf={titleOf} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { games } from '../../../../content/games';
import type { GameDefinition } from '../../../domain/games/game-types';
import { isGameLocked } from '../../../domain/games/games';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { useContent, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { useLevel } from '../../lib/use-level';
import { RobotMazeGame } from './robot-maze-game';
import '../../games/game-words'; // its words are loaded before it renders

function BackToGames() {
  const t = useT('games');
  return (
    <Link to={paths.play} className={secondaryButton}>
      <span aria-hidden="true">←</span> {t('games.backToGames')}
    </Link>
  );
}

/** The game in the page's language (content/games.ts with its translation laid over). */
function useLocalizedGame(game: GameDefinition): GameDefinition {
  const all: readonly GameDefinition[] = useContent('games', 'games', games);
  return all.find((g) => g.id === game.id) ?? game;
}

function MessageCard({
  icon,
  title,
  children,
}: {
  icon: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow">
      <span aria-hidden="true" className="text-6xl">
        {icon}
      </span>
      <h2 className="text-2xl font-extrabold text-violet-900">{title}</h2>
      {children}
    </div>
  );
}

function GameBody({ game, locked }: { game: GameDefinition; locked: boolean }) {
  const t = useT('games');
  // docs/product.md#games-screen: locked games are not openable by anyone, not even by typing the address.
  if (locked) {
    return (
      <MessageCard icon="🔒" title={t('games.lockedTitle')}>
        <p className="text-lg">{t('games.locked')}</p>
        <Link to={paths.play} className={primaryButton}>
          {t('games.tryAnother')}
        </Link>
      </MessageCard>
    );
  }
  switch (game.play.kind) {
    case 'robot-maze':
      return <RobotMazeGame />;
    case 'project-link':
      return (
        <MessageCard icon={game.icon} title={game.title}>
          <p className="text-lg">{game.description}</p>
          <Link to={game.play.to} className={primaryButton}>
            {game.play.label}
          </Link>
        </MessageCard>
      );
    case 'code-lab':
      // The /play route sends these straight to their world; this is the way there without script.
      return (
        <MessageCard icon={game.icon} title={game.title}>
          <p className="text-lg">{game.description}</p>
          <Link to={paths.codeLabWorld(game.play.worldId)} className={primaryButton}>
            {t('games.openInCodeLab', { title: game.title })}
          </Link>
        </MessageCard>
      );
    case 'coming-soon':
      return (
        <MessageCard icon="🚧" title={t('games.comingSoonTitle')}>
          <p className="text-lg">{t('games.comingSoon')}</p>
          <Link to={paths.play} className={primaryButton}>
            {t('games.tryAnother')}
          </Link>
        </MessageCard>
      );
  }
}

/** docs/product.md#games-screen: an opened game shows its title and Back to Games. */
export function GameScreen({ game: english }: { game: GameDefinition }) {
  const game = useLocalizedGame(english);
  const locked = isGameLocked(game, useLevel());
  return (
    <section aria-labelledby="game-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="game-title" className="text-3xl font-extrabold text-violet-900 sm:text-4xl">
          <span aria-hidden="true">{locked ? '🔒' : game.icon} </span>
          {game.title}
        </h1>
        <BackToGames />
      </div>
      <GameBody game={game} locked={locked} />
    </section>
  );
}

/** docs/product.md#coming-soon-and-unknown-pages: links never lead to a 404; an unknown game gets a friendly card. */
export function GameNotFound() {
  const t = useT('games');
  return (
    <section aria-labelledby="game-title" className="grid gap-6">
      <h1 id="game-title" className="sr-only">
        {t('games.notFoundTitle')}
      </h1>
      <MessageCard icon="🧭" title={t('games.notFoundTitle')}>
        <p className="text-lg">{t('games.notFound')}</p>
        <BackToGames />
      </MessageCard>
    </section>
  );
}

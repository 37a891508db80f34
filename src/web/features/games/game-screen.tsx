import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameDefinition } from '../../../domain/game-types';
import { gameMessages } from '../../../domain/game-messages';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { RobotMazeGame } from './robot-maze-game';

const backToGames = (
  <Link to={paths.play} className={secondaryButton}>
    <span aria-hidden="true">←</span> Back to Games
  </Link>
);

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

function GameBody({ game }: { game: GameDefinition }) {
  // docs/product.md#games-screen: locked games are not openable by anyone, not even by typing the address.
  if (game.locked) {
    return (
      <MessageCard icon="🔒" title="This game is locked">
        <p className="text-lg">{gameMessages.games.locked}</p>
        <Link to={paths.play} className={primaryButton}>
          Try Another Game
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
    case 'coming-soon':
      return (
        <MessageCard icon="🚧" title={gameMessages.games.comingSoonTitle}>
          <p className="text-lg">{gameMessages.games.comingSoon}</p>
          <Link to={paths.play} className={primaryButton}>
            Try Another Game
          </Link>
        </MessageCard>
      );
  }
}

/** docs/product.md#games-screen: an opened game shows its title and Back to Games. */
export function GameScreen({ game }: { game: GameDefinition }) {
  return (
    <section aria-labelledby="game-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="game-title" className="text-3xl font-extrabold text-violet-900 sm:text-4xl">
          <span aria-hidden="true">{game.locked ? '🔒' : game.icon} </span>
          {game.title}
        </h1>
        {backToGames}
      </div>
      <GameBody game={game} />
    </section>
  );
}

/** docs/product.md#coming-soon-and-unknown-pages: links never lead to a 404; an unknown game gets a friendly card. */
export function GameNotFound() {
  return (
    <section aria-labelledby="game-title" className="grid gap-6">
      <h1 id="game-title" className="sr-only">
        {gameMessages.games.notFoundTitle}
      </h1>
      <MessageCard icon="🧭" title={gameMessages.games.notFoundTitle}>
        <p className="text-lg">{gameMessages.games.notFound}</p>
        {backToGames}
      </MessageCard>
    </section>
  );
}

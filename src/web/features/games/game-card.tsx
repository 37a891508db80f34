import { Link } from 'react-router';
import type { GameDefinition } from '../../../domain/games/game-types';
import { isGameLocked } from '../../../domain/games/games';
import { LevelGateLine } from '../../components/level-gate';
import { useLevel } from '../../lib/use-level';
import { paths } from '../../lib/paths';
import { cardColors, difficultyBadge } from './game-colors';
import { useT } from '../../i18n/use-t';

function CardBody({ game, locked }: { game: GameDefinition; locked: boolean }) {
  const t = useT('play');
  const difficulty = difficultyBadge[game.difficulty];
  return (
    <>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`grid size-14 shrink-0 place-items-center rounded-2xl text-3xl ${cardColors[game.color].icon}`}
        >
          {locked ? '🔒' : game.icon}
        </span>
        <div className="grid gap-1">
          <h3 className="text-xl font-extrabold text-violet-950">{game.title}</h3>
          <p className="flex flex-wrap gap-2 text-sm font-bold">
            <span className={`rounded-full px-3 py-1 ${difficulty.className}`}>
              {t(difficulty.words)}
            </span>
            <span className="rounded-full bg-violet-100 px-3 py-1 text-violet-900">
              <span aria-hidden="true">🏆 </span>
              {t('play.card.points', { points: game.pointsReward })}
            </span>
          </p>
        </div>
      </div>
      <p id={`game-${game.id}-description`} className="text-base text-slate-800">
        {game.description}
      </p>
    </>
  );
}

/**
 * docs/product.md#games-screen: title, description, difficulty badge, icon and points. A locked
 * game cannot be opened. A Code Lab world's card opens the world and says how far the child got.
 */
export function GameCard({ game, progress }: { game: GameDefinition; progress?: string }) {
  const t = useT('play');
  const base = 'grid h-full content-start gap-3 rounded-3xl border-4 bg-white p-5 shadow-sm';
  const locked = isGameLocked(game, useLevel());
  if (locked) {
    return (
      <div className={`${base} border-slate-300 bg-slate-50`}>
        <CardBody game={game} locked />
        <p className="font-bold text-slate-700">
          <span aria-hidden="true">🔒 </span>
          {t('play.card.locked')}
        </p>
        {/* A game that opens at a level says how far (docs/decisions/394-level-gates-as-data.md). */}
        {game.opensAtLevel !== undefined && <LevelGateLine level={game.opensAtLevel} />}
      </div>
    );
  }
  // The whole card is clickable, but the link is the visible "Play <title>" line (stretched over
  // the card), so its accessible name is exactly what it says (WCAG 2.5.3).
  return (
    <div
      className={`${base} relative ${cardColors[game.color].card} transition-colors has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-violet-700`}
    >
      <CardBody game={game} locked={false} />
      {progress && <p className="font-bold text-slate-800">{progress}</p>}
      <Link
        to={game.play.kind === 'code-lab' ? paths.codeLabWorld(game.play.worldId) : paths.game(game.id)}
        aria-describedby={`game-${game.id}-description`}
        className="font-bold text-violet-800 outline-none after:absolute after:inset-0 after:rounded-3xl after:content-['']"
      >
        {t('play.card.play', { game: game.title })} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}

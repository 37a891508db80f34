import type { GameDefinition } from '../../../domain/game-types';
import { useGameScores } from './game-scores';

const SHOWN = 10;
// docs/product.md#dates: dates in US English short format with hour and minute.
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** docs/product.md#games-screen: 'Your Game Scores' appears when the player has scores. */
export function GameScoresList({
  titleOf,
}: {
  titleOf(gameId: string): GameDefinition['title'] | undefined;
}) {
  const { scores } = useGameScores();
  if (scores.length === 0) return null;
  return (
    <section aria-labelledby="scores-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="scores-title" className="text-2xl font-extrabold text-violet-900">
        Your Game Scores
      </h2>
      <ul className="mt-3 grid gap-2">
        {scores.slice(0, SHOWN).map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-violet-50 px-4 py-3"
          >
            <span className="font-bold">{titleOf(s.gameId) ?? s.gameId}</span>
            <span>
              Score: <strong>{s.score}</strong>
            </span>
            <span className="text-sm text-slate-700">{when.format(new Date(s.createdAt))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

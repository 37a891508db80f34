import type { GameDefinition } from '../../../domain/games/game-types';
import { useGameScores } from './game-scores';
import { rich, strong } from '../../i18n/rich';
import { useLocale, useT } from '../../i18n/use-t';
import { intlLocale } from '../../lib/intl-locale';

const SHOWN = 10;
// docs/product.md#dates: dates in the page's language (US English) short format with hour and minute.
const formats = new Map<string, Intl.DateTimeFormat>();
const whenIn = (tag: string) => {
  let format = formats.get(tag);
  if (!format) formats.set(tag, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' })));
  return format;
};

/** docs/product.md#games-screen: 'Your Game Scores' appears when the player has scores. */
export function GameScoresList({
  titleOf,
}: {
  titleOf(gameId: string): GameDefinition['title'] | undefined;
}) {
  const t = useT('play');
  const locale = useLocale();
  const { scores } = useGameScores();
  if (scores.length === 0) return null;
  return (
    <section aria-labelledby="scores-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="scores-title" className="text-2xl font-extrabold text-violet-900">
        {t('play.scores.title')}
      </h2>
      <ul className="mt-3 grid gap-2">
        {scores.slice(0, SHOWN).map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-violet-50 px-4 py-3"
          >
            <span className="font-bold">{titleOf(s.gameId) ?? s.gameId}</span>
            <span>{rich(t('play.scores.score', { score: s.score }), { b: strong })}</span>
            <span className="text-sm text-slate-700">{whenIn(intlLocale(locale)).format(new Date(s.createdAt))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

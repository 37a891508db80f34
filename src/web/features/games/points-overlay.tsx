import type { ScoreReport } from './game-scores';
import { useT } from '../../i18n/use-t';

/** docs/product.md#games-screen: the points celebration after a score ('Game Complete!'), shown for 2 s. */
export function PointsOverlay({ report }: { report: ScoreReport }) {
  const t = useT('play');
  return (
    <div className="pointer-events-none fixed inset-0 z-40 grid place-items-center bg-violet-950/30 p-4">
      <div
        role="status"
        className="grid max-w-md justify-items-center gap-2 rounded-3xl bg-white p-8 text-center shadow-2xl"
      >
        <span aria-hidden="true" className="text-6xl">
          🏆
        </span>
        <p className="text-3xl font-extrabold text-violet-900">{t('play.complete')}</p>
        <p className="text-xl">{t('play.scoreLine', { score: report.score, points: report.pointsAwarded })}</p>
        {report.dailyLimitReached && <p className="text-lg">{t('play.dailyLimitReached')}</p>}
        {report.guest && <p className="text-lg font-bold text-violet-800">{t('shell.guestSignUpNudge')}</p>}
      </div>
    </div>
  );
}

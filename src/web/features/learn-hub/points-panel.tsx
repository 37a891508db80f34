import { brand } from '../../../domain/brand';
import { REWARDS, levelForPoints } from '../../../domain/constants';
import { isRewardUnlocked, nextReward } from '../../../domain/points';
import { PercentBar } from '../../components/percent-bar';

/** docs/product.md#points-levels-and-badges: points toward the next reward (Custom Themes 500, Bonus Projects 1000). */
export function PointsPanel({ points }: { points: number }) {
  const next = nextReward(points);
  return (
    <section aria-labelledby="points-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="points-title" className="text-2xl font-bold text-violet-900">
        Your {brand.points}
      </h2>
      <p className="mt-2 text-lg">
        Level <strong>{levelForPoints(points)}</strong>
      </p>
      {next ? (
        <>
          <p className="mt-3 text-3xl font-extrabold text-violet-800">
            {next.points} / {next.reward.points}
          </p>
          <p className="text-base">
            {next.remaining} more points to unlock {next.reward.title}!
          </p>
          <PercentBar
            value={next.percent}
            label={`Points toward ${next.reward.title}`}
            className="mt-3"
          />
        </>
      ) : (
        <p className="mt-3 text-xl font-bold text-violet-800">
          {points} points: every reward unlocked!
        </p>
      )}
      <h3 id="rewards-title" className="mt-6 text-lg font-bold">
        Rewards
      </h3>
      <ul aria-labelledby="rewards-title" className="mt-2 grid gap-2">
        {REWARDS.map((reward) => {
          const unlocked = isRewardUnlocked(points, reward);
          return (
            <li
              key={reward.id}
              className="flex items-center justify-between gap-3 rounded-2xl bg-violet-50 p-3"
            >
              <span className="font-semibold">
                <span aria-hidden="true">{unlocked ? '🎁 ' : '🔒 '}</span>
                {reward.title}
              </span>
              <span className="text-sm font-bold text-violet-900">
                {unlocked ? 'Unlocked!' : `${reward.points} pts`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

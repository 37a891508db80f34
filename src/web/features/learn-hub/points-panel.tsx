import { REWARDS, levelForPoints } from '../../../domain/constants';
import { isRewardUnlocked, nextReward } from '../../../domain/points/points';
import { PercentBar } from '../../components/percent-bar';
import type { MessageKey } from '../../../i18n/translate';
import { rich, strong } from '../../i18n/rich';
import { useT } from '../../i18n/use-t';

type RewardId = (typeof REWARDS)[number]['id'];
const rewardTitle: Record<RewardId, MessageKey> = {
  'custom-themes': 'learn.rewards.customThemes',
  'bonus-projects': 'learn.rewards.bonusProjects',
};

/** docs/product.md#points-levels-and-badges: points toward the next reward (Custom Themes 500, Bonus Projects 1000). */
export function PointsPanel({ points }: { points: number }) {
  const t = useT('learn');
  const next = nextReward(points);
  const rewardName = (id: string) => t(rewardTitle[id as RewardId]);
  return (
    <section aria-labelledby="points-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="points-title" className="text-2xl font-bold text-violet-900">
        {t('learn.points.title')}
      </h2>
      <p className="mt-2 text-lg">{rich(t('learn.points.level', { level: levelForPoints(points) }), { b: strong })}</p>
      {next ? (
        <>
          <p className="mt-3 text-3xl font-extrabold text-violet-800">
            {next.points} / {next.reward.points}
          </p>
          <p className="text-base">
            {t('learn.points.toNext', { remaining: next.remaining, reward: rewardName(next.reward.id) })}
          </p>
          <PercentBar
            value={next.percent}
            label={t('learn.points.bar', { reward: rewardName(next.reward.id) })}
            className="mt-3"
          />
        </>
      ) : (
        <p className="mt-3 text-xl font-bold text-violet-800">
          {t('learn.points.allUnlocked', { points })}
        </p>
      )}
      <h3 id="rewards-title" className="mt-6 text-lg font-bold">
        {t('learn.points.rewards')}
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
                {t(rewardTitle[reward.id])}
              </span>
              <span className="text-sm font-bold text-violet-900">
                {unlocked ? t('learn.points.unlocked') : t('learn.points.rewardCost', { points: reward.points })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

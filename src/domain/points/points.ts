// docs/product.md#points-levels-and-badges: levels and rewards follow the server's points total.
import { REWARDS, levelForPoints } from '../constants';

export { levelForPoints };

export type Reward = { id: string; title: string; points: number };
export type RewardProgress = { reward: Reward; points: number; remaining: number; percent: number };

/** The next reward not yet reached, and how far along the learner is (null: all reached). */
export function nextReward(
  points: number,
  rewards: readonly Reward[] = REWARDS,
): RewardProgress | null {
  const have = Math.max(0, Math.floor(points));
  const reward = [...rewards].sort((a, b) => a.points - b.points).find((r) => have < r.points);
  if (!reward) return null;
  return {
    reward,
    points: have,
    remaining: reward.points - have,
    percent: Math.min(100, Math.round((have / reward.points) * 100)),
  };
}

export const isRewardUnlocked = (points: number, reward: Reward): boolean =>
  points >= reward.points;

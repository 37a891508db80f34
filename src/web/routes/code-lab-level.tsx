import '../features/code-lab/words-ready';
import { useParams } from 'react-router';
import { worldBonusOf } from '../../../content/code-lab/levels';
import { LevelNotFound, LevelScreen } from '../features/code-lab/level/level-screen';
import { useCodeLabLevels } from '../lib/use-code-lab-levels';

/** /code-lab/:levelId: one Code Lab level (docs/product/code-lab.md). */
export function Component() {
  const { levelId = '' } = useParams();
  const { levels, findLevel, findWorld } = useCodeLabLevels();
  const level = findLevel(levelId);
  const world = level && findWorld(level.world);
  if (!level || !world) return <LevelNotFound />;
  const index = levels.indexOf(level);
  return (
    <LevelScreen
      key={level.id}
      level={level}
      world={world}
      pointsReward={worldBonusOf(world)}
      nextLevel={levels[index + 1] ?? null}
    />
  );
}

import { useParams } from 'react-router';
import { codeLabLevels, findLevel, findWorld, worldBonusOf } from '../../../content/code-lab/levels';
import { LevelNotFound, LevelScreen } from '../features/code-lab/level/level-screen';

/** /code-lab/:levelId: one Code Lab level (docs/product/code-lab.md). */
export function Component() {
  const { levelId = '' } = useParams();
  const level = findLevel(levelId);
  const world = level && findWorld(level.world);
  if (!level || !world) return <LevelNotFound />;
  const index = codeLabLevels.indexOf(level);
  return (
    <LevelScreen
      key={level.id}
      level={level}
      world={world}
      pointsReward={worldBonusOf(world)}
      nextLevel={codeLabLevels[index + 1] ?? null}
    />
  );
}

import '../features/code-lab/words-ready';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { worldBonusOf } from '../../../content/code-lab/levels';
import { GAME_STUDIO_ID } from '../features/code-lab/game-studio/game-studio-path';
import { TUNE_STUDIO_ID } from '../features/code-lab/sound-studio/tune-studio-path';
import { NEIGHBOR_NET_ID } from '../features/code-lab/neighbor-net/neighbor-net-path';
import { FIND_MY_KEYS_ID } from '../features/code-lab/find-my-keys/find-my-keys-path';
import { LevelNotFound, LevelScreen } from '../features/code-lab/level/level-screen';
import { lazyWithWords } from '../i18n/lazy-with-words';
import { useCodeLabLevels } from '../lib/use-code-lab-levels';

// The game studio, with the Game Lab's words and its own (game-studio-path.ts says why it is here).
const GameStudio = lazyWithWords(
  () => import('../features/code-lab/game-studio/game-studio-screen').then((m) => m.GameStudioScreen),
  ['gameLab', 'gameScene', 'gameLevel', 'gameStudio'],
);

// The tune studio, with the Sound Lab's words and its own (tune-studio-path.ts).
const TuneStudio = lazyWithWords(
  () => import('../features/code-lab/sound-studio/tune-studio-screen').then((m) => m.TuneStudioScreen),
  ['soundLab', 'soundLevel', 'soundStudio'],
);

// NeighborNet App, with the Web Lab's words and its own (neighbor-net-path.ts).
const NeighborNet = lazyWithWords(
  () => import('../features/code-lab/neighbor-net/neighbor-net-screen').then((m) => m.NeighborNetScreen),
  ['webLab', 'webLevel', 'neighborNet'],
);

// Find My Keys App, with the Vision Lab's words and its own (find-my-keys-path.ts).
const FindMyKeys = lazyWithWords(
  () => import('../features/code-lab/find-my-keys/finder-studio-screen').then((m) => m.FinderStudioScreen),
  ['visionLab', 'findMyKeys'],
);

/** /code-lab/:levelId: one Code Lab level (docs/product/code-lab.md), the game studio, the tune studio, NeighborNet App or Find My Keys App. */
export function Component() {
  const { levelId = '' } = useParams();
  if (levelId === GAME_STUDIO_ID)
    return (
      <Suspense fallback={null}>
        <GameStudio />
      </Suspense>
    );
  if (levelId === TUNE_STUDIO_ID)
    return (
      <Suspense fallback={null}>
        <TuneStudio />
      </Suspense>
    );
  if (levelId === NEIGHBOR_NET_ID)
    return (
      <Suspense fallback={null}>
        <NeighborNet />
      </Suspense>
    );
  if (levelId === FIND_MY_KEYS_ID)
    return (
      <Suspense fallback={null}>
        <FindMyKeys />
      </Suspense>
    );
  return <Level levelId={levelId} />;
}

function Level({ levelId }: { levelId: string }) {
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

import '../features/code-lab/words-ready';
import { Link, useParams } from 'react-router';
import { secondaryButton } from '../components/button-styles';
import { useCodeLabLevels } from '../lib/use-code-lab-levels';
import { useT } from '../i18n/use-t';
import { useCodeLabProgress } from '../lib/code-lab-progress';
import { GAME_STUDIO_PATH } from '../features/code-lab/game-studio/game-studio-path';
import { TUNE_STUDIO_PATH } from '../features/code-lab/sound-studio/tune-studio-path';
import { paths } from '../lib/paths';
import { WorldPuzzles } from '../features/code-lab/world-map/world-puzzles';

/** /code-lab/worlds/:worldId: one Code Lab world's puzzles (docs/product/code-lab.md#world-map). */
export function Component() {
  const { worldId = '' } = useParams();
  const t = useT('codeLab');
  const { findLevel, findWorld } = useCodeLabLevels();
  const { stars } = useCodeLabProgress();
  const world = findWorld(worldId);
  const back = (
    <Link to={paths.codeLab} className={secondaryButton}>
      <span aria-hidden="true">←</span> {t('codeLab.world.allWorlds')}
    </Link>
  );
  if (!world) {
    return (
      <section className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow">
        <h1 className="text-3xl font-extrabold text-violet-900">{t('codeLab.world.notFoundTitle')}</h1>
        <p className="text-lg">{t('codeLab.world.notFoundLine')}</p>
        {back}
      </section>
    );
  }
  const suggested = world.levelIds.find((id) => !stars.has(id)) ?? null;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{world.title}</h1>
        <div className="flex flex-wrap gap-2">
          {/* The Game Lab's worlds lead to the studio where a child makes any game. */}
          {(world.id === 'game' || world.id === 'racer') && (
            <Link to={GAME_STUDIO_PATH} className={secondaryButton}>
              {t('codeLab.world.toGameStudio')}
            </Link>
          )}
          {/* The Sound Lab's world leads to the studio where a child makes any tune. */}
          {world.id === 'sound' && (
            <Link to={TUNE_STUDIO_PATH} className={secondaryButton}>
              {t('codeLab.world.toTuneStudio')}
            </Link>
          )}
          {back}
        </div>
      </div>
      <WorldPuzzles world={world} levelOf={findLevel} stars={stars} suggested={suggested} />
    </div>
  );
}

import '../features/code-lab/words-ready';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t';
import { useCodeLabProgress } from '../lib/code-lab-progress';
import { GAME_STUDIO_PATH } from '../features/code-lab/game-studio/game-studio-path';
import { TUNE_STUDIO_PATH } from '../features/code-lab/sound-studio/tune-studio-path';
import { paths } from '../lib/paths';
import { useCodeLabLevels } from '../lib/use-code-lab-levels';
import { WorldMap } from '../features/code-lab/world-map/world-map';

/** /code-lab: a card per Code Lab world (docs/product/code-lab.md#world-map). */
export function Component() {
  const t = useT('codeLab');
  const { levels, worlds, findLevel } = useCodeLabLevels();
  const { stars } = useCodeLabProgress();
  const suggested = levels.find((l) => !stars.has(l.id))?.id ?? null;
  return (
    <div className="grid gap-4 sm:gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{t('codeLab.title')}</h1>
        <p className="text-lg text-slate-900">{t('codeLab.map.lead')}</p>
      </div>
      <WorldMap worlds={worlds} levelOf={findLevel} stars={stars} suggested={suggested} />
      <Link
        to={paths.codeLabStudio}
        className="grid gap-1 rounded-3xl bg-white p-5 shadow hover:bg-violet-50"
      >
        <span className="text-2xl font-extrabold text-violet-900">{t('codeLab.map.freeDrawing')}</span>
        <span className="text-lg text-slate-900">{t('codeLab.map.freeDrawingLine')}</span>
      </Link>
      <Link
        to={GAME_STUDIO_PATH}
        className="grid gap-1 rounded-3xl bg-white p-5 shadow hover:bg-violet-50"
      >
        <span className="text-2xl font-extrabold text-violet-900">{t('codeLab.map.gameStudio')}</span>
        <span className="text-lg text-slate-900">{t('codeLab.map.gameStudioLine')}</span>
      </Link>
      <Link
        to={TUNE_STUDIO_PATH}
        className="grid gap-1 rounded-3xl bg-white p-5 shadow hover:bg-violet-50"
      >
        <span className="text-2xl font-extrabold text-violet-900">{t('codeLab.map.tuneStudio')}</span>
        <span className="text-lg text-slate-900">{t('codeLab.map.tuneStudioLine')}</span>
      </Link>
    </div>
  );
}

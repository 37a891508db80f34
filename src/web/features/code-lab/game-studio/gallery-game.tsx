// A shared game in a class gallery (docs/product/gallery-screens.md): what it is made of, in
// words from the lists (its objects: never the child's typed title), and a button that plays it
// full screen. The teacher's Gallery tab (its preview) and the class's /gallery both show it; the
// route loads it with its words, so the pages that list drawings only never carry the engine.
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { useT } from '../../../i18n/use-t';
import { PlayFullScreen } from './game-player';
import { objectsOf } from './game-objects';

export default function GalleryGame({ program, nickname }: { program: GameProgram; nickname: string }) {
  const t = useT('gameStudio', 'gameScene');
  return (
    <div className="grid gap-2">
      <p className="text-lg text-slate-900">{t('gameStudio.games.objects', { objects: objectsOf(program, t) })}</p>
      <PlayFullScreen program={program} label={t('gameStudio.gallery.play', { nickname })} />
    </div>
  );
}

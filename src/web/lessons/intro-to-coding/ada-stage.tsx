// Where Ada acts the first program out (docs/product/lessons.md#first-lesson): a small grid, Ada in her cell with an arrow
// for the way she faces and a speech bubble when she talks.
import type { AdaState, Facing, Stage } from '../../../domain/lessons/code-builder';
import { useT } from '../../i18n/use-t';
import '../activity-words'; // its words are loaded before it renders

const arrowTurn: Record<Facing, string> = { right: 'rotate-0', down: 'rotate-90', left: 'rotate-180', up: '-rotate-90' };

export function AdaStage({ stage, ada }: { stage: Stage; ada: AdaState }) {
  const t = useT('activities');
  const cells = Array.from({ length: stage.columns * stage.rows }, (_, i) => i);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-lg font-bold text-violet-900">{t('activities.codeBuilder.stage')}</figcaption>
      <div
        className="grid w-full max-w-md gap-1 rounded-2xl bg-emerald-100 p-2"
        style={{ gridTemplateColumns: `repeat(${stage.columns}, minmax(0, 1fr))` }}
      >
        {cells.map((i) => {
          const x = i % stage.columns;
          const y = Math.floor(i / stage.columns);
          const here = ada.x === x && ada.y === y;
          return (
            <div key={i} className="relative grid aspect-square place-items-center rounded-xl bg-white/70">
              {here && (
                <>
                  {ada.saying && (
                    <span className="absolute -top-3 left-1/2 z-10 -translate-x-1/2 rounded-xl border-2 border-violet-300 bg-white px-2 py-1 text-sm font-bold whitespace-nowrap text-violet-900">
                      {ada.saying}
                    </span>
                  )}
                  <span aria-hidden="true" className="text-4xl">
                    🧒
                  </span>
                  <span aria-hidden="true" className={`absolute right-1 bottom-1 text-xl motion-safe:transition-transform ${arrowTurn[ada.facing]}`}>
                    ➡
                  </span>
                  <span className="sr-only">{t('activities.codeBuilder.facing', { facing: ada.facing })}</span>
                </>
              )}
            </div>
          );
        })}
      </div>
    </figure>
  );
}

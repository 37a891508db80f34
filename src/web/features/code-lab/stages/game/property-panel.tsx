// The property panel (docs/decisions/402-the-game-lab.md#the-scene): every sprite of the game as
// an object with its properties (x, y, direction, speed, visible) in a real table that follows
// the game as it plays, the bridge to "objects have properties". It takes a new frame about ten
// times a second while a game plays (use-sampled-frame.ts), and only the rows that changed draw
// again. On a phone it fits the screen; a longer language's words may make the table scroll
// sideways inside its own labelled box, never the page.
import { memo, useId } from 'react';
import { useT } from '../../../../i18n/use-t';
import type {
  GameFrame,
  SpriteId,
  SpriteState,
} from '../../../../../domain/code-lab/stages/game/game-types';
import { spriteWords } from './game-words';
import { useSampledFrame } from './use-sampled-frame';

/** While a game plays, the panel takes every third frame: ten times a second. */
const PANEL_EVERY_FRAMES = 3;

export type PropertyPanelProps = {
  frame: GameFrame;
  /** A game is playing (the panel then follows it ten times a second; otherwise at once). */
  playing: boolean;
};

type RowProps = {
  id: SpriteId;
  x: number;
  y: number;
  direction: number;
  speed: number;
  visible: boolean;
};

// Narrow padding, and small headers below 640 px, so the six columns fit a 390 px phone in
// Spanish too ("dirección", "velocidad"); a longer language scrolls inside the box.
const cell = 'px-1 py-1 text-right sm:px-1.5';

const PropertyRow = memo(function PropertyRow({ id, x, y, direction, speed, visible }: RowProps) {
  const t = useT('gameScene');
  return (
    <tr data-sprite={id} className="border-t border-slate-200">
      <th scope="row" className="px-1 py-1 text-left font-bold sm:px-1.5">
        {spriteWords(id, t)}
      </th>
      <td className={cell}>{Math.round(x)}</td>
      <td className={cell}>{Math.round(y)}</td>
      <td className={cell}>{Math.round(direction)}</td>
      <td className={cell}>{Math.round(speed)}</td>
      <td className={cell}>{visible ? t('gameScene.panel.yes') : t('gameScene.panel.no')}</td>
    </tr>
  );
});

const PropertyTable = memo(function PropertyTable({
  sprites,
  labelledBy,
}: {
  sprites: readonly SpriteState[];
  labelledBy: string;
}) {
  const t = useT('gameScene');
  const header = 'px-1 py-1 text-right text-xs font-extrabold sm:px-1.5 sm:text-sm';
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      // It scrolls sideways when its words are wider than the screen: a keyboard can scroll it too.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border-2 border-slate-200 bg-white"
    >
      <table className="w-full border-collapse text-sm text-slate-900 tabular-nums">
        <caption className="sr-only">{t('gameScene.panel.caption')}</caption>
        <thead className="bg-violet-50 text-violet-950">
          <tr>
            <th
              scope="col"
              className="px-1 py-1 text-left text-xs font-extrabold sm:px-1.5 sm:text-sm"
            >
              {t('gameScene.panel.object')}
            </th>
            <th scope="col" className={header}>
              {t('gameScene.property.x')}
            </th>
            <th scope="col" className={header}>
              {t('gameScene.property.y')}
            </th>
            <th scope="col" className={header}>
              {t('gameScene.property.direction')}
            </th>
            <th scope="col" className={header}>
              {t('gameScene.property.speed')}
            </th>
            <th scope="col" className={header}>
              {t('gameScene.property.visible')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sprites.map((s) => (
            <PropertyRow
              key={s.id}
              id={s.id}
              x={s.x}
              y={s.y}
              direction={s.direction}
              speed={s.speed}
              visible={s.visible}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
});

export function PropertyPanel({ frame, playing }: PropertyPanelProps) {
  const t = useT('gameScene');
  const shown = useSampledFrame(frame, playing, PANEL_EVERY_FRAMES);
  const headingId = `${useId()}-properties`;
  return (
    <div className="grid min-w-0 gap-1" data-testid="property-panel">
      <h2 id={headingId} className="text-lg font-extrabold text-violet-950">
        {t('gameScene.panel.heading')}
      </h2>
      <PropertyTable sprites={shown.sprites} labelledBy={headingId} />
    </div>
  );
}

// The objects of a studio game (docs/product/code-lab.md#the-game-studio): add up to 8 from our
// costumes' names (a list, never typed), set where each starts from lists (x, y, direction,
// speed, visible), and take one away unless a block names it. Every control is a list or a
// button: tap, click or keyboard. The program holds the scene (`sprites`), so the editor's
// change is the program's (the caller's `onChange`).
import { useId, useState } from 'react';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import {
  addSprite,
  choicesFor,
  removeSprite,
  setSpriteStart,
  spritesInUse,
  spritesToAdd,
  type StartProperty,
} from '../../../../domain/code-lab/stages/game/game-studio';
import { MAX_SPRITES, type SpriteId, type SpriteStart } from '../../../../domain/code-lab/stages/game/game-types';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { sentence, spriteWords } from '../stages/game/game-words';

const select =
  'min-h-11 w-full rounded-lg border-2 border-slate-500 bg-white px-2 text-lg font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-60';

type Props = {
  program: GameProgram;
  /** A game plays: nothing changes meanwhile. */
  locked: boolean;
  /** A change of the program's scene (applied to the program as it is then), and what to say. */
  onChange: (change: (program: GameProgram) => GameProgram, said: string) => void;
};

const NUMBERS = ['x', 'y', 'direction', 'speed'] as const;

export function SpriteEditor({ program, locked, onChange }: Props) {
  const t = useT('gameStudio', 'gameScene');
  const sprites = program.sprites ?? [];
  const choices = spritesToAdd(program);
  const [adding, setAdding] = useState<SpriteId | ''>('');
  const toAdd = adding !== '' && choices.includes(adding) ? adding : (choices[0] ?? '');
  const addId = useId();
  const used = spritesInUse(program);

  return (
    <section aria-labelledby="game-objects" className="grid content-start gap-3 rounded-3xl bg-white p-4 shadow sm:p-6">
      <h2 id="game-objects" className="text-2xl font-extrabold text-violet-900">
        {t('gameStudio.objects.heading')}
      </h2>
      <p className="text-base text-slate-700">
        {sprites.length >= MAX_SPRITES
          ? t('gameStudio.objects.full', { max: MAX_SPRITES })
          : t('gameStudio.objects.count', { count: sprites.length, max: MAX_SPRITES })}
      </p>
      {choices.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-0 flex-auto gap-1">
            <label htmlFor={addId} className="text-base font-bold text-slate-900">
              {t('gameStudio.objects.add')}
            </label>
            <select
              id={addId}
              className={select}
              value={toAdd}
              disabled={locked}
              onChange={(e) => setAdding(e.target.value as SpriteId)}
            >
              {choices.map((id) => (
                <option key={id} value={id}>
                  {sentence(spriteWords(id, t))}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={secondaryButton}
            disabled={locked || toAdd === ''}
            onClick={() => {
              if (toAdd === '') return;
              onChange((p) => addSprite(p, toAdd), t('gameStudio.objects.added', { sprite: spriteWords(toAdd, t) }));
            }}
          >
            {t('gameStudio.objects.addButton')}
          </button>
        </div>
      )}
      {sprites.length === 0 ? (
        <p className="text-slate-700">{t('gameStudio.objects.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {sprites.map((sprite) => (
            <SpriteRow
              key={sprite.id}
              sprite={sprite}
              inUse={used.has(sprite.id)}
              locked={locked}
              onSet={(property, value) => onChange((p) => setSpriteStart(p, sprite.id, property, value), '')}
              onRemove={() =>
                used.has(sprite.id)
                  ? onChange((p) => p, t('gameStudio.objects.inUse', { sprite: sentence(spriteWords(sprite.id, t)) }))
                  : onChange((p) => removeSprite(p, sprite.id), t('gameStudio.objects.removed', { sprite: spriteWords(sprite.id, t) }))
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type RowProps = {
  sprite: SpriteStart;
  inUse: boolean;
  locked: boolean;
  onSet: (property: StartProperty, value: number | boolean) => void;
  onRemove: () => void;
};

function SpriteRow({ sprite, inUse, locked, onSet, onRemove }: RowProps) {
  const t = useT('gameStudio', 'gameScene');
  const name = spriteWords(sprite.id, t);
  const id = useId();
  return (
    <li className="grid gap-2 rounded-2xl border-2 border-slate-200 p-3" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-name`} className="text-xl font-extrabold text-slate-900">
          {sentence(name)}
        </h3>
        <button
          type="button"
          className={`${secondaryButton} px-4 text-base`}
          disabled={locked}
          aria-describedby={inUse ? `${id}-used` : undefined}
          onClick={onRemove}
        >
          {t('gameStudio.objects.remove', { sprite: name })}
        </button>
      </div>
      {inUse && (
        <p id={`${id}-used`} className="text-sm text-slate-700">
          {t('gameStudio.objects.inUse', { sprite: sentence(name) })}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {NUMBERS.map((property) => (
          <label key={property} className="grid min-w-0 gap-1 text-base font-bold [overflow-wrap:anywhere] text-slate-900">
            {t(`gameScene.property.${property}`)}
            <select
              className={select}
              aria-label={t('gameStudio.objects.setting', { sprite: name, property: t(`gameScene.property.${property}`) })}
              value={sprite[property]}
              disabled={locked}
              onChange={(e) => onSet(property, Number(e.target.value))}
            >
              {choicesFor(property, sprite[property]).map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="grid min-w-0 gap-1 text-base font-bold [overflow-wrap:anywhere] text-slate-900">
          {t('gameScene.property.visible')}
          <select
            className={select}
            aria-label={t('gameStudio.objects.setting', { sprite: name, property: t('gameScene.property.visible') })}
            value={sprite.visible ? 'yes' : 'no'}
            disabled={locked}
            onChange={(e) => onSet('visible', e.target.value === 'yes')}
          >
            <option value="yes">{t('gameScene.panel.yes')}</option>
            <option value="no">{t('gameScene.panel.no')}</option>
          </select>
        </label>
      </div>
    </li>
  );
}

// A game block's settings and an event block's key or sprites, each picked from a list, never
// typed (docs/decisions/402-the-game-lab.md#the-level-page): native selects beside the row, as a
// pen colour's (editor/pen-color-pick.tsx), so a finger gets the phone's own picker and the keys
// work as everywhere else; each is named by its row's place ("Step 1 (under When the game
// starts): which object"). Short words between them read as the block does: "the cat · 10 steps".
import { Fragment, type ReactNode } from 'react';
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import type { GameHandler } from '../../../../../domain/code-lab/stages/game/game-program';
import { eventWords, spriteWords } from '../../../../../domain/code-lab/stages/game/game-words';
import {
  GAME_KEYS,
  type GameEvent,
  type GameKey,
  type SpriteId,
} from '../../../../../domain/code-lab/stages/game/game-types';
import type { MessageKey, Translate } from '../../../../../i18n/translate';
import { useT } from '../../../../i18n/use-t';
import { SETTINGS, settingValues, type SettingName } from './handler-model';

const select =
  'min-h-11 max-w-full rounded-lg border-2 border-slate-500 bg-white px-1.5 text-base font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-60 sm:px-2 sm:text-lg';
const join = 'text-sm font-bold text-slate-800 sm:text-base';

type PickProps = {
  name: string;
  value: string | number;
  values: readonly (string | number)[];
  words: (value: string | number) => string;
  tabIndex: number;
  locked: boolean;
  onChange: (value: string | number) => void;
};

/** One labelled list. The keys stay with it (they never move the insertion point). */
function Pick({ name, value, values, words, tabIndex, locked, onChange }: PickProps) {
  const numbers = typeof value === 'number';
  return (
    <select
      aria-label={name}
      value={String(value)}
      tabIndex={tabIndex}
      disabled={locked}
      onChange={(e) => onChange(numbers ? Number(e.target.value) : e.target.value)}
      onKeyDown={(e) => e.stopPropagation()}
      className={select}
    >
      {values.map((v) => (
        <option key={String(v)} value={String(v)}>
          {words(v)}
        </option>
      ))}
    </select>
  );
}

const settingLabel = {
  sprite: 'gameLevel.setting.sprite',
  other: 'gameLevel.setting.other',
  steps: 'gameLevel.setting.steps',
  degrees: 'gameLevel.setting.degrees',
  x: 'gameLevel.setting.x',
  y: 'gameLevel.setting.y',
  property: 'gameLevel.setting.property',
  value: 'gameLevel.setting.value',
  by: 'gameLevel.setting.by',
  phrase: 'gameLevel.setting.phrase',
} as const satisfies Record<SettingName, MessageKey>;

const JOINS = {
  steps: 'gameLevel.joins.steps',
  degrees: 'gameLevel.joins.degrees',
  x: 'gameLevel.joins.x',
  y: 'gameLevel.joins.y',
  to: 'gameLevel.joins.to',
  by: 'gameLevel.joins.by',
  and: 'gameLevel.joins.and',
} as const satisfies Record<string, MessageKey>;
type Join = (typeof JOINS)[keyof typeof JOINS];

/** The words shown before and after a setting's list, as the block reads. */
function joins(op: Stmt['op'], name: SettingName): { before?: Join; after?: Join } {
  if (name === 'steps') return { after: JOINS.steps };
  if (name === 'degrees') return { after: JOINS.degrees };
  if (name === 'x') return { before: JOINS.x };
  if (name === 'y') return { before: JOINS.y };
  if (name === 'value') return { before: JOINS.to };
  if (name === 'by') return { before: JOINS.by };
  if (name === 'other' && op === 'if-touching') return { before: JOINS.and };
  return {};
}

const scene = (t: Translate, key: string) => (t as (key: string) => string)(key);

/** A setting's value in words: a sprite's name, a property, a phrase, a number ("+2" for a change). */
function valueWords(name: SettingName, value: string | number, t: Translate): string {
  if (name === 'sprite' || name === 'other') return spriteWords(value as SpriteId, t);
  if (name === 'property') return scene(t, `gameScene.property.${value}`);
  if (name === 'phrase') return scene(t, `gameScene.phrase.${value}`);
  if (name === 'by' && typeof value === 'number' && value > 0) return `+${value}`;
  return typeof value === 'number' && value < 0 ? `−${-value}` : String(value);
}

type Props = {
  stmt: Stmt;
  /** The row's place ("Step 1 (under When the game starts)"), naming each list. */
  place: string;
  tabIndex: number;
  locked: boolean;
  /** The scene's sprites: the only ones a block can name. */
  sprites: readonly SpriteId[];
  onChange: (name: SettingName, value: string | number) => void;
};

/** A game block's lists, or nothing for a block without settings. */
export function GameSettings({ stmt, place, tabIndex, locked, sprites, onChange }: Props) {
  const t = useT('gameLevel', 'gameScene');
  const names = SETTINGS[stmt.op];
  if (!names) return null;
  const own = stmt as unknown as Record<SettingName, string | number>;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1 sm:gap-1.5">
      {names.map((name) => {
        const { before, after } = joins(stmt.op, name);
        return (
          <Fragment key={name}>
            {before && <span className={join}>{t(before)}</span>}
            <Pick
              name={t(settingLabel[name], { place })}
              value={own[name]}
              values={settingValues(stmt, name, sprites)}
              words={(v) => valueWords(name, v, t)}
              tabIndex={tabIndex}
              locked={locked}
              onChange={(v) => onChange(name, v)}
            />
            {after && <span className={join}>{t(after)}</span>}
          </Fragment>
        );
      })}
    </span>
  );
}

type EventProps = {
  handler: GameHandler;
  tabIndex: number;
  locked: boolean;
  sprites: readonly SpriteId[];
  onChange: (event: GameEvent) => void;
};

/** An event block's key, or the sprite tapped, or the two sprites that touch; nothing for the others. */
export function EventSettings({ handler, tabIndex, locked, sprites, onChange }: EventProps) {
  const t = useT('gameLevel', 'gameLab', 'gameScene');
  const { event } = handler;
  const words = eventWords(event, t);
  const sprite = (v: string | number) => spriteWords(v as SpriteId, t);
  const pick = (
    name: string,
    value: string,
    values: readonly string[],
    say: (v: string | number) => string,
    set: (v: string) => void,
  ): ReactNode => (
    <Pick
      name={name}
      value={value}
      values={values}
      words={say}
      tabIndex={tabIndex}
      locked={locked}
      onChange={(v) => set(String(v))}
    />
  );
  if (event.kind === 'key')
    return pick(
      t('gameLevel.setting.key', { event: words }),
      event.key,
      GAME_KEYS,
      (k) => scene(t, `gameLab.key.${k}`),
      (key) => onChange({ kind: 'key', key: key as GameKey }),
    );
  if (event.kind === 'tap')
    return pick(
      t('gameLevel.setting.tapped', { event: words }),
      event.sprite,
      sprites,
      sprite,
      (s) => onChange({ kind: 'tap', sprite: s as SpriteId }),
    );
  if (event.kind === 'touch')
    return (
      <span className="flex min-w-0 flex-wrap items-center gap-1 sm:gap-1.5">
        {pick(t('gameLevel.setting.tapped', { event: words }), event.sprite, sprites, sprite, (s) =>
          onChange({ ...event, sprite: s as SpriteId }),
        )}
        <span className={join}>{t('gameLevel.joins.and')}</span>
        {pick(t('gameLevel.setting.touches', { event: words }), event.other, sprites, sprite, (s) =>
          onChange({ ...event, other: s as SpriteId }),
        )}
      </span>
    );
  return null;
}

// A sound block's settings, each picked from a list, never typed (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// the note (two octaves, named C D E or Do Re Mi), the length, the drum, the words and the tempo,
// as native selects beside the row like a game block's (stages/game/game-settings.tsx), so a
// finger gets the phone's own picker and the keys work as everywhere else. Each is named by its
// row's place ("Step 2: which note").
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import {
  DRUMS,
  LENGTHS,
  NOTES,
  SOUND_PHRASES,
  TEMPOS,
} from '../../../../../domain/code-lab/stages/sound/sound-types';
import type { MessageKey, Translate } from '../../../../../i18n/translate';
import { useT } from '../../../../i18n/use-t';
import { drumWords, lengthWords, noteWords, phraseWords } from './sound-words';

const select =
  'min-h-11 max-w-full rounded-lg border-2 border-slate-500 bg-white px-1.5 text-base font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-60 sm:px-2 sm:text-lg';

/** The settings a sound block has, in the order the block reads. */
const SETTINGS = {
  'play-note': ['note', 'length'],
  'play-drum': ['drum', 'length'],
  rest: ['length'],
  tempo: ['bpm'],
  'sound-say': ['phrase'],
} as const;
type SoundOp = keyof typeof SETTINGS;
export type SoundSetting = (typeof SETTINGS)[SoundOp][number];

const isSoundOp = (op: string): op is SoundOp => op in SETTINGS;

const VALUES: Record<SoundSetting, readonly (string | number)[]> = {
  note: NOTES,
  length: LENGTHS,
  drum: DRUMS,
  phrase: SOUND_PHRASES,
  bpm: TEMPOS,
};

const LABELS = {
  note: 'soundLevel.setting.note',
  length: 'soundLevel.setting.length',
  drum: 'soundLevel.setting.drum',
  phrase: 'soundLevel.setting.phrase',
  bpm: 'soundLevel.setting.bpm',
} as const satisfies Record<SoundSetting, MessageKey>;

function valueWords(name: SoundSetting, value: string | number, t: Translate): string {
  switch (name) {
    case 'note':
      return noteWords(value as (typeof NOTES)[number], t);
    case 'length':
      return lengthWords(value as (typeof LENGTHS)[number], t);
    case 'drum':
      return drumWords(value as (typeof DRUMS)[number], t);
    case 'phrase':
      return phraseWords(value as (typeof SOUND_PHRASES)[number], t);
    case 'bpm':
      return t('soundLevel.setting.bpmValue', { bpm: value });
  }
}

/** The block with one setting changed (the value comes from the setting's own list). */
export function withSetting(stmt: Stmt, name: SoundSetting, value: string | number): Stmt {
  if (!isSoundOp(stmt.op) || !(SETTINGS[stmt.op] as readonly string[]).includes(name)) return stmt;
  if (!VALUES[name].includes(value)) return stmt;
  return { ...stmt, [name]: value } as Stmt;
}

type Props = {
  stmt: Stmt;
  place: string;
  tabIndex: number;
  locked: boolean;
  onChange: (name: SoundSetting, value: string | number) => void;
};

/** A sound block's lists, or nothing for a block without settings. */
export function SoundPickers({ stmt, place, tabIndex, locked, onChange }: Props) {
  const t = useT('soundLevel', 'soundLab');
  if (!isSoundOp(stmt.op)) return null;
  const own = stmt as unknown as Record<SoundSetting, string | number>;
  return (
    <>
      {SETTINGS[stmt.op].map((name) => (
        <select
          key={name}
          aria-label={t(LABELS[name], { place })}
          value={String(own[name])}
          tabIndex={tabIndex}
          disabled={locked}
          onChange={(e) =>
            onChange(name, typeof own[name] === 'number' ? Number(e.target.value) : e.target.value)
          }
          onKeyDown={(e) => e.stopPropagation()}
          className={select}
        >
          {VALUES[name].map((v) => (
            <option key={String(v)} value={String(v)}>
              {valueWords(name, v, t)}
            </option>
          ))}
        </select>
      ))}
    </>
  );
}

// A page block's settings, each picked from a list, never typed (docs/decisions/409-the-web-lab-page.md#the-editor):
// a text is a sentence starter and a word of its list ("My favourite animal is [the cat]."), a
// colour one of the 8, a page one of the child's pages, as native selects so a finger gets the
// phone's own picker and the keys work as everywhere else; a picture from a grid of our own
// pictures with their names. Each is named by its block's place ("Block 2: which sentence").
import { useId, useRef, useState } from 'react';
import {
  WEB_COLOURS,
  WEB_PICTURES,
  WEB_STARTERS,
  WEB_STARTER_IDS,
  WEB_WORD_LISTS,
  type WebColour,
  type WebPicture,
  type WebStarter,
  type WebWord,
} from '../../../../../domain/code-lab/stages/web/web-types';
import { useT } from '../../../../i18n/use-t';
import { pictureUrl, starterChoice, wordWords } from './web-block-words';

export const select =
  'min-h-11 max-w-full min-w-0 rounded-lg border-2 border-slate-500 bg-white px-1.5 text-base font-bold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600 disabled:opacity-60 sm:px-2 sm:text-lg';

export type WebTextValue = { starter: WebStarter; word: WebWord };

/** The starters a block offers (a link's are its own; the others' are every other starter). */
export const TEXT_STARTERS = WEB_STARTER_IDS.filter((s) => s !== 'go-to-page' && s !== 'visit-house');
export const LINK_STARTERS: readonly WebStarter[] = ['go-to-page'];

/** The text with a new starter: its word kept when it fits the new list, else the list's first. */
function withStarter(starter: WebStarter, word: WebWord): WebTextValue {
  const list = WEB_WORD_LISTS[WEB_STARTERS[starter]] as readonly WebWord[];
  return { starter, word: list.includes(word) ? word : list[0]! };
}

type TextProps = {
  place: string;
  value: WebTextValue;
  starters: readonly WebStarter[];
  disabled?: boolean;
  onChange: (value: WebTextValue) => void;
};

export function TextPicker({ place, value, starters, disabled, onChange }: TextProps) {
  const t = useT('webLab', 'webLevel');
  const words = WEB_WORD_LISTS[WEB_STARTERS[value.starter]] as readonly WebWord[];
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1.5">
      <select
        className={select}
        aria-label={t('webLevel.pick.starter', { place })}
        value={value.starter}
        disabled={disabled}
        onChange={(e) => onChange(withStarter(e.target.value as WebStarter, value.word))}
      >
        {starters.map((s) => (
          <option key={s} value={s}>
            {starterChoice(s, t)}
          </option>
        ))}
      </select>
      <select
        className={select}
        aria-label={t('webLevel.pick.word', { place })}
        value={value.word}
        disabled={disabled}
        onChange={(e) => onChange({ starter: value.starter, word: e.target.value as WebWord })}
      >
        {words.map((w) => (
          <option key={w} value={w}>
            {wordWords(value.starter, w, t)}
          </option>
        ))}
      </select>
    </span>
  );
}

type ColourProps = { label: string; value: WebColour; disabled?: boolean; onChange: (value: WebColour) => void };

export function ColourPicker({ label, value, disabled, onChange }: ColourProps) {
  const t = useT('webLab');
  return (
    <label className="flex min-w-0 flex-wrap items-center gap-1.5 font-bold text-slate-800">
      {label}
      <select className={select} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as WebColour)}>
        {WEB_COLOURS.map((c) => (
          <option key={c} value={c}>
            {t(`webLab.colour.${c}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

type PictureProps = { place: string; value: WebPicture; disabled?: boolean; onChange: (value: WebPicture) => void };

/** The picture picked, and a grid of every picture with its name, opened on request. */
export function PicturePicker({ place, value, disabled, onChange }: PictureProps) {
  const t = useT('webLab', 'webLevel');
  const [open, setOpen] = useState(false);
  const gridId = useId();
  // The picked picture closes the grid; the keyboard comes back to the button that opened it.
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <span className="grid min-w-0 gap-1.5">
      <button
        ref={toggle}
        type="button"
        className="inline-flex min-h-11 items-center gap-2 justify-self-start rounded-lg border-2 border-slate-500 bg-white px-2 font-bold text-slate-900 disabled:opacity-60"
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <img src={pictureUrl(value)} alt="" width={32} height={32} className="size-8" />
        {t('webLevel.pick.picture', { picture: t(`webLab.picture.${value}`) })}
      </button>
      {open && (
        <span
          id={gridId}
          role="group"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            setOpen(false);
            toggle.current?.focus();
          }} aria-label={t('webLevel.pick.pictures', { place })} className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-1.5">
          {WEB_PICTURES.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === value}
              className="grid min-h-11 justify-items-center gap-0.5 rounded-lg border-2 border-slate-300 bg-white p-1 text-sm font-bold text-slate-900 aria-pressed:border-cyan-800 aria-pressed:bg-cyan-50"
              onClick={() => {
                onChange(p);
                setOpen(false);
                toggle.current?.focus();
              }}
            >
              <img src={pictureUrl(p)} alt="" width={40} height={40} className="size-10" />
              {t(`webLab.picture.${p}`)}
            </button>
          ))}
        </span>
      )}
    </span>
  );
}

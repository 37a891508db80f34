// The twelve big pictures a class child taps two of (docs/product.md#classes). Each is a toggle
// button (aria-pressed) with its name written under it and read aloud; Tab and the arrow keys
// move between them, Enter or Space chooses.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Picture } from '../../../domain/accounts/child-profile';
import { useT } from '../../i18n/use-t';
import {
  SignInPicture,
  pictureName,
  signInPictures,
} from '../../components/pictures/sign-in-picture';
import { SpokenText } from '../../lessons/kit/read-aloud/spoken-text';
import { itemBlockId } from './join-speech';
import { gridMove, togglePicture } from './picture-choice';

/** The pictures' names, read aloud after the step's words (JoinSpeech); `pictures` words loaded. */
export const pictureItems = () =>
  signInPictures.map((picture) => ({
    id: `picture-${picture}`,
    text: pictureName(picture),
  }));

/** Columns the grid shows now (3 on phones, more on wider screens); 3 where there is no layout. */
function columnsOf(grid: HTMLElement | null): number {
  const template = grid ? getComputedStyle(grid).gridTemplateColumns : 'none';
  const columns = template === 'none' ? 0 : template.split(' ').filter(Boolean).length;
  return columns > 0 ? columns : 3;
}

type Props = {
  chosen: readonly Picture[];
  onChange(chosen: readonly Picture[]): void;
  disabled?: boolean;
};

export function PicturePicker({ chosen, onChange, disabled = false }: Props) {
  const t = useT('join', 'pictures');
  const [full, setFull] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (picture: Picture) => {
    const next = togglePicture(chosen, picture);
    setFull(next.full);
    if (next.chosen !== chosen) onChange(next.chosen);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const to = gridMove(index, event.key, columnsOf(grid.current), signInPictures.length);
    if (to === null) return;
    event.preventDefault();
    buttons.current[to]?.focus();
  };

  return (
    <div className="grid gap-3">
      <ul
        ref={grid}
        aria-label={t('join.picturesLabel')}
        className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
      >
        {signInPictures.map((picture, index) => {
          const on = chosen.includes(picture);
          return (
            <li key={picture}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                aria-pressed={on}
                disabled={disabled}
                onClick={() => toggle(picture)}
                onKeyDown={onKeyDown(index)}
                className={`relative grid min-h-24 w-full justify-items-center gap-1 rounded-3xl border-4 p-2 text-lg font-bold text-slate-900 disabled:opacity-60 ${
                  on
                    ? 'border-violet-700 bg-violet-100'
                    : 'border-slate-300 bg-white hover:border-violet-400'
                }`}
              >
                <SignInPicture name={picture} decorative className="size-16 sm:size-20" />
                <SpokenText
                  blockId={itemBlockId(`picture-${picture}`)}
                  fallback={pictureName(picture)}
                />
                {on && <ChosenMark />}
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="text-center text-xl font-bold text-violet-900">
        {t('join.chosen', { count: chosen.length })}
        {full && (
          <span className="mt-1 block text-lg font-semibold text-amber-900">{t('join.twoAlready')}</span>
        )}
      </p>
    </div>
  );
}

/** A tick in a circle on a chosen picture (the pressed state is also told by aria-pressed). */
function ChosenMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="absolute top-1 right-1 size-8">
      <circle cx="12" cy="12" r="11" fill="#6d28d9" />
      <path
        d="M6.5 12.5 L10.5 16.5 L17.5 8.5"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

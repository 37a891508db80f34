// A repeat's count, 2 to 10, as a spin button (decision 183). Up and Right add one, Down and Left
// take one away, Home and End go to 2 and 10; the keys stay with the count and never move the
// insertion point. The − and + buttons do the same for a finger.
import type { KeyboardEvent } from 'react';
import { MAX_REPEAT, MIN_REPEAT } from './program-model';

type Props = {
  /** The spin button's name: "Step 1: how many times". */
  name: string;
  times: number;
  tabIndex: number;
  locked: boolean;
  onChange: (times: number) => void;
};

const KEYS: Record<string, (n: number) => number> = {
  ArrowUp: (n) => n + 1,
  ArrowRight: (n) => n + 1,
  ArrowDown: (n) => n - 1,
  ArrowLeft: (n) => n - 1,
  PageUp: (n) => n + 2,
  PageDown: (n) => n - 2,
  Home: () => MIN_REPEAT,
  End: () => MAX_REPEAT,
};

const countWords = (times: number): string => `Repeat ${times} times, ${MIN_REPEAT} to ${MAX_REPEAT}`;

const step =
  'grid size-11 place-items-center rounded-full border-2 border-amber-500 bg-white text-xl font-black text-amber-950 hover:bg-amber-100 disabled:cursor-not-allowed disabled:opacity-50';

export function RepeatCount({ name, times, tabIndex, locked, onChange }: Props) {
  const set = (n: number) => {
    const next = Math.max(MIN_REPEAT, Math.min(MAX_REPEAT, n));
    if (!locked && next !== times) onChange(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const key = /^[2-9]$/.test(e.key) ? () => Number(e.key) : KEYS[e.key];
    if (!key) return;
    e.preventDefault();
    e.stopPropagation();
    set(key(times));
  };
  return (
    <span className="inline-flex items-center gap-1 font-bold text-amber-950">
      <button type="button" tabIndex={-1} aria-label="Fewer times" className={step} disabled={locked || times <= MIN_REPEAT} onClick={() => set(times - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <span
        role="spinbutton"
        tabIndex={tabIndex}
        aria-label={name}
        aria-valuemin={MIN_REPEAT}
        aria-valuemax={MAX_REPEAT}
        aria-valuenow={times}
        aria-valuetext={countWords(times)}
        aria-disabled={locked || undefined}
        onKeyDown={onKeyDown}
        className="grid min-h-11 min-w-11 place-items-center rounded-lg border-2 border-amber-500 bg-white px-2 text-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        {times}
      </span>
      <button type="button" tabIndex={-1} aria-label="More times" className={step} disabled={locked || times >= MAX_REPEAT} onClick={() => set(times + 1)}>
        <span aria-hidden="true">+</span>
      </button>
      <span aria-hidden="true">times</span>
    </span>
  );
}

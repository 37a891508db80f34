// A block's number as a spin button (docs/decisions/183-code-lab-names-and-announcements.md): a
// repeat's count, 2 to 10, and a turn's angle on the pen's paper, 45, 90 or 135 degrees
// (docs/decisions/241-show-the-code.md). Up and Right go to the next value, Down and Left to the
// one before, Home and End to the ends; the keys stay with the control and never move the insertion
// point. The − and + buttons do the same for a finger.
import type { KeyboardEvent } from 'react';
import { TURN_DEGREES, type TurnDegrees } from '../../../../domain/code-lab/program';
import { useT } from '../../../i18n/use-t';
import { MAX_REPEAT, MIN_REPEAT } from './program-model';

type StepperProps = {
  /** The spin button's name: "Step 1: how many times". */
  name: string;
  value: number;
  /** Every value it can take, smallest first. */
  values: readonly number[];
  valueText: (value: number) => string;
  /** The −/+ buttons' names ("Fewer times", "More times"). */
  less: string;
  more: string;
  /** Shown after the control ("times", "degrees"). */
  unit: string;
  tabIndex: number;
  locked: boolean;
  /** Digit keys that choose a value at once (the repeat count's 2 to 9). */
  digitKeys?: boolean;
  onChange: (value: number) => void;
};

const step =
  'grid size-11 place-items-center rounded-full border-2 border-amber-500 bg-white text-xl font-black text-amber-950 hover:bg-amber-100 disabled:cursor-not-allowed disabled:opacity-50';

function Stepper({ name, value, values, valueText, less, more, unit, tabIndex, locked, digitKeys, onChange }: StepperProps) {
  const at = Math.max(0, values.indexOf(value));
  const last = values.length - 1;
  const set = (index: number) => {
    const next = values[Math.max(0, Math.min(last, index))]!;
    if (!locked && next !== value) onChange(next);
  };
  const keys: Record<string, () => number> = {
    ArrowUp: () => at + 1,
    ArrowRight: () => at + 1,
    ArrowDown: () => at - 1,
    ArrowLeft: () => at - 1,
    PageUp: () => at + 2,
    PageDown: () => at - 2,
    Home: () => 0,
    End: () => last,
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const digit = digitKeys && /^[0-9]$/.test(e.key) ? values.indexOf(Number(e.key)) : -1;
    const key = digit >= 0 ? () => digit : keys[e.key];
    if (!key) return;
    e.preventDefault();
    e.stopPropagation();
    set(key());
  };
  return (
    <span className="inline-flex items-center gap-1 font-bold text-amber-950">
      <button type="button" tabIndex={-1} aria-label={less} className={step} disabled={locked || at <= 0} onClick={() => set(at - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <span
        role="spinbutton"
        tabIndex={tabIndex}
        aria-label={name}
        aria-valuemin={values[0]}
        aria-valuemax={values[last]}
        aria-valuenow={value}
        aria-valuetext={valueText(value)}
        aria-disabled={locked || undefined}
        onKeyDown={onKeyDown}
        className="grid min-h-11 min-w-11 place-items-center rounded-lg border-2 border-amber-500 bg-white px-2 text-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        {value}
      </span>
      <button type="button" tabIndex={-1} aria-label={more} className={step} disabled={locked || at >= last} onClick={() => set(at + 1)}>
        <span aria-hidden="true">+</span>
      </button>
      <span aria-hidden="true">{unit}</span>
    </span>
  );
}

type Props<T extends number> = { name: string; tabIndex: number; locked: boolean; value: T; onChange: (value: T) => void };

const REPEAT_VALUES = Array.from({ length: MAX_REPEAT - MIN_REPEAT + 1 }, (_, i) => MIN_REPEAT + i);

export function RepeatCount({ name, value, tabIndex, locked, onChange }: Props<number>) {
  const t = useT('codeLab');
  return (
    <Stepper
      name={name}
      value={value}
      values={REPEAT_VALUES}
      valueText={(n) => t('codeLab.count.repeatValue', { n, min: MIN_REPEAT, max: MAX_REPEAT })}
      less={t('codeLab.count.fewer')}
      more={t('codeLab.count.more')}
      unit={t('codeLab.count.times')}
      tabIndex={tabIndex}
      locked={locked}
      digitKeys
      onChange={onChange}
    />
  );
}

/** A turn's angle on the pen's paper. */
export function TurnAngle({ name, value, tabIndex, locked, onChange }: Props<TurnDegrees>) {
  const t = useT('codeLab');
  return (
    <Stepper
      name={name}
      value={value}
      values={TURN_DEGREES}
      valueText={(n) => t('codeLab.count.degreesValue', { n })}
      less={t('codeLab.count.smaller')}
      more={t('codeLab.count.bigger')}
      unit={t('codeLab.count.degrees')}
      tabIndex={tabIndex}
      locked={locked}
      onChange={(n) => onChange(n as TurnDegrees)}
    />
  );
}

// Run, Step, Stop, Reset and the speed (slow, normal, fast). Stop works while a run is going
// (docs/decisions/179-what-counts-as-a-try.md). The keyboard's focus follows the run: Run hands it
// to Stop, and Stop hands it back to Run when the run is over, so it never falls to the page.
import { useEffect, useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import type { Speed } from '../run/run-state';
import type { RunControl } from '../run/use-run';

const speeds = [
  { value: 'slow', labelKey: 'codeLab.run.slow' },
  { value: 'normal', labelKey: 'codeLab.run.normal' },
  { value: 'fast', labelKey: 'codeLab.run.fast' },
] as const satisfies readonly { value: Speed; labelKey: string }[];

type Focused = 'run' | 'stop' | null;

// A pair grows to share its row and is never narrower than its two words: when both pairs do
// not fit on one row, the second wraps under the first. A button never breaks or cuts its word.
const pair = 'flex min-w-fit flex-auto gap-1.5 sm:flex-none sm:gap-2';
const fit = 'flex-1 whitespace-nowrap max-sm:px-3 sm:flex-none';

/** Keys that press Run, Step and Reset (present mode), as `aria-keyshortcuts` names them. */
export type RunShortcuts = { run: string; step: string; reset: string };

export function RunControls({ run, empty, shortcuts }: { run: RunControl; empty: boolean; shortcuts?: RunShortcuts }) {
  const t = useT('codeLab');
  const name = useId();
  const playing = run.phase === 'playing';
  const going = playing || run.phase === 'paused';
  const runButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  // The button that had the focus, until the focus moves on to something else (a button that
  // turns disabled loses it with no new target, which keeps this).
  const focused = useRef<Focused>(null);
  const track = (which: Focused) => ({
    onFocus: () => (focused.current = which),
    onBlur: (event: React.FocusEvent) => {
      if (event.relatedTarget) focused.current = null;
    },
  });

  useEffect(() => {
    const lost = (button: HTMLButtonElement | null) =>
      document.activeElement === button || document.activeElement === document.body || document.activeElement === null;
    if (playing && focused.current === 'run' && lost(runButton.current)) stopButton.current?.focus();
    if (!going && focused.current === 'stop' && lost(stopButton.current)) runButton.current?.focus();
  }, [playing, going]);

  return (
    <div className="grid gap-3">
      {/* Two pairs, Run and Step, Stop and Reset: one row when the words fit, two rows of two
          when a language's words are longer than the screen is wide (Spanish at 320-390 px),
          never a word cut inside its button (docs/decisions/380-words-fit-their-controls.md). */}
      <div className="flex flex-wrap gap-1.5 sm:gap-2">
        <div className={pair}>
          <button
            ref={runButton}
            type="button"
            className={`${primaryButton} ${fit}`}
            onClick={run.run}
            disabled={playing || empty}
            aria-keyshortcuts={shortcuts?.run}
            {...track('run')}
          >
            <span aria-hidden="true">▶</span> {t('codeLab.run.run')}
          </button>
          <button type="button" className={`${secondaryButton} ${fit}`} onClick={run.step} disabled={empty} aria-keyshortcuts={shortcuts?.step}>
            {t('codeLab.run.step')}
          </button>
        </div>
        <div className={pair}>
          <button
            ref={stopButton}
            type="button"
            className={`${secondaryButton} ${fit}`}
            onClick={run.stop}
            disabled={!going}
            {...track('stop')}
          >
            <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
              <rect width="10" height="10" rx="1.5" fill="currentColor" />
            </svg>
            {t('codeLab.run.stop')}
          </button>
          <button
            type="button"
            className={`${secondaryButton} ${fit}`}
            onClick={run.reset}
            disabled={run.phase === 'idle'}
            aria-keyshortcuts={shortcuts?.reset}
          >
            {t('codeLab.run.reset')}
          </button>
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 font-bold text-slate-800">{t('codeLab.run.speed')}</legend>
        {speeds.map((s) => (
          <label
            key={s.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-violet-300 px-3 font-bold text-violet-950 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-violet-700"
          >
            <input
              type="radio"
              name={name}
              value={s.value}
              checked={run.speed === s.value}
              onChange={() => run.setSpeed(s.value)}
              className="size-4 accent-violet-700"
            />
            {t(s.labelKey)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

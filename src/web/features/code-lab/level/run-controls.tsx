// Run, Step, Reset and the speed (slow, normal, fast).
import { useId } from 'react';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import type { RunControl, Speed } from '../run/use-run';

const speeds: { value: Speed; label: string }[] = [
  { value: 'slow', label: 'Slow' },
  { value: 'normal', label: 'Normal' },
  { value: 'fast', label: 'Fast' },
];

export function RunControls({ run, empty }: { run: RunControl; empty: boolean }) {
  const name = useId();
  const playing = run.phase === 'playing';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={run.run} disabled={playing || empty}>
          <span aria-hidden="true">▶</span> Run
        </button>
        <button type="button" className={secondaryButton} onClick={run.step} disabled={empty}>
          Step
        </button>
        <button type="button" className={secondaryButton} onClick={run.reset} disabled={run.phase === 'idle'}>
          Reset
        </button>
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-2 font-bold text-slate-800">Speed</legend>
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
            {s.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

import { useId } from 'react';
import { Progress } from 'radix-ui';

/** docs/product.md#constants: progress values are clamped to 0-100. */
const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;

/** A Radix progress bar with a visible label and percentage (the label is its accessible name). */
export function LabelledProgress({
  label,
  value,
  className = '',
}: {
  label: string;
  value: number;
  className?: string;
}) {
  const id = useId();
  const percent = clampPercent(value);
  return (
    <div className={className}>
      <div className="mb-1 flex justify-between text-sm font-semibold text-slate-700">
        <span id={id}>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <Progress.Root
        value={percent}
        aria-labelledby={id}
        getValueLabel={(v) => `${v}%`}
        className="relative h-4 overflow-hidden rounded-full bg-violet-100"
      >
        <Progress.Indicator
          className="h-full w-full rounded-full bg-violet-600 transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </Progress.Root>
    </div>
  );
}

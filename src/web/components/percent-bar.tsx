import { Progress } from 'radix-ui';

/** A labelled percent bar (Radix Progress), clamped 0-100 (SPEC §5). */
export function PercentBar({
  value,
  label,
  className = '',
}: {
  value: number;
  label: string;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <Progress.Root
      value={percent}
      max={100}
      aria-label={label}
      getValueLabel={(v) => `${v}%`}
      className={`relative h-5 w-full overflow-hidden rounded-full bg-violet-100 ${className}`}
    >
      <Progress.Indicator
        className="h-full rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600 transition-transform duration-500"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </Progress.Root>
  );
}

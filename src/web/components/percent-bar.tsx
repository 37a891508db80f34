/**
 * A labelled percent bar, clamped 0-100 (docs/product.md#constants). A plain ARIA progressbar rather than Radix
 * Progress: it sits on Home, and the first load has no room for another dependency.
 */
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
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={`relative h-5 w-full overflow-hidden rounded-full bg-violet-100 ${className}`}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600 transition-transform duration-500 motion-reduce:transition-none"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

// An on/off switch a teacher taps, clicks or presses Enter or Space on: the class's gallery and
// its sound (docs/product/classes.md). Its name and the words of what it means now are elsewhere
// on the page, by id.

export function SwitchButton({
  on,
  busy,
  labelledBy,
  describedBy,
  onChange,
}: {
  on: boolean;
  busy: boolean;
  labelledBy: string;
  describedBy: string;
  onChange(on: boolean): void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={() => onChange(!on)}
      className={`relative inline-flex h-11 w-20 shrink-0 items-center rounded-full border-2 transition-colors motion-reduce:transition-none disabled:opacity-70 ${
        on ? 'border-violet-800 bg-violet-700' : 'border-slate-500 bg-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`absolute size-8 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
          on ? 'translate-x-10' : 'translate-x-1'
        }`}
      />
    </button>
  );
}

/**
 * Our own tick for something done (no emoji font in every browser), with `label` for screen
 * readers. `className` sizes the picture (`size-6`, `size-7`).
 */
export function DoneTick({ label, className }: { label: string; className: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0">
      <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
        <circle cx="12" cy="12" r="11" fill="#047857" />
        <path
          d="M6.5 12.5 L10.5 16.5 L17.5 8.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

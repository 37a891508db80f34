// Our own pictures for the counting boxes (docs/product/lessons.md#variables): an apple and a
// star, in SVG (no emoji font needed). Decorative: the page names the box in words.
import type { BoxName } from '../../../domain/lessons/counting-boxes';

export function BoxPicture({ name, className = '' }: { name: BoxName; className?: string }) {
  return name === 'apples' ? (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <path d="M20 12c-4-4-14-3-14 9 0 9 6 16 10 16 2 0 3-1 4-1s2 1 4 1c4 0 10-7 10-16 0-12-10-13-14-9z" fill="#dc2626" />
      <path d="M20 12c0-4 1-7 4-9" stroke="#78350f" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M22 8c3-3 8-3 9-1-2 3-6 3-9 1z" fill="#16a34a" />
      <ellipse cx="13" cy="19" rx="2.5" ry="4" fill="#fca5a5" />
    </svg>
  ) : (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <path d="M20 3l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="#f59e0b" stroke="#b45309" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

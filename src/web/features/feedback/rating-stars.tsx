import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { RATING_MAX, RATING_MIN } from '../../../domain/constants';
import { messages } from '../../../domain/messages';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** SPEC §2 rating stars 1-5: a radio group, so arrow keys move between the stars. */
export function RatingStars({
  value,
  onChange,
}: {
  value: number | null;
  onChange(rating: number): void;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-1">
      <span id={labelId} className="font-bold text-slate-800">
        {messages.feedback.ratingLabel}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value === null ? '' : String(value)}
        onValueChange={(v) => onChange(Number(v))}
        className="flex gap-1"
      >
        {RATINGS.map((n) => (
          <RadioGroup.Item
            key={n}
            value={String(n)}
            aria-label={messages.feedback.star(n)}
            className="grid size-11 place-items-center rounded-full text-3xl leading-none hover:bg-amber-50"
          >
            <span
              aria-hidden="true"
              className={value !== null && n <= value ? 'text-amber-600' : 'text-slate-500'}
            >
              {value !== null && n <= value ? '★' : '☆'}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

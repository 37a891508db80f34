import { RATING_MAX, RATING_MIN } from '../../../domain/constants';
import { useT } from '../../i18n/use-t';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * Rating stars 1-5 (docs/product.md#feedback-form). Native radio buttons in a fieldset: arrow keys move and choose,
 * screen readers say "4 stars, 4 of 5", and a tap on a star chooses it.
 */
export function RatingStars({ value, onChange }: { value: number | null; onChange(rating: number): void }) {
  const t = useT('feedback');
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 font-bold text-slate-800">{t('feedback.ratingLabel')}</legend>
      <div className="flex gap-1">
        {RATINGS.map((n) => {
          const lit = value !== null && n <= value;
          return (
            <label
              key={n}
              className="relative grid size-11 cursor-pointer place-items-center rounded-full text-3xl leading-none hover:bg-amber-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-violet-700"
            >
              <input type="radio" name="rating" value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
              <span aria-hidden="true" className={lit ? 'text-amber-600' : 'text-slate-500'}>
                {lit ? '★' : '☆'}
              </span>
              <span className="sr-only">{t('feedback.star', { n })}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

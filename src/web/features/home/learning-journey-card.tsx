import { PercentBar } from '../../components/percent-bar';
import type { MessageKey } from '../../../i18n/translate';
import { rich, strong } from '../../i18n/rich';
import { useT } from '../../i18n/use-t';

const stages: ReadonlyArray<{ words: MessageKey; dot: string }> = [
  { words: 'home.journey.beginner', dot: 'bg-emerald-600' },
  { words: 'home.journey.intermediate', dot: 'bg-amber-500' },
  { words: 'home.journey.advanced', dot: 'bg-rose-600' },
];

/** Home (docs/product.md#home): percent-complete bar and a legend Beginner / Intermediate / Advanced. */
export function LearningJourneyCard({ percent }: { percent: number }) {
  const t = useT('home');
  return (
    <section aria-labelledby="journey-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="journey-title" className="text-2xl font-bold text-violet-900">
        {t('home.journey.title')}
      </h2>
      <p className="mt-2 text-lg">{rich(t('home.journey.line', { percent }), { b: strong })}</p>
      <PercentBar value={percent} label={t('home.journey.bar')} className="mt-4" />
      <ul className="mt-4 flex flex-wrap gap-4 text-base" aria-label={t('home.journey.levels')}>
        {stages.map((stage) => (
          <li key={stage.words} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-full ${stage.dot}`} />
            {t(stage.words)}
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';

const tips: MessageKey[] = ['home.tips.smallSteps', 'home.tips.mistakes', 'home.tips.readAloud', 'home.tips.breaks'];

export function TipsCard() {
  const t = useT('home');
  return (
    <section aria-labelledby="tips-title" className="rounded-3xl bg-amber-50 p-6 shadow">
      <h2 id="tips-title" className="text-2xl font-bold text-amber-900">
        <span aria-hidden="true">💡 </span>
        {t('home.tips.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
        {tips.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
    </section>
  );
}

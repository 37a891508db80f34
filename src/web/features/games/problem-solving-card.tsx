import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';

// docs/product.md#games-screen: the mascot's four-step problem-solving method.
const steps: ReadonlyArray<{ icon: string; title: MessageKey; text: MessageKey }> = [
  { icon: '🔎', title: 'play.method.identify.title', text: 'play.method.identify.text' },
  { icon: '🧩', title: 'play.method.breakDown.title', text: 'play.method.breakDown.text' },
  { icon: '💻', title: 'play.method.code.title', text: 'play.method.code.text' },
  { icon: '🤝', title: 'play.method.share.title', text: 'play.method.share.text' },
];

export function ProblemSolvingCard() {
  const t = useT('play');
  return (
    <section aria-labelledby="method-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="method-title" className="text-2xl font-extrabold text-violet-900">
        {t('play.method.title')}
      </h2>
      <p className="mt-1 text-lg">{t('play.method.intro')}</p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl bg-violet-50 p-4">
            <p className="text-lg font-bold text-violet-900">
              <span aria-hidden="true">{step.icon} </span>
              {t('play.method.step', { number: i + 1, title: t(step.title) })}
            </p>
            <p className="mt-1">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

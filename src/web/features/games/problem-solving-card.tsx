import type { MessageKey } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';

// docs/product.md#games-screen: the mascot's four-step problem-solving method.
const steps: ReadonlyArray<{ icon: string; heading: MessageKey; line: MessageKey }> = [
  { icon: '🔎', heading: 'play.method.identify.title', line: 'play.method.identify.text' },
  { icon: '🧩', heading: 'play.method.breakDown.title', line: 'play.method.breakDown.text' },
  { icon: '💻', heading: 'play.method.code.title', line: 'play.method.code.text' },
  { icon: '🤝', heading: 'play.method.share.title', line: 'play.method.share.text' },
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
          <li key={step.heading} className="rounded-2xl bg-violet-50 p-4">
            <p className="text-lg font-bold text-violet-900">
              <span aria-hidden="true">{step.icon} </span>
              {t('play.method.step', { number: i + 1, title: t(step.heading) })}
            </p>
            <p className="mt-1">{t(step.line)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useT } from '../../i18n/use-t';
import type { Translate } from '../../../i18n/translate';

// How the Chore Tracker works as code, in words for 8-10 year olds (docs/product.md#projects-and-the-chore-tracker).
// Code stays code (its names English); only the chore's name in the example is in the page's language.
const steps = (t: Translate) =>
  [
    {
      id: 'list',
      title: t('chores.code.list.title'),
      text: t('chores.code.list.text'),
      code: `let chores = [];
chores.push({
  name: ${JSON.stringify(t('chores.code.list.choreName'))},
  points: 5,
  done: false,
});`,
    },
    {
      id: 'variable',
      title: t('chores.code.variable.title'),
      text: t('chores.code.variable.text'),
      code: `let total = 0;
for (const chore of chores) {
  if (chore.done) {
    total = total + chore.points;
  }
}`,
    },
    {
      id: 'event',
      title: t('chores.code.event.title'),
      text: t('chores.code.event.text'),
      code: `doneButton.onclick = () => {
  chore.done = !chore.done;
  showTotal();
};`,
    },
    {
      id: 'saving',
      title: t('chores.code.saving.title'),
      text: t('chores.code.saving.text'),
      code: `save("chores", chores);`,
    },
  ] as const;

export function CodeSteps() {
  const t = useT('chores');
  return (
    <section
      aria-labelledby="code-steps-title"
      className="grid content-start gap-4 rounded-3xl bg-white p-6 shadow"
    >
      <h2 id="code-steps-title" className="text-2xl font-extrabold text-violet-900">
        {t('chores.code.title')}
      </h2>
      <ol className="grid gap-4">
        {steps(t).map((step, i) => (
          <li key={step.id} className="grid gap-2">
            <h3 className="text-lg font-bold text-violet-950">
              {t('chores.code.stepTitle', { step: i + 1, title: step.title })}
            </h3>
            <p>{step.text}</p>
            <pre
              className="overflow-x-auto rounded-xl bg-slate-900 p-3 text-sm text-emerald-200"
              tabIndex={0}
              aria-label={t('chores.code.stepLabel', { step: i + 1 })}
            >
              <code>{step.code}</code>
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { patternChallenges, patternExample } from '../../../../content/lessons/pattern-master';
import { symbolLabel } from '../../../domain/lessons/pattern-practice';
import { useContent, useT } from '../../i18n/use-t';
import { PatternSequence, PatternSymbolView } from './pattern-symbol';
import '../activity-words'; // its words are loaded before it renders

/** The Example tab: one pattern worked through step by step. */
export function PatternExample({ onPractice }: { onPractice: () => void }) {
  const t = useT('activities');
  const example = useContent('lessons/pattern-master', 'patternExample', patternExample);
  return (
    <section
      aria-labelledby="example-heading"
      className="grid gap-4 rounded-3xl bg-white p-6 shadow"
    >
      <h2 id="example-heading" className="text-2xl font-bold text-violet-900">
        {example.heading}
      </h2>
      <PatternSequence symbols={patternExample.sequence} label={t('activities.patterns.examplePattern')} />
      <ol className="grid list-decimal gap-2 pl-6 text-lg text-slate-800">
        {example.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="flex items-center gap-3 text-lg font-bold text-emerald-800">
        {t('activities.patterns.answer')} <PatternSymbolView symbol={example.answer} />{' '}
        {symbolLabel(t, example.answer)}
      </p>
      <button
        type="button"
        onClick={onPractice}
        className="inline-flex min-h-11 w-fit items-center rounded-full bg-violet-700 px-6 text-lg font-bold text-white"
      >
        {t('activities.patterns.nowYouTry')}
      </button>
    </section>
  );
}

/** The Challenge tab: ideas to try away from the screen; nothing is saved (docs/product/lessons.md#pattern-master). */
export function PatternChallenge({ onQuiz }: { onQuiz: () => void }) {
  const t = useT('activities');
  const challenges = useContent('lessons/pattern-master', 'patternChallenges', patternChallenges);
  return (
    <section
      aria-labelledby="challenge-heading"
      className="grid gap-4 rounded-3xl bg-white p-6 shadow"
    >
      <h2 id="challenge-heading" className="text-2xl font-bold text-violet-900">
        {t('activities.patterns.challengeHeading')}
      </h2>
      <ul className="grid gap-3">
        {challenges.map((c) => (
          <li key={c.id} className="rounded-2xl border-2 border-amber-200 bg-amber-50 p-4">
            <h3 className="text-xl font-bold text-amber-950">{c.title}</h3>
            <p className="mt-1 text-lg text-slate-800">{c.text}</p>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onQuiz}
        className="inline-flex min-h-11 w-fit items-center rounded-full bg-violet-700 px-6 text-lg font-bold text-white"
      >
        {t('activities.patterns.takeQuiz')}
      </button>
    </section>
  );
}

import { PercentBar } from '../../components/percent-bar';

const stages = [
  { label: 'Beginner', dot: 'bg-emerald-600' },
  { label: 'Intermediate', dot: 'bg-amber-500' },
  { label: 'Advanced', dot: 'bg-rose-600' },
] as const;

/** Home (docs/product.md#home): percent-complete bar and a legend Beginner / Intermediate / Advanced. */
export function LearningJourneyCard({ percent }: { percent: number }) {
  return (
    <section aria-labelledby="journey-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="journey-title" className="text-2xl font-bold text-violet-900">
        Learning Journey
      </h2>
      <p className="mt-2 text-lg">
        You are <strong>{percent}%</strong> of the way through the lessons.
      </p>
      <PercentBar value={percent} label="Learning journey progress" className="mt-4" />
      <ul className="mt-4 flex flex-wrap gap-4 text-base" aria-label="Lesson levels">
        {stages.map((stage) => (
          <li key={stage.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-full ${stage.dot}`} />
            {stage.label}
          </li>
        ))}
      </ul>
    </section>
  );
}

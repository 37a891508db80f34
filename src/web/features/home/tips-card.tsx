import { brand } from '../../../domain/brand';

const tips = [
  'Take one small step at a time. Big programs are made of tiny steps!',
  'Made a mistake? Great! Finding and fixing bugs is how coders learn.',
  'Read the instructions out loud, or press the read-aloud button.',
  'Take a break after 20 to 30 minutes. Your brain learns while you rest.',
];

export function TipsCard() {
  return (
    <section aria-labelledby="tips-title" className="rounded-3xl bg-amber-50 p-6 shadow">
      <h2 id="tips-title" className="text-2xl font-bold text-amber-900">
        <span aria-hidden="true">💡 </span>
        {brand.mascot}&apos;s Coding Tips
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-lg">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

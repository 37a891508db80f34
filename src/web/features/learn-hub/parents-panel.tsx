import { brand } from '../../../domain/brand';

const skills = [
  'Sequencing: putting steps in the right order',
  'Loops: repeating steps without writing them again',
  'Patterns: spotting what comes next',
  'Conditionals: making decisions with if and else',
  'How AI learns from data, and how to ask it good questions',
  'Problem solving: break a big problem into small steps',
];

const tips = [
  'Keep sessions short: 20-30 minutes is plenty for ages 8 to 10.',
  'Ask your child to explain what their program does. Teaching is the best way to learn.',
  'Celebrate mistakes: finding and fixing a bug is real coding.',
  'Try the read-aloud button together for younger or early readers.',
  'Create a free account so progress, points and badges are saved.',
];

/** The parents tab (docs/product.md#lessons-hub): platform information, skills and support tips. */
export function ParentsPanel() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="parents-about"
        className="rounded-3xl bg-white p-6 shadow md:col-span-2"
      >
        <h2 id="parents-about" className="text-2xl font-bold text-violet-900">
          For Parents and Teachers
        </h2>
        <p className="mt-3 text-lg">
          {brand.product} teaches children aged 8 to 10 the ideas behind coding through short
          lessons, quizzes, drag-and-drop activities and small games, guided by {brand.mascot}, a
          young coder. Everything runs in the browser; nothing about your child is shared with
          anyone else.
        </p>
      </section>
      <section aria-labelledby="parents-skills" className="rounded-3xl bg-white p-6 shadow">
        <h2 id="parents-skills" className="text-xl font-bold text-violet-900">
          Skills your child will practise
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-base">
          {skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="parents-tips" className="rounded-3xl bg-white p-6 shadow">
        <h2 id="parents-tips" className="text-xl font-bold text-violet-900">
          How you can help
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-base">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { brand } from '../../../domain/brand';

// docs/product.md#games-screen: the mascot's four-step problem-solving method.
const steps = [
  {
    icon: '🔎',
    title: 'Identify the problem',
    text: 'What do you want to do? Say it in one sentence.',
  },
  { icon: '🧩', title: 'Break it down', text: 'Split the big problem into small steps.' },
  {
    icon: '💻',
    title: 'Code a solution',
    text: 'Turn each small step into instructions for the computer.',
  },
  {
    icon: '🤝',
    title: 'Share and improve',
    text: 'Show a friend, test it, and make it even better.',
  },
] as const;

export function ProblemSolvingCard() {
  return (
    <section aria-labelledby="method-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="method-title" className="text-2xl font-extrabold text-violet-900">
        {brand.mascot}&apos;s 4 steps to solve any problem
      </h2>
      <p className="mt-1 text-lg">
        Every game here is a problem to solve. Try {brand.mascot}&apos;s way:
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl bg-violet-50 p-4">
            <p className="text-lg font-bold text-violet-900">
              <span aria-hidden="true">{step.icon} </span>
              {i + 1}. {step.title}
            </p>
            <p className="mt-1">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

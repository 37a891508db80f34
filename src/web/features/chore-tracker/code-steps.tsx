// How the Chore Tracker works as code, in words for 8-10 year olds (docs/product.md#projects-and-the-chore-tracker).
const steps = [
  {
    title: 'A list keeps your chores',
    text: 'A list is like a shopping list for the computer. Each time you press Add Chore, a new chore goes on the end of the list.',
    code: `let chores = [];
chores.push({
  name: "Feed the cat",
  points: 5,
  done: false,
});`,
  },
  {
    title: 'A variable holds the total',
    text: 'A variable is a box with a name. The box called total starts at 0. The computer looks at every chore, and if it is done, adds its points to the box.',
    code: `let total = 0;
for (const chore of chores) {
  if (chore.done) {
    total = total + chore.points;
  }
}`,
  },
  {
    title: 'An event happens when you press a button',
    text: 'When you press Mark Done, the button sends an event. The code that listens for it marks the chore done and works out the total again. Undo does the same the other way round.',
    code: `doneButton.onclick = () => {
  chore.done = !chore.done;
  showTotal();
};`,
  },
  {
    title: 'Saving remembers your list',
    text: 'When you come back tomorrow, your chores are still here. The app saves the list every time it changes.',
    code: `save("chores", chores);`,
  },
] as const;

export function CodeSteps() {
  return (
    <section
      aria-labelledby="code-steps-title"
      className="grid content-start gap-4 rounded-3xl bg-white p-6 shadow"
    >
      <h2 id="code-steps-title" className="text-2xl font-extrabold text-violet-900">
        How it works as code
      </h2>
      <ol className="grid gap-4">
        {steps.map((step, i) => (
          <li key={step.title} className="grid gap-2">
            <h3 className="text-lg font-bold text-violet-950">
              {i + 1}. {step.title}
            </h3>
            <p>{step.text}</p>
            <pre
              className="overflow-x-auto rounded-xl bg-slate-900 p-3 text-sm text-emerald-200"
              tabIndex={0}
              aria-label={`Code for step ${i + 1}`}
            >
              <code>{step.code}</code>
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}

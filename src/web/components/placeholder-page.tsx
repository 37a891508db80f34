import { Link } from 'react-router';

/** A friendly page for a screen that is still being built: never a blank or broken page. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow">
      <h1 className="text-3xl font-bold text-violet-900">{title}</h1>
      <p className="mt-4 text-lg">Ada is still building this part. Come back soon!</p>
      <Link className="mt-6 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white" to="/">
        Back to Home
      </Link>
    </section>
  );
}

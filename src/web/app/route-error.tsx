import { Link, useRouteError } from 'react-router';

/** Shown when a screen fails to load (e.g. offline before it was cached). */
export function RouteError() {
  const error = useRouteError();
  console.warn('route failed', error);
  return (
    <main id="main" className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-3xl font-bold text-violet-900">Oops! Something went wrong.</h1>
      <p className="mt-4 text-lg">Please check your internet connection and try again.</p>
      <Link className="mt-6 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white" to="/" reloadDocument>
        Back to Home
      </Link>
    </main>
  );
}

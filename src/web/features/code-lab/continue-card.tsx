// Home's Code Lab card, loaded lazily (it brings the level list): "Continue: Tech Lab Puzzles 3",
// the first level not solved yet, or a first step for a child who has not started.
import { Link } from 'react-router';
import { codeLabLevels, findWorld } from '../../../../content/code-lab/levels';
import { paths } from '../../lib/paths';
import { useCodeLabProgress } from '../../lib/code-lab-progress';

export default function CodeLabContinueCard() {
  const { stars, isLoading } = useCodeLabProgress();
  if (isLoading) return null;
  const next = codeLabLevels.find((l) => !stars.has(l.id));
  const world = next && findWorld(next.world);
  const started = stars.size > 0;
  return (
    <section aria-labelledby="code-lab-card-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="code-lab-card-title" className="text-2xl font-bold text-violet-900">
        Code Lab
      </h2>
      <p className="mt-3 text-lg">
        {!next
          ? 'You solved every Code Lab level! Can you get 3 stars on all of them?'
          : started
            ? `You solved ${stars.size} of ${codeLabLevels.length} levels. Keep going!`
            : "Build a program from blocks and watch Ada's robot run it."}
      </p>
      <Link
        to={next && world ? paths.codeLabLevel(next.id) : paths.codeLab}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
      >
        {next && world ? `${started ? 'Continue' : 'Start'}: ${world.title} ${next.number}` : 'Open the Code Lab'}
      </Link>
    </section>
  );
}

// Home's Code Lab card, loaded lazily (it brings the level list): "Continue: Tech Lab Puzzles 3",
// the first level not solved yet, or a first step for a child who has not started.
import './words-ready';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { useCodeLabProgress } from '../../lib/code-lab-progress';
import { useCodeLabLevels } from '../../lib/use-code-lab-levels';

export default function CodeLabContinueCard() {
  const t = useT('codeLab');
  const { levels, findWorld } = useCodeLabLevels();
  const { stars, isLoading } = useCodeLabProgress();
  if (isLoading) return null;
  const next = levels.find((l) => !stars.has(l.id));
  const world = next && findWorld(next.world);
  const started = stars.size > 0;
  return (
    <section aria-labelledby="code-lab-card-title" className="rounded-3xl bg-white p-6 shadow">
      <h2 id="code-lab-card-title" className="text-2xl font-bold text-violet-900">
        {t('codeLab.title')}
      </h2>
      <p className="mt-3 text-lg">
        {!next
          ? t('codeLab.card.allDone')
          : started
            ? t('codeLab.card.some', { solved: stars.size, total: levels.length })
            : t('codeLab.card.none')}
      </p>
      <Link
        to={next && world ? paths.codeLabLevel(next.id) : paths.codeLab}
        className="mt-4 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800"
      >
        {next && world
          ? t(started ? 'codeLab.card.continue' : 'codeLab.card.start', { world: world.title, number: next.number })
          : t('codeLab.card.open')}
      </Link>
    </section>
  );
}

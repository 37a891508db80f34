import { Link } from 'react-router';
import { codeLabLevels, codeLabWorlds, findLevel } from '../../../content/code-lab/levels';
import { useCodeLabProgress } from '../lib/code-lab-progress';
import { paths } from '../lib/paths';
import { WorldMap } from '../features/code-lab/world-map/world-map';

/** /code-lab: a card per Code Lab world (docs/product/code-lab.md#world-map). */
export function Component() {
  const { stars } = useCodeLabProgress();
  const suggested = codeLabLevels.find((l) => !stars.has(l.id))?.id ?? null;
  return (
    <div className="grid gap-4 sm:gap-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">Code Lab</h1>
        <p className="text-lg text-slate-900">
          Build programs from blocks and watch Ada's robot run them, step by step.
        </p>
      </div>
      <WorldMap worlds={codeLabWorlds} levelOf={findLevel} stars={stars} suggested={suggested} />
      <Link
        to={paths.codeLabStudio}
        className="grid gap-1 rounded-3xl bg-white p-5 shadow hover:bg-violet-50"
      >
        <span className="text-2xl font-extrabold text-violet-900">Free drawing</span>
        <span className="text-lg text-slate-900">
          Draw anything with Ada's pen, and keep your drawings.
        </span>
      </Link>
    </div>
  );
}

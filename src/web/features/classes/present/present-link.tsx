// "Present a puzzle" on the class page (docs/product/code-lab.md#present-mode): pick a world and
// one of its puzzles, then open it large for the projector.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';
import { useT } from '../../../i18n/use-t';
import { useCodeLabLevels } from '../../../lib/use-code-lab-levels';

const selectClass =
  'min-h-11 w-full min-w-0 rounded-xl border-2 border-violet-300 bg-white px-3 text-lg font-bold text-violet-950 focus-visible:outline-3 focus-visible:outline-violet-700';

export function PresentLink({ classId }: { classId: number }) {
  const t = useT('classes');
  // The worlds' and puzzles' names in the page's language: Ada's worlds and the Game Lab's.
  const { worlds: codeLabWorlds, findLevel } = useCodeLabLevels();
  const id = useId();
  const [worldId, setWorldId] = useState(codeLabWorlds[0]!.id);
  const world = codeLabWorlds.find((w) => w.id === worldId) ?? codeLabWorlds[0]!;
  const [levelId, setLevelId] = useState(world.levelIds[0]!);
  const chosen = world.levelIds.includes(levelId) ? levelId : world.levelIds[0]!;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-wrap items-end gap-3 rounded-2xl border-2 border-violet-200 bg-white p-3">
      <h2 id={`${id}-title`} className="basis-full text-xl font-extrabold text-violet-950">
        {t('classes.present.title')}
      </h2>
      <div className="grid min-w-0 basis-full gap-1 sm:basis-auto">
        <label htmlFor={`${id}-world`} className="font-bold text-slate-800">
          {t('classes.present.world')}
        </label>
        <select
          id={`${id}-world`}
          className={selectClass}
          value={world.id}
          onChange={(event) => {
            const next = codeLabWorlds.find((w) => w.id === event.target.value);
            if (next) {
              setWorldId(next.id);
              setLevelId(next.levelIds[0]!);
            }
          }}
        >
          {codeLabWorlds.map((w) => (
            <option key={w.id} value={w.id}>
              {w.title}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 basis-full gap-1 sm:basis-auto">
        <label htmlFor={`${id}-puzzle`} className="font-bold text-slate-800">
          {t('classes.present.puzzle')}
        </label>
        <select id={`${id}-puzzle`} className={selectClass} value={chosen} onChange={(event) => setLevelId(event.target.value)}>
          {world.levelIds.map((levelId) => {
            const level = findLevel(levelId);
            return (
              <option key={levelId} value={levelId}>
                {level ? `${level.number}: ${level.title}` : levelId}
              </option>
            );
          })}
        </select>
      </div>
      <Link to={paths.classPresent(classId, chosen)} className={primaryButton}>
        {t('classes.present.present')}
      </Link>
    </section>
  );
}

// The locked page's part of "opens at Level N" (docs/decisions/365-how-far-to-a-level.md): the
// line, a bar of the points so far and how to earn more. Apart from level-gate.tsx so Home, which
// shows only the line, does not load the bar (Radix) in its first load.
import { Link } from 'react-router';
import { pointsForLevel } from '../../domain/constants';
import { useT } from '../i18n/use-t';
import { paths } from '../lib/paths';
import { useLevelGate } from '../lib/use-level';
import { LabelledProgress } from './labelled-progress';

export function LevelGateDetails({ level }: { level: number }) {
  const t = useT('shell');
  const gate = useLevelGate(level);
  if (gate.reached) return null;
  return (
    <div className="mt-6 grid gap-3 rounded-2xl bg-violet-50 p-4 text-left">
      <p className="text-xl font-bold text-violet-950">{t('shell.levelGate.toGo', { remaining: gate.remaining, level })}</p>
      <LabelledProgress
        label={t('shell.levelGate.progress', { points: gate.points, needed: pointsForLevel(level) })}
        value={gate.percent}
      />
      <p className="text-lg">{t('shell.levelGate.howToEarn')}</p>
      <Link
        to={paths.codeLab}
        className="inline-flex min-h-11 w-fit items-center rounded-full border-2 border-violet-700 bg-white px-6 font-bold text-violet-900 hover:bg-violet-100"
      >
        {t('shell.levelGate.codeLab')}
      </Link>
    </div>
  );
}

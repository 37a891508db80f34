// What "opens at Level N" says about how far the child is
// (docs/decisions/365-how-far-to-a-level.md): the line a card shows under "Unlock at Level 4" ("300
// more points to Level 4") and, on a locked page, the same line with a bar of the points so far and
// how to earn more. Both come from levelGate (src/domain/points/level-gate.ts), so a card and its
// page say the same number. Usage:
//   <LevelGateLine level={4} howTo />   (nothing once the level is reached)
//   <LevelGateDetails level={4} />   (level-gate-details.tsx: the locked page only; its bar
//   would bring Radix into Home's first load)
import { useT } from '../i18n/use-t';
import { useLevelGate } from '../lib/use-level';

/** The line; with `howTo`, a short second sentence on how to earn them (cards that are not links). */
export function LevelGateLine({
  level,
  howTo = false,
  className = 'text-sm text-slate-700',
  lineClassName = 'font-semibold',
}: {
  level: number;
  howTo?: boolean;
  className?: string;
  lineClassName?: string;
}) {
  const t = useT('shell');
  const gate = useLevelGate(level);
  if (gate.reached) return null;
  return (
    <div className={className}>
      <p className={lineClassName}>{t('shell.levelGate.toGo', { remaining: gate.remaining, level })}</p>
      {howTo && <p>{t('shell.levelGate.earnThem')}</p>}
    </div>
  );
}

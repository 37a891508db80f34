// "3 of 6 puzzles solved", with a bar that shows the same (the words are what is read).
import { useT } from '../../../i18n/use-t';

export function SolvedBar({ solved, total }: { solved: number; total: number }) {
  const t = useT('codeLab');
  return (
    <div className="grid gap-1">
      <p className="font-bold text-slate-700">
        {t('codeLab.map.solved', { solved, total })}
      </p>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-violet-100">
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${total ? (100 * solved) / total : 0}%` }} />
      </div>
    </div>
  );
}

// The numbers a child can look at (docs/product/code-lab.md#vision-lab): the drawing's 8×8 ink
// grid (how much ink in each square, shaded and counted), its strokes, and whether it is wider or
// taller. These are the numbers the computer compares (vision-features.ts); a screen reader hears
// the grid row by row.
import type { Features } from '../../../../../domain/code-lab/stages/vision/vision-features';
import { INK_GRID } from '../../../../../domain/code-lab/stages/vision/vision-types';
import { useT } from '../../../../i18n/use-t';
import { inkRows } from './ink-rows';

/** Proportions at 8 of 16 are as wide as tall; the page says so within one step. */
const shapeKey = (aspect: number) =>
  aspect > 8 ? 'visionLab.numbers.wide' : aspect < 8 ? 'visionLab.numbers.tall' : 'visionLab.numbers.even';

export function DrawingNumbers({ seen }: { seen: Features | null }) {
  const t = useT('visionLab');
  if (!seen) return <p className="text-slate-700">{t('visionLab.numbers.blank')}</p>;
  const rows = inkRows(seen.ink, t);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <figure className="grid gap-1">
        <svg viewBox={`0 0 ${INK_GRID * 10} ${INK_GRID * 10}`} className="size-40 rounded-lg border border-slate-300 bg-white" aria-hidden="true">
          {seen.ink.map((count, i) => {
            const [x, y] = [(i % INK_GRID) * 10, Math.floor(i / INK_GRID) * 10];
            return (
              <g key={i}>
                <rect x={x} y={y} width="10" height="10" fill={count === 0 ? '#fff' : `rgba(91, 33, 182, ${0.15 + (count / 16) * 0.85})`} stroke="#e2e8f0" strokeWidth="0.4" />
                {count > 0 && (
                  <text x={x + 5} y={y + 6.6} textAnchor="middle" fontSize="5" fill={count > 8 ? '#fff' : '#1e1b4b'}>
                    {count}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        <figcaption className="max-w-40 text-sm text-slate-700">{t('visionLab.numbers.grid')}</figcaption>
      </figure>
      <ul className="grid gap-1 font-bold text-slate-900">
        <li>{t('visionLab.numbers.strokes', { n: seen.strokes })}</li>
        <li>{t(shapeKey(seen.aspect))}</li>
      </ul>
      <ul className="sr-only">
        {rows.map((row, i) => (
          <li key={i}>{row}</li>
        ))}
      </ul>
    </div>
  );
}

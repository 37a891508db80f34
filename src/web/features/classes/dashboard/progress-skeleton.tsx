// What the class page paints before its class and progress arrive
// (docs/decisions/280-the-class-page-frame-first.md): grey bars where words will be, and the
// progress table's box with its caption, header row and one row per child at the real rows' height,
// so the table that replaces it does not move what is above it.
import { useT } from '../../../i18n/use-t';
import { PageLoading } from '../../../components/page-loading';

/** A grey bar in place of words not here yet; `words` is what a screen reader hears instead. */
export function Placeholder({ className, words }: { className: string; words?: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-block h-[0.8em] max-w-full rounded-lg bg-violet-100 align-middle ${className}`}
      />
      {words && <span className="sr-only">{words}</span>}
    </>
  );
}

/** The progress table's frame: `rows` children once the class is known, a screenful before. */
export function ProgressSkeleton({ rows = 6 }: { rows?: number }) {
  const t = useT('classes');
  return (
    <div className="min-w-0 overflow-hidden rounded-2xl bg-white shadow">
      <p className="px-3 pt-2 text-lg font-bold text-violet-900">{t('classes.tableCaption')}</p>
      <PageLoading className="sr-only">{t('classes.loading')}</PageLoading>
      <div aria-hidden="true" className="grid">
        <div className="flex h-16 items-end gap-6 border-b-2 border-violet-200 px-3 pb-2">
          <Placeholder className="w-16" />
          <Placeholder className="w-20" />
          <Placeholder className="w-14" />
          <Placeholder className="w-24" />
        </div>
        {Array.from({ length: Math.min(Math.max(rows, 1), 30) }, (_, i) => (
          <div key={i} className="flex h-[61px] items-center gap-3 border-b border-slate-200 px-3">
            <span className="size-8 shrink-0 rounded-full bg-violet-100" />
            <Placeholder className="w-28" />
            <Placeholder className="ml-4 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}

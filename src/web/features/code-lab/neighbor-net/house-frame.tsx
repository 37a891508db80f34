// A house's pages built in this browser (docs/decisions/411-neighbornet.md), by the same builder as
// the server's, shown in a frame that runs nothing (`sandbox=""`, srcdoc): for a house that is not
// served on a street (your own street, a house waiting for the teacher). Its pages are picked by
// the buttons above the frame.
import { useMemo, useState } from 'react';
import { buildPage, previewPageHref } from '../../../../domain/code-lab/stages/web/build-page';
import type { PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { secondaryButton } from '../../../components/button-styles';
import { useLocale, useT } from '../../../i18n/use-t';

export const frameBox = 'h-96 w-full rounded-2xl border-4 border-slate-700 bg-white';

type Props = {
  program: PageProgram;
  /** The frame's name for page `n` (1..3). */
  title(n: number): string;
};

export function HouseFrame({ program, title }: Props) {
  const t = useT('neighborNet', 'webLab');
  const lang = useLocale();
  const [page, setPage] = useState(0);
  const shown = Math.min(page, program.pages.length - 1);
  const html = useMemo(() => buildPage(program, shown, { lang, t, pageHref: previewPageHref }), [program, shown, lang, t]);
  return (
    <div className="grid min-w-0 gap-2">
      {program.pages.length > 1 && (
        <div className="flex flex-wrap gap-2">
          {program.pages.map((_, i) => (
            <button key={i} type="button" aria-pressed={shown === i} className={secondaryButton} onClick={() => setPage(i)}>
              {t('neighborNet.street.page', { n: i + 1 })}
            </button>
          ))}
        </div>
      )}
      <iframe title={title(shown + 1)} sandbox="" srcDoc={html} className={frameBox} />
    </div>
  );
}

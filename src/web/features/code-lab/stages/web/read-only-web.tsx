// A child's web page or street shown to a grown-up (docs/decisions/409-the-web-lab-page.md#a-grown-ups-view,
// docs/decisions/271-a-childs-code-lab-work.md): each page's blocks in words, as "Read the page"
// says them, with its colours, nothing to tap or move; then "Show the code", the page's HTML as the
// builder makes it (read-only). A street is its links in words. Loaded with the Web Lab's words.
import { useId, useState } from 'react';
import type { WebProgram } from '../../../../../domain/code-lab/stages/web/web-program';
import { buildPage, previewPageHref } from '../../../../../domain/code-lab/stages/web/build-page';
import { colourWords } from '../../../../../domain/code-lab/stages/web/web-words';
import { secondaryButton } from '../../../../components/button-styles';
import { useLocale, useT } from '../../../../i18n/use-t';
import { pageLines } from './page-reader';

type Props = { program: WebProgram; label: string; owner: string };

export function ReadOnlyWeb({ program, label, owner }: Props) {
  const t = useT('webLab', 'webLevel', 'codeLab');
  const lang = useLocale();
  const [code, setCode] = useState(false);
  const id = useId();
  if (program.kind === 'network')
    return (
      <section aria-label={label} className="grid gap-1">
        {program.links.length === 0 ? (
          <p>{t('webLevel.links.none')}</p>
        ) : (
          <ol className="grid list-decimal gap-0.5 pl-6">
            {program.links.flatMap((s) =>
              s.op === 'house-link' ? [<li key={s.id}>{t('webLevel.said.linkAdded', { from: s.from, to: s.to })}</li>] : [],
            )}
          </ol>
        )}
      </section>
    );
  return (
    <section aria-label={label} className="grid min-w-0 gap-3">
      {program.pages.map((page, i) => (
        <div key={i} className="grid min-w-0 gap-1 rounded-2xl border-2 border-violet-100 p-2">
          <p className="font-extrabold text-violet-950">
            {t('webLevel.editor.page', { n: i + 1 })}:{' '}
            {t('webLevel.readOnly.colours', { text: colourWords(page.color, t), background: colourWords(page.background, t) })}
          </p>
          <ol className="grid list-decimal gap-0.5 pl-6">
            {pageLines(page, t).map((line, j) => (
              <li key={j}>{line}</li>
            ))}
          </ol>
        </div>
      ))}
      <button type="button" className={`${secondaryButton} justify-self-start`} aria-expanded={code} aria-controls={code ? id : undefined} onClick={() => setCode(!code)}>
        {code ? t('webLevel.readOnly.hideCode') : t('webLevel.readOnly.showCode')}
      </button>
      {code && (
        <div id={id} className="grid min-w-0 gap-2">
          <p>{t('webLevel.readOnly.codeOf', { owner })}</p>
          {program.pages.map((_, i) => (
            <pre key={i} className="max-h-80 overflow-auto rounded-xl bg-slate-900 p-3 text-sm whitespace-pre-wrap text-white [overflow-wrap:anywhere]">
              {buildPage(program, i, { lang, t, pageHref: previewPageHref })}
            </pre>
          ))}
        </div>
      )}
    </section>
  );
}

// "Read the page" (docs/decisions/409-the-web-lab-page.md#the-preview): the shown page's words in
// the order a reader meets them (its title, headings, paragraphs, each picture's name, list items,
// links), shown on request like "Read the tune", and read aloud with the app's read-aloud in the
// page's language. A child who cannot see the frame hears what the class would read.
import { useMemo } from 'react';
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import type { WebPage } from '../../../../../domain/code-lab/stages/web/web-program';
import { pictureWords, textWords } from '../../../../../domain/code-lab/stages/web/web-words';
import type { Translate } from '../../../../../i18n/translate';
import { useT } from '../../../../i18n/use-t';
import { ReadAloudProvider, useReadAloud } from '../../../../lessons/kit/read-aloud/read-aloud-context';
import { OnRequestSection } from '../../level/on-request-section';
import { allBlocks } from './block-tree';

/** The page's words, one line each, in reading order. */
export function pageLines(page: WebPage, t: Translate): string[] {
  const line = (stmt: Stmt): string | null => {
    switch (stmt.op) {
      case 'web-heading':
      case 'web-paragraph':
      case 'web-item':
        return textWords(stmt, t);
      case 'web-link':
        return t('webLevel.read.link', { words: textWords(stmt, t), n: stmt.page ?? 1 });
      case 'web-picture':
        return t('webLevel.read.picture', { picture: pictureWords(stmt.picture, t) });
      default:
        return null;
    }
  };
  return [
    ...(page.title ? [t('webLevel.read.title', { title: textWords(page.title, t) })] : []),
    ...allBlocks(page.body).flatMap((b) => line(b) ?? []),
  ];
}

function ReadButton() {
  const t = useT('webLevel', 'codeLab');
  const { speech } = useReadAloud();
  if (speech.voiceState === 'unavailable') return <p className="text-slate-700">{t('codeLab.readAloud.noVoice')}</p>;
  const speaking = speech.status !== 'idle';
  return (
    <button
      type="button"
      className="inline-flex min-h-11 items-center justify-self-start rounded-full bg-sky-700 px-4 font-bold text-white disabled:opacity-60"
      onClick={speaking ? speech.stop : speech.play}
      disabled={speech.voiceState !== 'ready'}
    >
      {speaking ? t('codeLab.readAloud.stop') : t('webLevel.read.aloud')}
    </button>
  );
}

export function PageReader({ page, number }: { page: WebPage; number: number }) {
  const t = useT('webLab', 'webLevel');
  const lines = useMemo(() => pageLines(page, t), [page, t]);
  const sections = useMemo(() => [{ id: 'web-page', heading: t('webLevel.editor.page', { n: number }), paragraphs: lines }], [lines, number, t]);
  return (
    <OnRequestSection title={t('webLevel.read.heading')} panelClassName="grid gap-2 rounded-2xl bg-white p-3 text-slate-900">
      {lines.length === 0 ? (
        <p>{t('webLevel.read.empty')}</p>
      ) : (
        <>
          <ol className="grid list-decimal gap-0.5 pl-6">
            {lines.map((words, i) => (
              <li key={i}>{words}</li>
            ))}
          </ol>
          <ReadAloudProvider sections={sections}>
            <ReadButton />
          </ReadAloudProvider>
        </>
      )}
    </OnRequestSection>
  );
}

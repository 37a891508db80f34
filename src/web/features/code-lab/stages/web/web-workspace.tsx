// A web level at work (docs/decisions/409-the-web-lab-page.md#the-level-page,
// docs/product/code-lab.md#the-web-level-page): the intro read aloud, the page's blocks (the
// editor) beside the page they build (the preview), "Read the page", Check my page, the hints and
// the solved dialog. On a phone they stack, the preview below the blocks. Loaded apart from the
// level page's own code, with its words, only for a web level (stages/registry.ts).
//
// "Check my page" is a try. Its outcome is the engine's pure check, known at once: a solve goes
// to the server (whose answer decides the points and stars) and opens the solved dialog; a page
// not there yet names the first missing part in the engine's words.
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { paragraphBlockId } from '../../../../../domain/lessons/speech';
import { buildPage, previewPageHref } from '../../../../../domain/code-lab/stages/web/build-page';
import { checkWebLevel, type WebCheck } from '../../../../../domain/code-lab/stages/web/web-check';
import { describeWeb } from '../../../../../domain/code-lab/stages/web/web-check-words';
import { countWebBlocks, emptyPageProgram, type PageProgram } from '../../../../../domain/code-lab/stages/web/web-program';
import { textWords } from '../../../../../domain/code-lab/stages/web/web-words';
import { primaryButton, secondaryButton } from '../../../../components/button-styles';
import { useLocale, useT } from '../../../../i18n/use-t';
import { preloadable, usePreloadAfterPageShown } from '../../../../lib/preloadable';
import { ReadAloudProvider } from '../../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../../lessons/kit/read-aloud/spoken-text';
import { hintSectionId, Hints } from '../../level/hints';
import { ReadAloudBox } from '../../level/read-aloud-box';
import { useLevelSaves, type SolveSaved } from '../../level/use-level-saves';
import { useTries } from '../../run/tries';
import { PageReader } from './page-reader';
import { WebEditor } from './web-editor';
import { WebPreview } from './web-preview';
import type { WebWorkspaceProps } from './web-view';

const solvedDialog = preloadable(() => import('../../level/solved-dialog').then((m) => m.SolvedDialog));

/** Stars for a page that solves: 3 within the level's idealBlocks. */
const starsOf = (idealBlocks: number, program: PageProgram): 2 | 3 => (countWebBlocks(program) <= idealBlocks ? 3 : 2);

export function WebWorkspace({ level, initial, world, next }: WebWorkspaceProps) {
  const t = useT('codeLab', 'webLab', 'webLevel');
  const lang = useLocale();
  const { saveDraft, solve, recordFail } = useLevelSaves(level, world);
  const tries = useTries(level.id);
  const [program, setProgram] = useState(initial);
  const [page, setPage] = useState(0);
  const [checked, setChecked] = useState<WebCheck | null>(null);
  const [solved, setSolved] = useState<{ stars: 2 | 3; saved?: SolveSaved } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  usePreloadAfterPageShown(solvedDialog.load);

  const change = useCallback(
    (next: PageProgram) => {
      setProgram(next);
      setChecked(null);
      saveDraft(next);
    },
    [saveDraft],
  );
  const shown = program.pages[page] ?? program.pages[0]!;
  const html = useMemo(() => buildPage(program, page, { lang, t, pageHref: previewPageHref }), [program, page, lang, t]);
  const frameTitle = t('webLevel.preview.title', {
    n: page + 1,
    title: shown.title ? textWords(shown.title, t) : t('webLab.untitled'),
  });

  const { countTry } = tries;
  const check = () => {
    const result = checkWebLevel(level, program);
    setChecked(result);
    countTry();
    if (result.outcome !== 'solved') {
      recordFail('not-yet');
      outcomeRef.current?.focus();
      return;
    }
    const stars = starsOf(level.idealBlocks, program);
    setSolved({ stars });
    setDialogOpen(true);
    void solve(program, stars).then((saved) => setSolved({ stars: saved?.stars ?? stars, saved }));
  };

  const sections = useMemo(
    () => [
      { id: 'intro', heading: level.title, paragraphs: [level.intro] },
      ...level.hints.slice(0, tries.hintsOpen).map((hint, i) => ({
        id: hintSectionId(i),
        heading: t('codeLab.hints.hint', { n: i + 1 }),
        paragraphs: [hint],
      })),
    ],
    [level, tries.hintsOpen, t],
  );

  return (
    <ReadAloudProvider sections={sections}>
      <div className="grid gap-3">
        <p className="text-lg text-slate-900 sm:text-xl">
          <SpokenText blockId={paragraphBlockId('intro', 0)} fallback={level.intro} />
        </p>
        <ReadAloudBox hintsOpen={tries.hintsOpen} />
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
        <WebEditor program={program} onChange={change} page={page} onPage={setPage} offer={level.toolbox} maxBlocks={level.maxBlocks}>
          <button type="button" className={`${secondaryButton} justify-self-start`} onClick={() => change(level.startPage ?? emptyPageProgram())}>
            {t('codeLab.level.startOver')}
          </button>
        </WebEditor>
        <section aria-labelledby="web-preview-heading" className="grid min-w-0 gap-3 lg:sticky lg:top-2">
          <h2 id="web-preview-heading" className="text-xl font-extrabold text-violet-950">
            {t('webLevel.preview.heading')}
          </h2>
          <WebPreview html={html} title={frameTitle} />
          <button type="button" className={`${primaryButton} justify-self-start`} onClick={check}>
            {t('webLevel.check')}
          </button>
          <p
            ref={outcomeRef}
            tabIndex={-1}
            role="alert"
            className={checked ? `rounded-2xl p-3 text-lg font-bold ${checked.outcome === 'solved' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'}` : 'sr-only'}
          >
            {checked ? describeWeb(checked, t) : ''}
          </p>
          <PageReader page={shown} number={page + 1} />
        </section>
      </div>
      <Hints hints={level.hints} tries={tries} />
      {solved && (
        <Suspense fallback={null}>
          <solvedDialog.Component
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            stars={solved.stars}
            idealBlocks={level.idealBlocks}
            saved={solved.saved}
            next={next}
            place={{
              number: level.number,
              count: world.levelIds.length,
              worldTitle: world.title,
              worldBonus: world.pointsReward,
            }}
          />
        </Suspense>
      )}
    </ReadAloudProvider>
  );
}

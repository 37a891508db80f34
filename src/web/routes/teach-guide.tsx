import { Suspense } from 'react';
import { useParams } from 'react-router';
import type { SolutionView } from '../features/guides/guide-page';
import { lazyWithWords } from '../i18n/lazy-with-words';
import { useAfterHydration } from '../lib/browser-value';
import { useT } from '../i18n/use-t';
import { PageLoading } from '../components/page-loading';
import { GuideGate } from '../features/guides/guide-gate';
import { hasSignedInHint } from '../lib/auth';
import { preloadable } from '../lib/preloadable';

// A web page's or a street's solution is said in the Web Lab's words: loaded with them, only by the
// Web Lab's guides, once the page is awake (the server's first paint leaves it out, so waking up
// never waits on it: docs/decisions/410-web-creator-lesson.md#the-world-guides).
const ReadOnlyWeb = lazyWithWords(
  () => import('../features/code-lab/stages/web/read-only-web').then((m) => m.ReadOnlyWeb),
  ['webLab', 'webLevel'],
);
function WebSolution(props: Parameters<typeof ReadOnlyWeb>[0]) {
  const awake = useAfterHydration();
  return awake ? (
    <Suspense fallback={null}>
      <ReadOnlyWeb {...props} />
    </Suspense>
  ) : null;
}

// A training set's solution is its examples' thumbnails in the Vision Lab's words, loaded the same
// way (docs/decisions/413-the-vision-lab-page.md#a-grown-ups-view).
const ReadOnlyVision = lazyWithWords(
  () => import('../features/code-lab/stages/vision/read-only-vision').then((m) => m.ReadOnlyVision),
  ['visionLab'],
);
function VisionSolution(props: Parameters<typeof ReadOnlyVision>[0]) {
  const awake = useAfterHydration();
  return awake ? (
    <Suspense fallback={null}>
      <ReadOnlyVision {...props} />
    </Suspense>
  ) : null;
}

// The guide's screen is its own chunk: a visitor, asked to sign in, never loads it. Its levels'
// solutions are drawn by the Code Lab's read-only blocks (a web level's by the Web Lab's own
// read-only view), composed here.
const guideScreen = preloadable(() =>
  Promise.all([
    import('../features/guides/guide-page'),
    import('../features/code-lab/read-only/read-only-program'),
  ]).then(([{ GuideScreen }, { ReadOnlyProgram }]) => {
    const Solution: SolutionView = ({ program, label, owner }) =>
      program.version === 5 ? (
        <WebSolution program={program} label={label} owner={owner} />
      ) : program.version === 6 ? (
        <VisionSolution program={program} label={label} owner={owner} />
      ) : (
        <ReadOnlyProgram program={program} label={label} owner={owner} />
      );
    return function Guide(subject: { lessonId: string } | { worldId: string }) {
      return <GuideScreen {...subject} Solution={Solution} />;
    };
  }),
);

/** Someone signed in most likely needs the guide: its code starts loading with the route. */
export function loader() {
  if (hasSignedInHint()) guideScreen.preload();
  return null;
}

/**
 * The signed-in screen a page rendered on the server shows, loaded before it renders there and
 * before the browser wakes it up (docs/decisions/401-the-first-paint-from-the-server.md).
 */
export const handle = { beforeFirstPaint: () => (hasSignedInHint() ? guideScreen.load() : undefined) };

// /teach/:lessonId and /teach/code-lab/:worldId: one lesson guide, for a grown-up
// (docs/product/guide-pages.md).
export function Component() {
  const t = useT('guides');
  const { lessonId, worldId } = useParams();
  // The guide's id is worked out in its chunk (guides-api.ts): this route stays small.
  const subject = worldId !== undefined ? { worldId } : { lessonId: lessonId ?? '' };
  return (
    <GuideGate title={t('guides.guideTitle')}>
      <guideScreen.WhenLoaded
        key={worldId ?? lessonId}
        props={subject}
        waiting={
          <section aria-busy="true" className="mx-auto grid max-w-3xl gap-4">
            <h1 className="text-3xl font-extrabold text-violet-900">{t('guides.guideTitle')}</h1>
            <PageLoading className="text-lg">{t('guides.loading')}</PageLoading>
          </section>
        }
      />
    </GuideGate>
  );
}

import { useParams } from 'react-router';
import { useT } from '../i18n/use-t';
import { PageLoading } from '../components/page-loading';
import { GuideGate } from '../features/guides/guide-gate';
import { hasSignedInHint } from '../lib/auth';
import { preloadable } from '../lib/preloadable';

// The guide's screen is its own chunk: a visitor, asked to sign in, never loads it. Its levels'
// solutions are drawn by the Code Lab's read-only blocks, composed here.
const guideScreen = preloadable(() =>
  Promise.all([
    import('../features/guides/guide-page'),
    import('../features/code-lab/read-only/read-only-program'),
  ]).then(
    ([{ GuideScreen }, { ReadOnlyProgram }]) =>
      function Guide(subject: { lessonId: string } | { worldId: string }) {
        return <GuideScreen {...subject} Solution={ReadOnlyProgram} />;
      },
  ),
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

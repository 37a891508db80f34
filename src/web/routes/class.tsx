import { lazy } from 'react';
import { useParams, type Params } from 'react-router';
import { useT } from '../i18n/use-t';
import { classProgressQueryOptions, classQueryOptions } from '../features/classes/classes-api';
import { ClassFrame } from '../features/classes/class-frame';
import { TeacherGate } from '../features/classes/teacher-gate';
import { hasSignedInHint } from '../lib/auth';
import { preloadable } from '../lib/preloadable';
import { lazyWithWords } from '../i18n/lazy-with-words';

// The class screen is its own chunk: a visitor, asked to sign in, never loads it.
const classPage = preloadable(() =>
  import('../features/classes/class-page').then((m) => m.ClassPage),
);

// A shared drawing on the Gallery tab, drawn by the Code Lab's pen stage: loaded when the tab
// first draws one (docs/product/gallery-screens.md).
const GalleryDrawing = lazy(() => import('../features/code-lab/gallery/gallery-drawing'));
// A shared game, played by the Game Lab's player with its words: loaded when the tab first shows one.
const GalleryGame = lazyWithWords(
  () => import('../features/code-lab/game-studio/gallery-game').then((m) => m.default),
  ['gameStudio', 'gameScene', 'gameLevel', 'gameLab'],
);
// A shared tune, played from its program by the Sound Lab's player with its words: loaded when the tab first shows one.
const GalleryTune = lazyWithWords(
  () => import('../features/code-lab/sound-studio/gallery-tune').then((m) => m.default),
  ['soundStudio', 'soundLevel', 'soundLab'],
);
// A shared NeighborNet house, its pages built from its program by the Web Lab's builder with its words.
const GalleryHouse = lazyWithWords(
  () => import('../features/code-lab/neighbor-net/gallery-house').then((m) => m.default),
  ['neighborNet', 'webLab'],
);
// A shared Find My Keys finder, its things and drawings in the Vision Lab's words, to try with a drawing.
const GalleryFinder = lazyWithWords(
  () => import('../features/code-lab/find-my-keys/gallery-finder').then((m) => m.default),
  ['findMyKeys', 'visionLab'],
);

/**
 * Someone signed in (the hint cookie says so) most likely needs the class screen: its code
 * starts loading with the route, but the route does not wait for it (the page's title and
 * loading line paint first; docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function loader() {
  if (hasSignedInHint()) classPage.preload();
  return null;
}

/**
 * The signed-in screen a page rendered on the server shows, loaded before it renders there and
 * before the browser wakes it up (docs/decisions/401-the-first-paint-from-the-server.md).
 */
export const handle = {
  beforeFirstPaint: () => (hasSignedInHint() ? classPage.load() : undefined),
  // What the server asks before it renders the page for its teacher (the same as TeacherGate's
  // prefetch below): the page then renders once, with its class.
  serverQueries: ({ classId }: Params) => {
    const id = Number(classId);
    return Number.isInteger(id) && id > 0 ? [classQueryOptions(id), classProgressQueryOptions(id)] : [];
  },
};

// /classes/:classId: one class for its teacher (docs/product.md#classes).
export function Component() {
  const t = useT('classes');
  const { classId } = useParams();
  const id = Number(classId);
  const valid = Number.isInteger(id) && id > 0;
  // The page's frame paints while the user, the page's code and the class load
  // (docs/decisions/280-the-class-page-frame-first.md).
  const frame = (
    <div className="mx-auto grid max-w-6xl min-w-0 gap-6">
      <ClassFrame />
    </div>
  );
  return (
    <TeacherGate
      waiting={frame}
      title={t('classes.listTitle')}
      prefetch={(queryClient) => {
        if (!valid) return;
        void queryClient.prefetchQuery(classQueryOptions(id));
        void queryClient.prefetchQuery(classProgressQueryOptions(id));
      }}
    >
      <div className="mx-auto grid max-w-6xl min-w-0 gap-6">
        {/* An id that cannot be one asks nothing: the page says it found no class. */}
        <classPage.WhenLoaded
          key={id}
          props={{ classId: valid ? id : 0, Drawing: GalleryDrawing, Game: GalleryGame, Tune: GalleryTune, House: GalleryHouse, Finder: GalleryFinder }}
          waiting={<ClassFrame />}
        />
      </div>
    </TeacherGate>
  );
}

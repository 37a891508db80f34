// /gallery, "Our class gallery" (docs/product/gallery-screens.md): a class child sees the drawings
// their teacher approved and reacts to them; read aloud on request. With the gallery off, a kind
// sentence; for anyone who is not a class child (the API's 404), the page says it is for classes.
import { Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { secondaryButton } from '../../../components/button-styles';
import { PageLoading } from '../../../components/page-loading';
import type { Translate } from '../../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { ApiError, userMessageOf } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { GAME_STUDIO_PATH } from '../game-studio/game-studio-path';
import { paths } from '../../../lib/paths';
import { usePersonKey, type PersonKey } from '../../../lib/person-store';
import { ReadAloudBar } from '../../../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../../../lessons/kit/read-aloud/read-aloud-context';
import GalleryDrawing from './gallery-drawing';
import {
  classGalleryQuery,
  deleteReaction,
  postReaction,
  type ClassGallery,
  type ClassGalleryItem,
  type ReactionKind,
} from './gallery-api';
import { GalleryView, withReaction } from './gallery-view';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { lazyWithWords } from '../../../i18n/lazy-with-words';
import { classGamesQuery } from '../game-studio/games-api';
import { classTunesQuery } from '../sound-studio/tunes-api';
import type { TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import type { TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { classFindersQuery } from '../find-my-keys/finders-api';

// A shared game, played by the Game Lab's player: loaded with its words when the gallery has one.
const GalleryGame = lazyWithWords(
  () => import('../game-studio/gallery-game').then((m) => m.default),
  ['gameStudio', 'gameScene', 'gameLevel', 'gameLab'],
);

// A shared tune, played by the Sound Lab's player from its program: loaded with its words when the gallery has one.
const GalleryTune = lazyWithWords(
  () => import('../sound-studio/gallery-tune').then((m) => m.default),
  ['soundStudio', 'soundLevel', 'soundLab'],
);

// A shared finder, its things and drawings in the Vision Lab's words, tried with one's own drawing: loaded when the gallery has one.
const GalleryFinder = lazyWithWords(
  () => import('../find-my-keys/gallery-finder').then((m) => m.default),
  ['findMyKeys', 'visionLab'],
);

const reactedKeys = { star: 'gallery.reactedStar', clap: 'gallery.reactedClap', heart: 'gallery.reactedHeart' } as const;
/** What each kind of the class's creations says: its heading, its reactions, and how it is shown. */
const kinds = {
  game: {
    query: classGamesQuery,
    heading: 'gallery.gamesHeading',
    reacted: { star: 'gallery.reactedGameStar', clap: 'gallery.reactedGameClap', heart: 'gallery.reactedGameHeart' },
    unreacted: 'gallery.unreactedGame',
    show: (item: ClassGalleryItem) => <GalleryGame program={item.program as unknown as GameProgram} nickname={item.nickname} />,
  },
  tune: {
    query: classTunesQuery,
    heading: 'gallery.tunesHeading',
    reacted: { star: 'gallery.reactedTuneStar', clap: 'gallery.reactedTuneClap', heart: 'gallery.reactedTuneHeart' },
    unreacted: 'gallery.unreactedTune',
    show: (item: ClassGalleryItem) => <GalleryTune program={item.program as unknown as TuneProgram} nickname={item.nickname} />,
  },
  // Find My Keys' finders (docs/decisions/415-find-my-keys.md): tried here, nothing kept.
  finder: {
    query: classFindersQuery,
    heading: 'gallery.findersHeading',
    reacted: { star: 'gallery.reactedFinderStar', clap: 'gallery.reactedFinderClap', heart: 'gallery.reactedFinderHeart' },
    unreacted: 'gallery.unreactedFinder',
    show: (item: ClassGalleryItem) => <GalleryFinder program={item.program as unknown as TrainingProgram} nickname={item.nickname} />,
  },
} as const;

/** One drawing read aloud: whose it is, and its reactions. */
function spokenItem(item: ClassGalleryItem, t: Translate): string {
  const counts = t('gallery.counts', { stars: item.reactions.star, claps: item.reactions.clap, hearts: item.reactions.heart });
  return t(item.mine ? 'gallery.spokenMine' : 'gallery.spokenItem', { nickname: item.nickname, counts });
}

export function GalleryScreen() {
  const t = useT('gallery');
  const { user, isLoading } = useAuth();
  const person = usePersonKey();
  const classChild = user?.kind === 'child' && user.profileOf === 'class';
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{t('gallery.title')}</h1>
        {classChild && (
          <div className="flex flex-wrap gap-2">
            <Link to={paths.codeLabStudio} className={secondaryButton}>
              {t('gallery.toStudio')}
            </Link>
            <Link to={GAME_STUDIO_PATH} className={secondaryButton}>
              {t('gallery.toGameStudio')}
            </Link>
          </div>
        )}
      </div>
      {isLoading ? (
        <PageLoading className="text-lg">{t('gallery.loading')}</PageLoading>
      ) : classChild && person ? (
        <ClassGalleryPage person={person} />
      ) : (
        <NotForYou />
      )}
    </div>
  );
}

function NotForYou() {
  const t = useT('gallery');
  return (
    <p role="status" className="rounded-3xl bg-white p-5 text-lg shadow">
      {t('gallery.notForYou')}
    </p>
  );
}

function ClassGalleryPage({ person }: { person: PersonKey }) {
  const options = classGalleryQuery(person);
  const t = useT('gallery');
  const query = useQuery(options);
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');

  async function react(item: ClassGalleryItem, kind: ReactionKind | null) {
    // Shown at once; the server's answer is asked again after.
    queryClient.setQueryData<ClassGallery>(
      options.queryKey,
      (before) =>
        before && {
          ...before,
          items: before.items.map((i) => (i.id === item.id ? withReaction(i, kind) : i)),
        },
    );
    try {
      if (kind) await postReaction(item.id, kind);
      else await deleteReaction(item.id);
      setSaid(kind ? t(reactedKeys[kind], { nickname: item.nickname }) : t('gallery.unreacted', { nickname: item.nickname }));
    } catch (error) {
      setSaid(userMessageOf(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    }
  }

  if (query.isPending) return <PageLoading className="text-lg">{t('gallery.loading')}</PageLoading>;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotForYou />;
    return (
      <p role="alert" className="text-lg">
        {userMessageOf(query.error)}
      </p>
    );
  }
  const gallery = query.data;
  return (
    <>
      <GalleryBody gallery={gallery} said={said} onReact={(item, kind) => void react(item, kind)} />
      {gallery.galleryOn && <ClassCreations kind="game" person={person} onSaid={setSaid} />}
      {gallery.galleryOn && <ClassCreations kind="tune" person={person} onSaid={setSaid} />}
      {gallery.galleryOn && <ClassCreations kind="finder" person={person} onSaid={setSaid} />}
    </>
  );
}

/** The class's approved games, tunes or finders, each played or tried in this browser, with the same reactions as drawings. */
function ClassCreations({ kind, person, onSaid }: { kind: keyof typeof kinds; person: PersonKey; onSaid(said: string): void }) {
  const t = useT('gallery');
  const words = kinds[kind];
  const options = words.query(person);
  const query = useQuery(options as ReturnType<typeof classGamesQuery>);
  const queryClient = useQueryClient();
  const items = (query.data?.items ?? []) as unknown as ClassGalleryItem[];
  if (items.length === 0) return null;
  async function react(item: ClassGalleryItem, reaction: ReactionKind | null) {
    try {
      if (reaction) await postReaction(item.id, reaction);
      else await deleteReaction(item.id);
      onSaid(t(reaction ? words.reacted[reaction] : words.unreacted, { nickname: item.nickname }));
    } catch (error) {
      onSaid(userMessageOf(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: options.queryKey });
    }
  }
  return (
    <section aria-labelledby={`class-${kind}s`} className="grid gap-3">
      <h2 id={`class-${kind}s`} className="text-2xl font-extrabold text-violet-900">
        {t(words.heading)}
      </h2>
      <GalleryView
        kind={kind}
        items={items}
        onReact={(item, reaction) => void react(item, reaction)}
        drawing={(item) => <Suspense fallback={<div className="h-24 rounded-2xl bg-slate-100" />}>{words.show(item)}</Suspense>}
      />
    </section>
  );
}

function GalleryBody({
  gallery,
  said,
  onReact,
}: {
  gallery: ClassGallery;
  said: string;
  onReact(item: ClassGalleryItem, kind: ReactionKind | null): void;
}) {
  const t = useT('gallery');
  const lead = t(!gallery.galleryOn ? 'gallery.off' : gallery.items.length === 0 ? 'gallery.empty' : 'gallery.intro');
  // What read-aloud says: the page's words, then each drawing's nickname and reactions.
  const spoken = [lead, ...gallery.items.map((item) => spokenItem(item, t))].join('. ');
  const sections = useMemo(
    () => [{ id: 'class-gallery', heading: t('gallery.title'), paragraphs: [spoken] }],
    [spoken, t],
  );
  return (
    <>
      <ReadAloudProvider sections={sections}>
        <ReadAloudBar withAutoplay={false} />
      </ReadAloudProvider>
      <p className="text-lg text-slate-900">{lead}</p>
      <p role="status" className="min-h-6 font-bold text-violet-900">
        {said}
      </p>
      {gallery.galleryOn && gallery.items.length > 0 && (
        <GalleryView
          items={gallery.items}
          onReact={onReact}
          drawing={(item) => <GalleryDrawing program={item.program} />}
        />
      )}
    </>
  );
}

import { Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useT } from '../i18n/use-t';
import type { Level, World } from '../../domain/code-lab/level-types';
import { linkButton, secondaryButton } from '../components/button-styles';
import { PageLoading } from '../components/page-loading';
import { ApiError, userMessageOf } from '../lib/api';
import { paths } from '../lib/paths';
import { classQueryOptions } from '../features/classes/classes-api';
import { TeacherGate } from '../features/classes/teacher-gate';
import { PresentWorkspace } from '../features/code-lab/present/present-workspace';
import { useCodeLabLevels } from '../lib/use-code-lab-levels';
import { lazyWithWords } from '../i18n/lazy-with-words';
import { isGameLevel } from '../../domain/code-lab/stages/game/game-level';
import { isSoundLevel } from '../../domain/code-lab/stages/sound/sound-level';
import { isVisionLevel } from '../../domain/code-lab/stages/vision/vision-level';
import { isNetworkLevel, isWebLevel } from '../../domain/code-lab/stages/web/web-level';

// A game level's projector layout, loaded apart with the Game Lab's words only when one is shown.
const PresentGame = lazyWithWords(
  () => import('../features/code-lab/present/present-game').then((m) => m.PresentGame),
  ['gameLab', 'gameScene', 'gameLevel'],
);

// A sound level's projector layout, loaded apart with the Sound Lab's words only when one is shown.
const PresentSound = lazyWithWords(
  () => import('../features/code-lab/present/present-sound').then((m) => m.PresentSound),
  ['soundLab', 'soundLevel'],
);

// A web or network level's projector layout, loaded apart with the Web Lab's words only when one is shown.
const PresentWeb = lazyWithWords(
  () => import('../features/code-lab/present/present-web').then((m) => m.PresentWeb),
  ['webLab', 'webLevel'],
);
const PresentNetwork = lazyWithWords(
  () => import('../features/code-lab/present/present-web').then((m) => m.PresentNetwork),
  ['webLab', 'webLevel'],
);

// A vision level's projector layout, loaded apart with the Vision Lab's words only when one is shown.
const PresentVision = lazyWithWords(
  () => import('../features/code-lab/present/present-vision').then((m) => m.PresentVision),
  ['visionLab'],
);

// /classes/:classId/present/:levelId: a Code Lab puzzle on the projector, for the class's teacher
// (docs/product/code-lab.md#present-mode). A guest is asked to sign in and a child sent back to
// Learn (the class pages' gate); another teacher's class is "not found", as on /classes/:id.
export function Component() {
  const t = useT('classes', 'guides');
  const { classId, levelId = '' } = useParams();
  const id = Number(classId);
  return (
    <TeacherGate title={t('classes.present.title')}>
      <Present classId={Number.isInteger(id) && id > 0 ? id : 0} levelId={levelId} />
    </TeacherGate>
  );
}

function Present({ classId, levelId }: { classId: number; levelId: string }) {
  const t = useT('classes', 'guides');
  const query = useQuery({ ...classQueryOptions(classId), enabled: classId > 0 });
  // The puzzle in the page's language: its title, intro and hints on the projector.
  const { findLevel, findWorld } = useCodeLabLevels();
  const level = findLevel(levelId);
  const world = level && findWorld(level.world);
  if (classId > 0 && query.isPending) return <PageLoading className="text-lg">{t('classes.loading')}</PageLoading>;
  if (classId === 0 || query.isError || !level || !world) {
    const classMissing =
      classId === 0 || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
    return (
      <div className="grid gap-4">
        <h1 className="text-3xl font-extrabold text-violet-900">{t('classes.present.title')}</h1>
        <p role="alert" className="text-lg">
          {classMissing ? t('classes.notFound') : query.error ? userMessageOf(query.error) : t('classes.present.puzzleNotFound')}
        </p>
        <Link to={classMissing ? paths.classes : paths.classPage(classId)} className={`${linkButton} justify-self-start`}>
          {classMissing ? t('classes.allClasses') : t('classes.present.backToClass')}
        </Link>
      </div>
    );
  }
  return <PresentScreen classId={classId} className={query.data?.name ?? ''} level={level} world={world} />;
}

type ScreenProps = { classId: number; className: string; level: Level; world: World };

function PresentScreen({ classId, className, level, world }: ScreenProps) {
  const t = useT('classes', 'guides');
  const section = useRef<HTMLElement>(null);
  // The app's header scrolls away, so the puzzle has the projector's whole height. From lg up
  // the screen is exactly that height, so the page never scrolls under the teacher: only the
  // program scrolls, in its own box (docs/decisions/372-present-mode-keeps-the-stage.md).
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, [level.id]);
  const at = world.levelIds.indexOf(level.id);
  const previous = world.levelIds[at - 1];
  const next = world.levelIds[at + 1];
  const present = (to: string) => paths.classPresent(classId, to);
  return (
    <section
      ref={section}
      aria-labelledby="present-title"
      className="grid scroll-mt-2 gap-3 lg:flex lg:h-[calc(100svh-1rem)] lg:min-h-[30rem] lg:flex-col"
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 lg:flex-none">
        <h1 id="present-title" className="text-3xl font-extrabold text-violet-900">
          {world.title} {level.number}: {level.title}
        </h1>
        <nav aria-label={t('classes.present.puzzles')} className="flex flex-wrap items-center gap-2 lg:ml-auto">
          {previous && (
            <Link to={present(previous)} className={secondaryButton}>
              <span aria-hidden="true">←</span> {t('classes.present.puzzleNumber', { number: level.number - 1 })}
            </Link>
          )}
          {next && (
            <Link to={present(next)} className={secondaryButton}>
              {t('classes.present.puzzleNumber', { number: level.number + 1 })} <span aria-hidden="true">→</span>
            </Link>
          )}
          {/* In a new tab: the program the class is building stays here (docs/decisions/298-links-to-the-guides.md). */}
          <Link to={paths.teachWorld(world.id)} target="_blank" rel="noopener" className={linkButton}>
            {t('guides.openGuide')}
            <span className="sr-only"> {t('guides.newTab')}</span>
          </Link>
          <Link to={paths.classPage(classId)} className={linkButton}>
            {className ? t('classes.present.backTo', { className }) : t('classes.present.backToClass')}
          </Link>
        </nav>
      </header>
      {isGameLevel(level) ? (
        <Suspense fallback={null}>
          <PresentGame key={level.id} level={level} />
        </Suspense>
      ) : isSoundLevel(level) ? (
        <Suspense fallback={null}>
          <PresentSound key={level.id} level={level} />
        </Suspense>
      ) : isWebLevel(level) ? (
        <Suspense fallback={null}>
          <PresentWeb key={level.id} level={level} />
        </Suspense>
      ) : isNetworkLevel(level) ? (
        <Suspense fallback={null}>
          <PresentNetwork key={level.id} level={level} />
        </Suspense>
      ) : isVisionLevel(level) ? (
        <Suspense fallback={null}>
          <PresentVision key={level.id} level={level} />
        </Suspense>
      ) : (
        <PresentWorkspace key={level.id} level={level} />
      )}
    </section>
  );
}

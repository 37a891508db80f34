import { lazy, Suspense } from 'react';
import { curriculum as englishCurriculum } from '../../../content/curriculum';
import { firstUnfinishedLesson, openingLevel, openLessons } from '../../domain/lessons/curriculum';
import { AdventureCard } from '../features/home/adventure-card';
import { GreetingHero } from '../features/home/greeting-hero';
import { LearningJourneyCard } from '../features/home/learning-journey-card';
import { QuoteCard } from '../features/home/quote-card';
import { TipsCard } from '../features/home/tips-card';
import { useAuth } from '../lib/auth';
import { useProgress } from '../lib/progress';
import { useLevel } from '../lib/use-level';
import { useContent } from '../i18n/use-t';

// Lazy, so the level list stays out of the first load of / (docs/product/code-lab.md#budgets).
const CodeLabContinueCard = lazy(() => import('../features/code-lab/continue-card'));
// Lazy and only for a class child: visitors and other sessions load nothing of it
// (docs/decisions/282-from-your-teacher-on-home.md).
const FromTeacherCard = lazy(() => import('../features/assignments/from-teacher-card'));
// The class gallery's card, the same way (docs/product/gallery-screens.md).
const GalleryHomeCard = lazy(() => import('../features/code-lab/gallery/gallery-home-card'));

export function Component() {
  const curriculum = useContent('curriculum', 'curriculum', englishCurriculum);
  const { user } = useAuth();
  const { completedIds, completedCount, percent } = useProgress();
  const level = useLevel();
  const next = firstUnfinishedLesson(curriculum, completedIds, level);
  // Every open lesson below the child's level done: the next one waits for a level
  // (docs/decisions/365-how-far-to-a-level.md).
  const waiting = next ? undefined : firstUnfinishedLesson(curriculum, completedIds);
  return (
    <div className="grid gap-6">
      {user?.kind === 'child' && user.profileOf === 'class' && (
        <Suspense fallback={null}>
          <FromTeacherCard />
          <GalleryHomeCard />
        </Suspense>
      )}
      <GreetingHero displayName={user?.displayName ?? null} />
      <div className="grid gap-6 md:grid-cols-2">
        <LearningJourneyCard percent={percent} />
        <AdventureCard
          completed={completedCount}
          total={openLessons(curriculum).length}
          next={next}
          waiting={waiting && { cardTitle: waiting.cardTitle, level: openingLevel(waiting) }}
        />
        <TipsCard />
        <QuoteCard />
        <Suspense fallback={null}>
          <CodeLabContinueCard />
        </Suspense>
      </div>
    </div>
  );
}

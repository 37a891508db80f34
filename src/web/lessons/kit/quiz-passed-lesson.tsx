// The page of a lesson completed by passing its quiz (curriculum completesWhen 'quiz-passed',
// docs/product/lessons.md#every-lesson): LessonLayout with Learn, the lesson's own tabs and the Quiz. A pass saves the
// completion (Try Again leaves the lesson passed) and then either
// - shows `passedCard`; or
// - when the curriculum's Next goes to a lesson (lesson-links.ts): celebrates ('Lesson Complete!',
//   '+50 coding points' for 4 s), shows the 'Next Lesson: <title>' card and, for guests, the
//   sign-up prompt 2 s later.
// Usage: <QuizPassedLesson content={content} tabs={(quiz) => [quiz, codeTab]}
//          side={<FunFactsPanel items={content.funFacts} />} />
import type { ReactNode } from 'react';
import { DELAYS_MS } from '../../../domain/constants';
import type { LessonContent } from '../../../domain/lessons/lesson-types';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { CelebrationOverlay } from './celebration-overlay';
import { GuestPromptDialog } from './guest-prompt-dialog';
import { lessonInfo, useShownLesson } from './lesson-info';
import { nextLessonId } from './lesson-links';
import { LessonLayout, type LessonTab } from './lesson-layout';
import { codeLabPractice } from './code-lab-practice';
import { NextLessonCard } from './next-lesson-card';
import { Quiz, quizTab } from './quiz';
import { useQuizPassed } from './use-quiz-passed';

type Props = {
  content: LessonContent;
  /** The tabs after Learn, given the Quiz tab to put in its place. */
  tabs: (quiz: LessonTab) => readonly LessonTab[];
  side?: ReactNode;
  /** Shown once the quiz is passed, instead of the card offering the next lesson. */
  passedCard?: ReactNode;
};

export function QuizPassedLesson({ content, tabs, side, passedCard }: Props) {
  const t = useT('lesson');
  const { lesson } = lessonInfo(content.lessonId);
  const next = passedCard ? undefined : nextLessonId(lesson.id);
  const nextLesson = next === undefined ? undefined : lessonInfo(next).lesson;
  // The curriculum entry of the lesson offered next, in the page's language (the hook needs a lesson).
  const shownNext = useShownLesson(nextLesson ?? lesson);
  const celebrate = nextLesson ? { guestPromptDelayMs: DELAYS_MS.guestPromptLong } : undefined;
  const quiz = useQuizPassed(lesson, celebrate);
  const quizContent = <Quiz quiz={content.quiz} onPassed={quiz.onPassed} />;
  const practice = codeLabPractice(t, lesson.id);

  return (
    <LessonLayout
      lesson={lesson}
      learn={content.learn}
      tabs={tabs(quizTab(t, quiz.passed, quizContent))}
      side={side}
    >
      {quiz.passed &&
        (nextLesson ? (
          <NextLessonCard
            heading={t('lesson.celebrationTitle')}
            linkLabel={t('lesson.nextLessonNamed', { title: shownNext.cardTitle })}
            to={paths.lesson(nextLesson.id)}
            practice={practice}
          />
        ) : (
          passedCard
        ))}
      {nextLesson && (
        <>
          <CelebrationOverlay
            open={quiz.celebrating}
            onDone={quiz.endCelebration}
            durationMs={DELAYS_MS.celebrationOverlay}
            title={t('lesson.celebrationTitle')}
            message={t('lesson.codingPoints', { points: lesson.points })}
          />
          <GuestPromptDialog {...quiz.guestPrompt.dialogProps} />
        </>
      )}
    </LessonLayout>
  );
}

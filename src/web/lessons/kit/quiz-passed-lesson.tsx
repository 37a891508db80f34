// The page of a lesson completed by passing its quiz (curriculum completesWhen 'quiz-passed',
// docs/product/lessons.md#every-lesson): LessonLayout with Learn, the lesson's own tabs and the Quiz. A pass saves the
// completion (Try Again leaves the lesson passed) and then either
// - with `next` (a lesson id): celebrates ('Lesson Complete!', '+50 coding points' for 4 s), shows
//   the 'Next Lesson: <title>' card and, for guests, the sign-up prompt 2 s later; or
// - shows `passedCard`.
// Usage: <QuizPassedLesson content={content} tabs={(quiz) => [quiz, codeTab]}
//          side={<FunFactsPanel items={content.funFacts} />} next="sequences" />
import type { ReactNode } from 'react';
import { DELAYS_MS } from '../../../domain/constants';
import type { LessonContent } from '../../../domain/lesson-types';
import { lessonMessages } from '../../../domain/lesson-messages';
import { paths } from '../../lib/paths';
import { CelebrationOverlay } from './celebration-overlay';
import { GuestPromptDialog } from './guest-prompt-dialog';
import { lessonInfo } from './lesson-info';
import { LessonLayout, type LessonTab } from './lesson-layout';
import { NextLessonCard } from './next-lesson-card';
import { Quiz, quizTab } from './quiz';
import { useQuizPassed } from './use-quiz-passed';

const words = lessonMessages.lessonKit;

type Props = {
  content: LessonContent;
  /** The tabs after Learn, given the Quiz tab to put in its place. */
  tabs: (quiz: LessonTab) => readonly LessonTab[];
  side?: ReactNode;
  /** The id of the lesson the celebration card offers next. */
  next?: string;
  /** Shown once the quiz is passed, for a lesson without `next`. */
  passedCard?: ReactNode;
};

export function QuizPassedLesson({ content, tabs, side, next, passedCard }: Props) {
  const { lesson } = lessonInfo(content.lessonId);
  const nextLesson = next === undefined ? undefined : lessonInfo(next).lesson;
  const celebrate = nextLesson ? { guestPromptDelayMs: DELAYS_MS.guestPromptLong } : undefined;
  const quiz = useQuizPassed(lesson, celebrate);
  const quizContent = <Quiz quiz={content.quiz} onPassed={quiz.onPassed} />;

  return (
    <LessonLayout
      lesson={lesson}
      learn={content.learn}
      tabs={tabs(quizTab(quiz.passed, quizContent))}
      side={side}
    >
      {quiz.passed &&
        (nextLesson ? (
          <NextLessonCard
            heading={words.celebrationTitle}
            linkLabel={lessonMessages.nextLesson(nextLesson.title)}
            to={paths.lesson(nextLesson.id)}
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
            title={words.celebrationTitle}
            message={words.codingPoints(lesson.points)}
          />
          <GuestPromptDialog {...quiz.guestPrompt.dialogProps} />
        </>
      )}
    </LessonLayout>
  );
}

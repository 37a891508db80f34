// /lessons/web-dev, Web Creator (docs/product/lessons.md#web-creator): opens at level 6; Learn
// (what a web page is made of, who sees what we publish, what to keep private, ask a grown-up),
// Quiz (3 questions, 2 to pass) and Build (the safe page sort); Complete Lesson once both are done.
import type { SortEvidence } from '../../../domain/lessons/safe-page';
import { useCallback } from 'react';
import { safePageCards, webDevLesson, webDevTopics } from '../../../../content/lessons/web-dev';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { SafePage, useSafePage } from './safe-page';

const { lesson } = lessonInfo('web-dev');

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function WebDevPage() {
  return (
    <OnePerson>
      <WebDevLesson />
    </OnePerson>
  );
}

function WebDevLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/web-dev', 'webDevLesson', webDevLesson);
  const topics = useContent('lessons/web-dev', 'webDevTopics', webDevTopics);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback((evidence: SortEvidence) => {
    awardActivity(evidence);
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const sort = useSafePage(safePageCards, onDone);
  const sortDone = sort.state.done || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (sortDone ? 1 : 0)) * 50;

  return (
    <>
      <QuizAndActivityLesson
        lessonState={lessonState}
        content={content}
        header={<TopicsAndProgress topics={topics} percent={percent} />}
        learnNextLabel={t('lesson.goToQuiz')}
        quizPassedHeading={t('lesson.quiz.completedHeading')}
        onQuizPassed={guestPrompt.schedule}
        continueLabel={t('lesson.continueTo.build')}
        activity={{ id: 'build', label: t('lesson.tabs.build'), done: sortDone, content: <SafePage model={sort} /> }}
      >
        <LessonFinish lessonState={lessonState} activityDone={sortDone} />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

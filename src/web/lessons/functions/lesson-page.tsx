// /lessons/functions, Function Factory (docs/product/lessons.md#functions): Learn, Quiz (5
// questions, 3 to pass) and Dance; Complete Lesson once both are done. Previous goes to
// conditionals, Next into the Code Lab's functions world.
import type { ChorusDanceEvidence } from '../../../domain/lessons/chorus-dance';
import { useCallback } from 'react';
import { functionsLesson, functionsTopics } from '../../../../content/lessons/functions';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { ChorusDance, useChorusDance } from './chorus-dance';

const { lesson } = lessonInfo('functions');

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function FunctionsPage() {
  return (
    <OnePerson>
      <FunctionsLesson />
    </OnePerson>
  );
}

function FunctionsLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/functions', 'functionsLesson', functionsLesson);
  const topics = useContent('lessons/functions', 'functionsTopics', functionsTopics);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback((evidence: ChorusDanceEvidence) => {
    awardActivity(evidence);
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const dance = useChorusDance(onDone);
  const danceDone = dance.state.done || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (danceDone ? 1 : 0)) * 50;

  return (
    <>
      <QuizAndActivityLesson
        lessonState={lessonState}
        content={content}
        intermediate
        header={<TopicsAndProgress topics={topics} percent={percent} />}
        learnNextLabel={t('lesson.goToQuiz')}
        quizPassedHeading={t('lesson.quiz.completedHeading')}
        onQuizPassed={guestPrompt.schedule}
        continueLabel={t('lesson.continueTo.dance')}
        activity={{ id: 'dance', label: t('lesson.tabs.dance'), done: danceDone, content: <ChorusDance model={dance} /> }}
      >
        <LessonFinish
          lessonState={lessonState}
          activityDone={danceDone}
        />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

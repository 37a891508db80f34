// /lessons/variables, Data Collector (docs/product/lessons.md#variables): opens at level 4; Learn,
// Quiz (5 questions, 3 to pass) and Collect; Complete Lesson once both are done. Previous goes to
// Function Factory, Next into the Code Lab's Pen Studio
// (docs/decisions/210-functions-and-variables-lessons.md).
import type { CountingEvidence } from '../../../domain/lessons/counting-boxes';
import { useCallback } from 'react';
import { variablesLesson, variablesTopics } from '../../../../content/lessons/variables';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { CountingBoxes, useCountingBoxes } from './counting-boxes';

const { lesson } = lessonInfo('variables');

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function VariablesPage() {
  return (
    <OnePerson>
      <VariablesLesson />
    </OnePerson>
  );
}

function VariablesLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/variables', 'variablesLesson', variablesLesson);
  const topics = useContent('lessons/variables', 'variablesTopics', variablesTopics);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback((evidence: CountingEvidence) => {
    awardActivity(evidence);
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const boxes = useCountingBoxes(onDone);
  const boxesDone = boxes.done || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (boxesDone ? 1 : 0)) * 50;

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
        continueLabel={t('lesson.continueTo.collecting')}
        activity={{ id: 'collect', label: t('lesson.tabs.collect'), done: boxesDone, content: <CountingBoxes model={boxes} /> }}
      >
        <LessonFinish
          lessonState={lessonState}
          activityDone={boxesDone}
        />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

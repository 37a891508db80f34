// /lessons/variables, Data Collector (docs/product/lessons.md#variables): opens at level 4; Learn,
// Quiz (5 questions, 3 to pass) and Collect; Complete Lesson once both are done. Previous goes to
// Function Factory, Next into the Code Lab's Pen Studio (decision 210).
import { useCallback } from 'react';
import { variablesLesson, variablesTopics } from '../../../../content/lessons/variables';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { CountingBoxes, useCountingBoxes } from './counting-boxes';

const { lesson } = lessonInfo('variables');

export default function VariablesPage() {
  const lessonState = useQuizAndActivity(lesson, 'variables');
  const t = useT('lesson');
  const content = useContent('lessons/variables', 'variablesLesson', variablesLesson);
  const topics = useContent('lessons/variables', 'variablesTopics', variablesTopics);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback(() => {
    awardActivity();
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const boxes = useCountingBoxes(onDone);
  const percent = ((quizPassed ? 1 : 0) + (boxes.done ? 1 : 0)) * 50;

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
        activity={{ id: 'collect', label: t('lesson.tabs.collect'), done: boxes.done, content: <CountingBoxes model={boxes} /> }}
      >
        <LessonFinish
          lessonState={lessonState}
          activityDone={boxes.done}
          previous={paths.lesson('functions')}
          next={paths.codeLabWorld('pen')}
        />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

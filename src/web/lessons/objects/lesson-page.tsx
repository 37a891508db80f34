// /lessons/objects, Object Workshop (docs/product/lessons.md#object-workshop): opens at level 5;
// Learn, Quiz (3 questions, 2 to pass) and Workshop; Complete Lesson once both are done. Next goes
// on to Game Creator, as the curriculum's order says.
import type { WorkshopEvidence } from '../../../domain/lessons/object-workshop';
import { useCallback } from 'react';
import { objectsLesson, objectsTopics } from '../../../../content/lessons/objects';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { ObjectWorkshop, useObjectWorkshop } from './object-workshop';

const { lesson } = lessonInfo('objects');

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function ObjectsPage() {
  return (
    <OnePerson>
      <ObjectsLesson />
    </OnePerson>
  );
}

function ObjectsLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/objects', 'objectsLesson', objectsLesson);
  const topics = useContent('lessons/objects', 'objectsTopics', objectsTopics);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback((evidence: WorkshopEvidence) => {
    awardActivity(evidence);
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const workshop = useObjectWorkshop(onDone);
  const workshopDone = workshop.done || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (workshopDone ? 1 : 0)) * 50;

  return (
    <>
      <QuizAndActivityLesson
        lessonState={lessonState}
        content={content}
        header={<TopicsAndProgress topics={topics} percent={percent} />}
        learnNextLabel={t('lesson.goToQuiz')}
        quizPassedHeading={t('lesson.quiz.completedHeading')}
        onQuizPassed={guestPrompt.schedule}
        continueLabel={t('lesson.continueTo.workshop')}
        activity={{ id: 'workshop', label: t('lesson.tabs.workshop'), done: workshopDone, content: <ObjectWorkshop model={workshop} /> }}
      >
        <LessonFinish lessonState={lessonState} activityDone={workshopDone} />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

// /lessons/computer-vision, Computer Vision (docs/product/lessons.md#computer-vision): Learn (a
// picture becomes numbers, learning from labelled examples, guessing by the nearest examples, why
// many kinds of examples make it fairer), Quiz (3 questions, 2 to pass) and Build (the key finder:
// train and test); Complete Lesson once both are done. Next opens the Vision Lab's world.
import type { FinderEvidence } from '../../../domain/lessons/key-finder';
import { useCallback } from 'react';
import { computerVisionLesson, computerVisionTopics, keyFinder } from '../../../../content/lessons/computer-vision';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { KeyFinder, useKeyFinder } from './key-finder';

const { lesson } = lessonInfo('computer-vision');

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function ComputerVisionPage() {
  return (
    <OnePerson>
      <ComputerVisionLesson />
    </OnePerson>
  );
}

function ComputerVisionLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/computer-vision', 'computerVisionLesson', computerVisionLesson);
  const topics = useContent('lessons/computer-vision', 'computerVisionTopics', computerVisionTopics);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback((evidence: FinderEvidence) => {
    awardActivity(evidence);
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const finder = useKeyFinder(keyFinder, onDone);
  const finderDone = finder.state.done || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (finderDone ? 1 : 0)) * 50;

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
        activity={{ id: 'build', label: t('lesson.tabs.build'), done: finderDone, content: <KeyFinder model={finder} /> }}
      >
        <LessonFinish lessonState={lessonState} activityDone={finderDone} />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

// /lessons/functions, Function Factory (docs/product/lessons.md#functions): Learn, Quiz (5
// questions, 3 to pass) and Dance; Complete Lesson once both are done. Previous goes to
// conditionals, Next into the Code Lab's functions world.
import { useCallback } from 'react';
import { functionsLesson, functionsTopics } from '../../../../content/lessons/functions';
import { DELAYS_MS } from '../../../domain/constants';
import { lessonMessages } from '../../../domain/lesson-messages';
import { paths } from '../../lib/paths';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { ChorusDance, useChorusDance } from './chorus-dance';

const { lesson, badges } = lessonInfo('functions');

export default function FunctionsPage() {
  const lessonState = useQuizAndActivity(lesson, lessonMessages.completeLesson.earlyFunctions);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback(() => {
    awardActivity();
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const dance = useChorusDance(onDone);
  const danceDone = dance.state.done;
  const percent = ((quizPassed ? 1 : 0) + (danceDone ? 1 : 0)) * 50;

  return (
    <>
      <QuizAndActivityLesson
        lessonState={lessonState}
        content={functionsLesson}
        badges={['Intermediate', ...badges]}
        header={<TopicsAndProgress topics={functionsTopics} percent={percent} />}
        learnNextLabel="Go to the Quiz"
        quizPassedHeading="Quiz Completed"
        onQuizPassed={guestPrompt.schedule}
        continueLabel="Continue to the Dance"
        activity={{ id: 'dance', label: 'Dance', done: danceDone, content: <ChorusDance model={dance} /> }}
      >
        <LessonFinish
          lessonState={lessonState}
          activityDone={danceDone}
          previous={paths.lesson('conditionals')}
          next={paths.codeLabWorld('function')}
        />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

// /lessons/game-dev, Game Creator (docs/product/lessons.md#game-creator): opens at level 8;
// Learn, Quiz (3 questions, 2 to pass) and Build; Complete Lesson once both are done. Previous goes
// back to Object Workshop, as the curriculum's order says.
import type { WiringEvidence } from '../../../domain/lessons/game-wiring';
import { useCallback } from 'react';
import { gameDevLesson, gameDevTopics } from '../../../../content/lessons/game-dev';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { TinyGame, useTinyGame } from './tiny-game';

const { lesson } = lessonInfo('game-dev');

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function GameDevPage() {
  return (
    <OnePerson>
      <GameDevLesson />
    </OnePerson>
  );
}

function GameDevLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/game-dev', 'gameDevLesson', gameDevLesson);
  const topics = useContent('lessons/game-dev', 'gameDevTopics', gameDevTopics);
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback((evidence: WiringEvidence) => {
    awardActivity(evidence);
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const game = useTinyGame(onDone);
  const gameDone = game.state.done || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (gameDone ? 1 : 0)) * 50;

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
        activity={{ id: 'build', label: t('lesson.tabs.build'), done: gameDone, content: <TinyGame model={game} /> }}
      >
        <LessonFinish lessonState={lessonState} activityDone={gameDone} />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

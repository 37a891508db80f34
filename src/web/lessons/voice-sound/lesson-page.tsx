// /lessons/voice-sound, Voice & Sound (docs/product/lessons.md#voice-and-sound): opens at level 5;
// Learn, Quiz (3 questions, 2 to pass) and Build (the beat maker); Complete Lesson once both are
// done. The beat maker plays its drums only when the page may make sound: a class child's teacher
// can turn sound off for the class (useSoundPermission), and then every sound is shown in words.
import type { BeatEvidence } from '../../../domain/lessons/beat-maker';
import { useCallback } from 'react';
import { rockBeat, voiceSoundLesson, voiceSoundTopics } from '../../../../content/lessons/voice-sound';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { useSoundPermission } from '../../lib/use-sound-allowed';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonFinish, TopicsAndProgress } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { BeatMaker, useBeatMaker } from './beat-maker';

const { lesson } = lessonInfo('voice-sound');

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function VoiceSoundPage() {
  return (
    <OnePerson>
      <VoiceSoundLesson />
    </OnePerson>
  );
}

function VoiceSoundLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/voice-sound', 'voiceSoundLesson', voiceSoundLesson);
  const topics = useContent('lessons/voice-sound', 'voiceSoundTopics', voiceSoundTopics);
  const sound = useSoundPermission();
  const { quizPassed, awardActivity } = lessonState;
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);
  const { schedule } = guestPrompt;
  const onDone = useCallback((evidence: BeatEvidence) => {
    awardActivity(evidence);
    if (!quizPassed) schedule();
  }, [awardActivity, quizPassed, schedule]);
  const beat = useBeatMaker(rockBeat, onDone);
  const beatDone = beat.state.done || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (beatDone ? 1 : 0)) * 50;

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
        activity={{ id: 'build', label: t('lesson.tabs.build'), done: beatDone, content: <BeatMaker model={beat} sound={sound} /> }}
      >
        <LessonFinish lessonState={lessonState} activityDone={beatDone} />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

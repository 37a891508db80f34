// The Loops lesson (SPEC §2): tabs Learn, Activity, Quiz; loop tips beside. Passing the quiz saves
// the completion, celebrates for 4 s, offers 'Next Lesson: Making Decisions' and, for guests,
// the sign-up prompt after 2 s.
import { useCallback, useState } from 'react';
import { loopTips, loopsLesson as content } from '../../../../content/lessons/loops';
import { DELAYS_MS } from '../../../domain/constants';
import { messages } from '../../../domain/messages';
import { paths } from '../../lib/paths';
import { useCompleteLesson } from '../../lib/progress';
import { CelebrationOverlay } from '../kit/celebration-overlay';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LearnSections } from '../kit/learn-sections';
import { LessonLayout } from '../kit/lesson-layout';
import { lessonInfo } from '../kit/lesson-info';
import { NextLessonCard } from '../kit/next-lesson-card';
import { Quiz } from '../kit/quiz';
import { SidePanel } from '../kit/side-panel';
import { RobotDance } from './robot-dance';

const { lesson, badges } = lessonInfo(content.lessonId);
const next = lessonInfo('conditionals').lesson;

export default function LoopsLesson() {
  const completeLesson = useCompleteLesson();
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptLong);
  const [passed, setPassed] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const endCelebration = useCallback(() => setCelebrating(false), []);

  const onPassed = () => {
    setPassed(true);
    setCelebrating(true);
    void completeLesson(lesson.id);
    guestPrompt.schedule();
  };

  return (
    <LessonLayout
      title={lesson.title}
      intro={lesson.description}
      icon={lesson.icon}
      badges={badges}
      learn={content.learn}
      tabs={[
        { id: 'learn', label: 'Learn', content: <LearnSections sections={content.learn} /> },
        { id: 'activity', label: 'Activity', content: <RobotDance /> },
        { id: 'quiz', label: 'Quiz', done: passed, content: <Quiz quiz={content.quiz} onPassed={onPassed} /> },
      ]}
      side={<SidePanel title={messages.loopTips} icon="🔁" items={loopTips} />}
    >
      {passed && (
        <NextLessonCard
          heading={messages.lessonKit.celebrationTitle}
          linkLabel={messages.nextLesson(next.title)}
          to={paths.lesson(next.id)}
        />
      )}
      <CelebrationOverlay
        open={celebrating}
        onDone={endCelebration}
        durationMs={DELAYS_MS.celebrationOverlay}
        title={messages.lessonKit.celebrationTitle}
        message={messages.lessonKit.codingPoints(lesson.points)}
      />
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </LessonLayout>
  );
}

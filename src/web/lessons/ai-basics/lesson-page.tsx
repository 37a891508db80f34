import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { aiBasicsLesson } from '../../../../content/lessons/ai-basics';
import { DELAYS_MS } from '../../../domain/constants';
import { lessonMessages } from '../../../domain/lesson-messages';
import { LabelledProgress } from '../../components/labelled-progress';
import { paths } from '../../lib/paths';
import { useAwardActivity, useCompleteLesson } from '../../lib/progress';
import { toast } from '../../lib/toast-store';
import { LearnSections } from '../kit/learn-sections';
import { lessonInfo } from '../kit/lesson-info';
import { LessonLayout } from '../kit/lesson-layout';
import { Quiz } from '../kit/quiz';
import { SidePanel } from '../kit/side-panel';
import { useWhenUserKnown } from '../kit/use-when-user-known';
import { AiChatPanel } from './ai-chat-panel';
import { AiCompletionDialog } from './ai-completion-dialog';
import { useAiChat } from './use-ai-chat';

const { lesson, badges } = lessonInfo('ai-basics');
const pill = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold';

export default function AiBasicsPage() {
  const [tab, setTab] = useState('learn');
  const [quizPassed, setQuizPassed] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const completeLesson = useCompleteLesson();
  const awardActivity = useAwardActivity();
  const whenUserKnown = useWhenUserKnown();

  // SPEC §4: the completion dialog opens 1.5 s after a pass or the chat's completion.
  const dialogTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(dialogTimer.current), []);
  const scheduleDialog = useCallback(() => {
    window.clearTimeout(dialogTimer.current);
    dialogTimer.current = window.setTimeout(
      () => setDialogOpen(true),
      DELAYS_MS.aiCompletionDialog,
    );
  }, []);

  const chat = useAiChat(() => {
    whenUserKnown(() => void awardActivity(lesson.activityId!));
    scheduleDialog();
  });
  const activityDone = chat.state.activityDone;

  // SPEC §2: the header bar starts at 0 and fills to 100 after 0.5 s.
  const [headerProgress, setHeaderProgress] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setHeaderProgress(100), DELAYS_MS.progressBarAnimation);
    return () => window.clearTimeout(timer);
  }, []);

  const onCompleteLesson = () => {
    if (!quizPassed || !activityDone) {
      toast({ ...lessonMessages.completeLesson.earlyAi, variant: 'destructive' });
      return;
    }
    // DESIGN §9: the AI lesson saves its completion (the spec's never did).
    whenUserKnown(
      () =>
        void completeLesson(lesson.id).then(() =>
          toast({ ...lessonMessages.completeLesson.done, variant: 'success' }),
        ),
    );
  };

  return (
    <>
      <LessonLayout
        title={lesson.title}
        icon={lesson.icon}
        intro={lesson.description}
        badges={badges}
        header={
          <div className="rounded-2xl bg-white p-3">
            <LabelledProgress label={lessonMessages.aiLesson.progressLabel} value={headerProgress} />
          </div>
        }
        learn={aiBasicsLesson.learn}
        tab={tab}
        onTabChange={setTab}
        side={<SidePanel title="Fun Facts" icon="💡" items={aiBasicsLesson.funFacts} />}
        tabs={[
          {
            id: 'learn',
            label: 'Learn',
            content: (
              <div className="grid gap-4">
                <LearnSections sections={aiBasicsLesson.learn} />
                <button
                  type="button"
                  onClick={() => setTab('quiz')}
                  className={`${pill} w-fit bg-violet-700 text-lg text-white`}
                >
                  Take the Quiz
                </button>
              </div>
            ),
          },
          {
            id: 'quiz',
            label: 'Quiz',
            done: quizPassed,
            content: (
              <Quiz
                quiz={aiBasicsLesson.quiz}
                onPassed={() => {
                  setQuizPassed(true);
                  scheduleDialog();
                }}
                onReset={() => setQuizPassed(false)}
                passedExtra={
                  <button
                    type="button"
                    onClick={() => setTab('try-ai')}
                    className={`${pill} bg-violet-700 text-white`}
                  >
                    Continue to Try AI
                  </button>
                }
              />
            ),
          },
          {
            id: 'try-ai',
            label: 'Try AI',
            done: activityDone,
            content: <AiChatPanel chat={chat} onCompleteLesson={onCompleteLesson} />,
          },
        ]}
      >
        <div role="group" aria-label="Lesson steps" className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => setTab('quiz')}
            className={`${pill} border-2 border-violet-700 bg-white text-violet-900`}
          >
            Back to Quiz
          </button>
          <button
            type="button"
            onClick={onCompleteLesson}
            className={`${pill} bg-emerald-700 text-white`}
          >
            Complete Lesson
          </button>
          <button
            type="button"
            onClick={() => setTab('learn')}
            className={`${pill} border-2 border-violet-700 bg-white text-violet-900`}
          >
            Back to Learning
          </button>
          <Link to={paths.learn} className={`${pill} bg-violet-700 text-white`}>
            Next Lesson
          </Link>
        </div>
      </LessonLayout>
      <AiCompletionDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        quizPassed={quizPassed}
        activityDone={activityDone}
        onNext={(step) => (step === 'complete' ? onCompleteLesson() : setTab(step))}
      />
    </>
  );
}

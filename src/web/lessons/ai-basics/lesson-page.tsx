import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { aiBasicsLesson } from '../../../../content/lessons/ai-basics';
import { DELAYS_MS } from '../../../domain/constants';
import { LabelledProgress } from '../../components/labelled-progress';
import { useContent, useT } from '../../i18n/use-t';
import { lessonInfo } from '../kit/lesson-info';
import { lessonHrefs } from '../kit/lesson-links';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { AiChatPanel } from './ai-chat-panel';
import { AiCompletionDialog } from './ai-completion-dialog';
import { useAiChat } from './use-ai-chat';

const { lesson } = lessonInfo('ai-basics');
// Next Lesson goes where the curriculum says (the lessons hub).
const nextHref = lessonHrefs(lesson.id).next;
// The footer's four steps are two rows of two (back on the left, onwards on the right) until one
// row holds them all; on a phone a long label wraps inside its pill rather than each pill
// taking a row.
const pill = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-1 text-center leading-tight font-bold sm:px-5';
const outlinePill = `${pill} border-2 border-violet-700 bg-white text-violet-900`;

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function AiBasicsPage() {
  return (
    <OnePerson>
      <AiBasicsLesson />
    </OnePerson>
  );
}

function AiBasicsLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/ai-basics', 'aiBasicsLesson', aiBasicsLesson);
  const { setTab, quizPassed } = lessonState;
  const [dialogOpen, setDialogOpen] = useState(false);

  // docs/product/lessons.md#introduction-to-ai: the completion dialog opens 1.5 s after a pass or the chat's completion.
  const dialogTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(dialogTimer.current), []);
  const scheduleDialog = useCallback(() => {
    window.clearTimeout(dialogTimer.current);
    dialogTimer.current = window.setTimeout(
      () => setDialogOpen(true),
      DELAYS_MS.aiCompletionDialog,
    );
  }, []);

  const chat = useAiChat(
    (evidence) => {
      lessonState.awardActivity(evidence);
      scheduleDialog();
    },
    lessonState.forgetActivity,
  );
  const activityDone = chat.state.activityDone || lessonState.activityKept;

  // docs/product/lessons.md#introduction-to-ai: the header bar starts at 0 and fills to 100 after 0.5 s.
  const [headerProgress, setHeaderProgress] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => setHeaderProgress(100), DELAYS_MS.progressBarAnimation);
    return () => window.clearTimeout(timer);
  }, []);

  // docs/product/lessons.md#every-lesson: the AI lesson saves its completion (the spec's never did).
  const onCompleteLesson = () => lessonState.completeLesson(activityDone);

  return (
    <>
      <QuizAndActivityLesson
        lessonState={lessonState}
        content={content}
        header={
          <div className="rounded-2xl bg-white p-3">
            <LabelledProgress
              label={t('lesson.progressLabel')}
              value={headerProgress}
            />
          </div>
        }
        learnNextLabel={t('lesson.takeQuiz')}
        onQuizPassed={scheduleDialog}
        continueLabel={t('lesson.continueTo.tryAi')}
        activity={{
          id: 'try-ai',
          label: t('lesson.tabs.tryAi'),
          done: activityDone,
          content: <AiChatPanel chat={chat} onCompleteLesson={onCompleteLesson} />,
        }}
      >
        <div role="group" aria-label={t('lesson.lessonSteps')} className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(2,max-content)] xl:flex xl:flex-wrap">
          <button type="button" onClick={() => setTab('quiz')} className={outlinePill}>
            {t('lesson.backToQuiz')}
          </button>
          <button
            type="button"
            onClick={onCompleteLesson}
            className={`${pill} bg-emerald-700 text-white`}
          >
            {t('lesson.completeLesson')}
          </button>
          <button type="button" onClick={() => setTab('learn')} className={outlinePill}>
            {t('lesson.backToLearning')}
          </button>
          {nextHref && (
            <Link to={nextHref} className={`${pill} bg-violet-700 text-white`}>
              {t('lesson.nextLesson')}
            </Link>
          )}
        </div>
      </QuizAndActivityLesson>
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

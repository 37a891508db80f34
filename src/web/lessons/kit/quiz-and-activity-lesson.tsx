// The page of a lesson completed by its quiz and its activity together (curriculum completesWhen
// 'quiz-and-activity': conditionals, ai-basics), state from useQuizAndActivity: LessonLayout
// with Learn (its button opens the Quiz), the Quiz (a pass marks it done and calls onQuizPassed;
// its Continue button opens the activity; Try Again clears the pass), the activity's tab, and the
// fun facts beside. Under the tabs, until the lesson is completed, a checklist of what is left
// (docs/decisions/368-what-is-left.md), then the page's own cards. A quiz pass and an activity
// kept from before (docs/product/lessons.md#kept-until-done) show done: the Quiz with its pass,
// the activity with a line saying so. Usage:
//   <QuizAndActivityLesson lessonState={lessonState} content={content} header={<Progress />}
//     learnNextLabel={t('lesson.goToQuiz')} onQuizPassed={guestPrompt.schedule}
//     continueLabel={t('lesson.continueTo.coding')} activity={{ id: 'code', label: t('lesson.tabs.code'), done, content }}>
//     {cards under the tabs}</QuizAndActivityLesson>
import type { ReactNode } from 'react';
import type { LessonContent } from '../../../domain/lessons/lesson-types';
import { useT } from '../../i18n/use-t';
import { LessonChecklist } from './lesson-checklist';
import { LessonLayout, type LessonTab } from './lesson-layout';
import { Quiz, quizTab } from './quiz';
import { FunFactsPanel } from './side-panel';
import type { QuizAndActivity } from './use-quiz-and-activity';

type Props = {
  lessonState: QuizAndActivity;
  content: LessonContent & { funFacts: readonly string[] };
  /** An 'Intermediate' badge in the header. */
  intermediate?: boolean;
  header: ReactNode;
  learnNextLabel: string;
  /** The Quiz's passed heading, when not the kit's 'Quiz passed!'. */
  quizPassedHeading?: string;
  onQuizPassed: () => void;
  continueLabel: string;
  activity: LessonTab;
  children?: ReactNode;
};

export function QuizAndActivityLesson(props: Props) {
  const { lessonState, content, activity } = props;
  const { passQuiz, setTab } = lessonState;
  const t = useT('lesson');
  const quiz = (
    <Quiz
      quiz={content.quiz}
      passedHeading={props.quizPassedHeading}
      passedWith={lessonState.keptAnswers}
      onPassed={(_result, answers) => {
        passQuiz(answers);
        props.onQuizPassed();
      }}
      onReset={() => passQuiz(null)}
      continueTo={{ label: props.continueLabel, onClick: () => setTab(activity.id) }}
    />
  );
  // Done before this page was opened (docs/product/lessons.md#kept-until-done): the activity's
  // view starts afresh, so a line says it is done and may be played again.
  const activityContent = lessonState.activityFromBefore ? (
    <div className="grid gap-4">
      <p className="rounded-xl border-2 border-emerald-300 bg-emerald-50 p-3 text-lg font-bold text-emerald-950">
        <span aria-hidden="true">✅ </span>
        {t('lesson.activityKept')}
      </p>
      {activity.content}
    </div>
  ) : (
    activity.content
  );
  return (
    <LessonLayout
      lesson={lessonState.lesson}
      intermediate={props.intermediate}
      header={props.header}
      learn={content.learn}
      learnNext={{ label: props.learnNextLabel, tab: 'quiz' }}
      tab={lessonState.tab}
      onTabChange={setTab}
      side={<FunFactsPanel items={content.funFacts} />}
      tabs={[quizTab(t, lessonState.quizPassed, quiz), { ...activity, content: activityContent }]}
    >
      {!lessonState.completed && (
        <LessonChecklist quizPassed={lessonState.quizPassed} activityDone={activity.done ?? false} activity={lessonState.activityKind} />
      )}
      {props.children}
    </LessonLayout>
  );
}

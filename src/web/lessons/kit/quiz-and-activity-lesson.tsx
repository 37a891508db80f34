// The page of a lesson completed by its quiz and its activity together (curriculum completesWhen
// 'quiz-and-activity': conditionals, ai-basics), state from useQuizAndActivity: LessonLayout
// with Learn (its button opens the Quiz), the Quiz (a pass marks it done and calls onQuizPassed;
// its Continue button opens the activity; Try Again clears the pass), the activity's tab, and the
// fun facts beside. Usage:
//   <QuizAndActivityLesson lessonState={lessonState} content={content} header={<Progress />}
//     learnNextLabel={t('lesson.goToQuiz')} onQuizPassed={guestPrompt.schedule}
//     continueLabel={t('lesson.continueTo.coding')} activity={{ id: 'code', label: t('lesson.tabs.code'), done, content }}>
//     {cards under the tabs}</QuizAndActivityLesson>
import type { ReactNode } from 'react';
import type { LessonContent } from '../../../domain/lesson-types';
import { useT } from '../../i18n/use-t';
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
  const { setQuizPassed, setTab } = lessonState;
  const t = useT('lesson');
  const quiz = (
    <Quiz
      quiz={content.quiz}
      passedHeading={props.quizPassedHeading}
      onPassed={() => {
        setQuizPassed(true);
        props.onQuizPassed();
      }}
      onReset={() => setQuizPassed(false)}
      continueTo={{ label: props.continueLabel, onClick: () => setTab(activity.id) }}
    />
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
      tabs={[quizTab(t, lessonState.quizPassed, quiz), activity]}
    >
      {props.children}
    </LessonLayout>
  );
}

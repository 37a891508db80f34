// The first lesson (docs/product/lessons.md#first-lesson): tabs Learn, Quiz, Code; fun facts beside. Passing the quiz saves the
// completion, celebrates for 4 s, offers 'Next Lesson: Morning Routine' and, for guests, the sign-up
// prompt after 2 s. In the page's language: the content through its translation (useContent).
import { introToCodingLesson } from '../../../../content/lessons/intro-to-coding';
import { useContent, useT } from '../../i18n/use-t';
import { QuizPassedLesson } from '../kit/quiz-passed-lesson';
import { FunFactsPanel } from '../kit/side-panel';
import { CodeBuilderActivity } from './code-builder-activity';

export default function IntroToCodingLesson() {
  const t = useT('lesson');
  const content = useContent('lessons/intro-to-coding', 'introToCodingLesson', introToCodingLesson);
  return (
    <QuizPassedLesson
      content={content}
      tabs={(quiz) => [quiz, { id: 'code', label: t('lesson.tabs.code'), content: <CodeBuilderActivity /> }]}
      side={<FunFactsPanel items={content.funFacts} />}
    />
  );
}

// The first lesson (docs/product/lessons.md#first-lesson): tabs Learn, Quiz, Code; fun facts beside. Passing the quiz saves the
// completion, celebrates for 4 s, offers 'Next Lesson: Sequences' and, for guests, the sign-up
// prompt after 2 s.
import { introToCodingLesson as content } from '../../../../content/lessons/intro-to-coding';
import { QuizPassedLesson } from '../kit/quiz-passed-lesson';
import { FunFactsPanel } from '../kit/side-panel';
import { CodeBuilderActivity } from './code-builder-activity';

export default function IntroToCodingLesson() {
  return (
    <QuizPassedLesson
      content={content}
      tabs={(quiz) => [quiz, { id: 'code', label: 'Code', content: <CodeBuilderActivity /> }]}
      side={<FunFactsPanel items={content.funFacts} />}
      next="sequences"
    />
  );
}

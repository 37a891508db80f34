// The Loops lesson (docs/product/lessons.md#loops): tabs Learn, Activity, Quiz; loop tips beside. Passing the quiz saves
// the completion, celebrates for 4 s, offers 'Next Lesson: Making Decisions' and, for guests,
// the sign-up prompt after 2 s. In the page's language: the content through its translation (useContent).
import { loopTips as englishTips, loopsLesson } from '../../../../content/lessons/loops';
import { useContent, useT } from '../../i18n/use-t';
import { QuizPassedLesson } from '../kit/quiz-passed-lesson';
import { SidePanel } from '../kit/side-panel';
import { RobotDance } from './robot-dance';

export default function LoopsLesson() {
  const t = useT('lesson');
  const content = useContent('lessons/loops', 'loopsLesson', loopsLesson);
  const loopTips = useContent('lessons/loops', 'loopTips', englishTips);
  return (
    <QuizPassedLesson
      content={content}
      tabs={(quiz) => [{ id: 'activity', label: t('lesson.tabs.activity'), content: <RobotDance /> }, quiz]}
      side={<SidePanel title={t('lesson.loopTips')} icon="🔁" items={loopTips} />}
    />
  );
}

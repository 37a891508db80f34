// The Loops lesson (docs/product/lessons.md#loops): tabs Learn, Activity, Quiz; loop tips beside. Passing the quiz saves
// the completion, celebrates for 4 s, offers 'Next Lesson: Making Decisions' and, for guests,
// the sign-up prompt after 2 s.
import { loopTips, loopsLesson as content } from '../../../../content/lessons/loops';
import { lessonMessages } from '../../../domain/lesson-messages';
import { QuizPassedLesson } from '../kit/quiz-passed-lesson';
import { SidePanel } from '../kit/side-panel';
import { RobotDance } from './robot-dance';

export default function LoopsLesson() {
  return (
    <QuizPassedLesson
      content={content}
      tabs={(quiz) => [{ id: 'activity', label: 'Activity', content: <RobotDance /> }, quiz]}
      side={<SidePanel title={lessonMessages.loopTips} icon="🔁" items={loopTips} />}
      next="conditionals"
    />
  );
}

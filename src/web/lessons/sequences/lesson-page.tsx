// The Sequences lesson (docs/product/lessons.md#sequences): tabs Learn, Practice, Challenge, Quiz. Passing the quiz saves
// the completion and shows the completion card with Back to Lessons.
import {
  sequenceChallenges,
  sequencesLesson as content,
} from '../../../../content/lessons/sequences';
import { lessonMessages } from '../../../domain/lesson-messages';
import { paths } from '../../lib/paths';
import { NextLessonCard } from '../kit/next-lesson-card';
import { QuizPassedLesson } from '../kit/quiz-passed-lesson';
import { MorningRoutine } from './morning-routine';

function Challenges() {
  return (
    <section aria-labelledby="challenges" className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="challenges" className="text-2xl font-extrabold text-violet-900">
        {lessonMessages.challengeHeading}
      </h2>
      <p className="text-lg text-slate-800">{lessonMessages.challengeHelp}</p>
      <ul className="grid gap-2">
        {sequenceChallenges.map((idea) => (
          <li key={idea} className="rounded-xl bg-violet-50 p-3 text-lg text-slate-900">
            <span aria-hidden="true">⭐ </span>
            {idea}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SequencesLesson() {
  return (
    <QuizPassedLesson
      content={content}
      tabs={(quiz) => [
        { id: 'practice', label: 'Practice', content: <MorningRoutine /> },
        { id: 'challenge', label: 'Challenge', content: <Challenges /> },
        quiz,
      ]}
      passedCard={
        <NextLessonCard
          heading={lessonMessages.sequencesDone.title}
          text={lessonMessages.sequencesDone.description}
          linkLabel={lessonMessages.lessonKit.backToLessons}
          to={paths.learn}
        />
      }
    />
  );
}

// The Sequences lesson (SPEC §2): tabs Learn, Practice, Challenge, Quiz. Passing the quiz saves
// the completion and shows the completion card with Back to Lessons.
import { useState } from 'react';
import { sequenceChallenges, sequencesLesson as content } from '../../../../content/lessons/sequences';
import { messages } from '../../../domain/messages';
import { paths } from '../../lib/paths';
import { useCompleteLesson } from '../../lib/progress';
import { LearnSections } from '../kit/learn-sections';
import { LessonLayout } from '../kit/lesson-layout';
import { lessonInfo } from '../kit/lesson-info';
import { NextLessonCard } from '../kit/next-lesson-card';
import { Quiz } from '../kit/quiz';
import { MorningRoutine } from './morning-routine';

const { lesson, badges } = lessonInfo(content.lessonId);

function Challenges() {
  return (
    <section aria-labelledby="challenges" className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="challenges" className="text-2xl font-extrabold text-violet-900">
        {messages.challengeHeading}
      </h2>
      <p className="text-lg text-slate-800">{messages.challengeHelp}</p>
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
  const completeLesson = useCompleteLesson();
  const [passed, setPassed] = useState(false);

  const onPassed = () => {
    setPassed(true);
    void completeLesson(lesson.id);
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
        { id: 'practice', label: 'Practice', content: <MorningRoutine /> },
        { id: 'challenge', label: 'Challenge', content: <Challenges /> },
        { id: 'quiz', label: 'Quiz', done: passed, content: <Quiz quiz={content.quiz} onPassed={onPassed} /> },
      ]}
    >
      {passed && (
        <NextLessonCard
          heading={messages.sequencesDone.title}
          text={messages.sequencesDone.description}
          linkLabel={messages.lessonKit.backToLessons}
          to={paths.learn}
        />
      )}
    </LessonLayout>
  );
}

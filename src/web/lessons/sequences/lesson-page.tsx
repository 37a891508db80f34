// The Sequences lesson (docs/product/lessons.md#sequences): tabs Learn, Practice, Challenge, Quiz. Passing the quiz saves
// the completion and shows the completion card with Back to Lessons. In the page's language: the
// content through its translation (useContent).
import { sequenceChallenges, sequencesLesson } from '../../../../content/lessons/sequences';
import { useContent, useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { codeLabPractice } from '../kit/code-lab-practice';
import { NextLessonCard } from '../kit/next-lesson-card';
import { QuizPassedLesson } from '../kit/quiz-passed-lesson';
import { MorningRoutine } from './morning-routine';

function Challenges() {
  const t = useT('lesson');
  const challenges = useContent('lessons/sequences', 'sequenceChallenges', sequenceChallenges);
  return (
    <section aria-labelledby="challenges" className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="challenges" className="text-2xl font-extrabold text-violet-900">
        {t('lesson.sequences.challengeHeading')}
      </h2>
      <p className="text-lg text-slate-800">{t('lesson.sequences.challengeHelp')}</p>
      <ul className="grid gap-2">
        {challenges.map((idea) => (
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
  const t = useT('lesson');
  const content = useContent('lessons/sequences', 'sequencesLesson', sequencesLesson);
  return (
    <QuizPassedLesson
      content={content}
      tabs={(quiz) => [
        { id: 'practice', label: t('lesson.tabs.practice'), content: <MorningRoutine /> },
        { id: 'challenge', label: t('lesson.tabs.challenge'), content: <Challenges /> },
        quiz,
      ]}
      passedCard={
        <NextLessonCard
          heading={t('lesson.sequences.doneTitle')}
          text={t('lesson.sequences.doneText')}
          linkLabel={t('lesson.backToLessons')}
          to={paths.learn}
          practice={codeLabPractice(t, 'sequences')}
        />
      }
    />
  );
}

// The parts of a quiz-and-activity lesson around its tabs (Function Factory, Data Collector):
// the header's topic tags and progress bar, and under the tabs the Complete Lesson card (once quiz
// and activity are done) and the Previous / Next Lesson links, which the curriculum gives
// (lesson-links.ts). Usage:
//   header={<TopicsAndProgress topics={topics} percent={percent} />}
//   <LessonFinish lessonState={lessonState} activityDone={done} />
//   <LessonNav lessonId="conditionals" />   (the links alone)
import { Link } from 'react-router';
import { LabelledProgress } from '../../components/labelled-progress';
import { useT } from '../../i18n/use-t';
import { lessonHrefs } from './lesson-links';
import type { QuizAndActivity } from './use-quiz-and-activity';

const pill =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-1 text-center leading-tight font-bold sm:px-5';

export function TopicsAndProgress({ topics, percent }: { topics: readonly string[]; percent: number }) {
  const t = useT('lesson');
  return (
    <div className="grid gap-3">
      <ul aria-label={t('lesson.topics')} className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic} className="rounded-full border-2 border-white px-3 py-1 text-sm font-bold text-white">
            {topic}
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-white p-3">
        <LabelledProgress label={t('lesson.progressLabel')} value={percent} />
      </div>
    </div>
  );
}

type FinishProps = {
  lessonState: QuizAndActivity;
  activityDone: boolean;
};

export function LessonFinish({ lessonState, activityDone }: FinishProps) {
  const t = useT('lesson');
  return (
    <>
      {lessonState.quizPassed && activityDone && (
        <div className="grid justify-items-center gap-3 rounded-3xl border-2 border-emerald-300 bg-emerald-50 p-5 text-center">
          {lessonState.completed && (
            <p className="text-xl font-bold text-emerald-950">{t('lesson.completed')}</p>
          )}
          <button
            type="button"
            onClick={() => lessonState.completeLesson(activityDone)}
            className={`${pill} bg-emerald-700 text-lg text-white`}
          >
            {t('lesson.completeLesson')}
          </button>
        </div>
      )}
      <LessonNav lessonId={lessonState.lesson.id} />
    </>
  );
}

/** The Previous and Next Lesson links, each where the curriculum says (none: no link). */
export function LessonNav({ lessonId }: { lessonId: string }) {
  const t = useT('lesson');
  const { previous, next } = lessonHrefs(lessonId);
  return (
    <nav aria-label={t('lesson.moreLessons')} className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:justify-between">
      {previous && (
        <Link to={previous} className={`${pill} border-2 border-violet-700 bg-white text-violet-900`}>
          <span aria-hidden="true">←</span> {t('lesson.previousLesson')}
        </Link>
      )}
      {next && (
        <Link to={next} className={`${pill} bg-violet-700 text-white`}>
          {t('lesson.nextLesson')} <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}

import { Link } from 'react-router';
import { conditionalsLesson, conditionalsTopics } from '../../../../content/lessons/conditionals';
import { DELAYS_MS } from '../../../domain/constants';
import { useContent, useT } from '../../i18n/use-t';
import { LabelledProgress } from '../../components/labelled-progress';
import { codeLabPractice } from '../kit/code-lab-practice';
import { GuestPromptDialog, useGuestPrompt } from '../kit/guest-prompt-dialog';
import { LessonNav } from '../kit/lesson-finish';
import { lessonInfo } from '../kit/lesson-info';
import { OnePerson } from '../kit/one-person';
import { QuizAndActivityLesson } from '../kit/quiz-and-activity-lesson';
import { useQuizAndActivity } from '../kit/use-quiz-and-activity';
import { useWeatherHelper } from './use-weather-helper';
import { WeatherHelper } from './weather-helper';

const { lesson } = lessonInfo('conditionals');
const pill = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-1 text-center leading-tight font-bold sm:px-5';

// One person's lesson at a time (docs/product/lessons.md#kept-until-done).
export default function ConditionalsPage() {
  return (
    <OnePerson>
      <ConditionalsLesson />
    </OnePerson>
  );
}

function ConditionalsLesson() {
  const lessonState = useQuizAndActivity(lesson);
  const t = useT('lesson');
  const content = useContent('lessons/conditionals', 'conditionalsLesson', conditionalsLesson);
  const topics = useContent('lessons/conditionals', 'conditionalsTopics', conditionalsTopics);
  const practice = codeLabPractice(t, 'conditionals');
  const { quizPassed } = lessonState;
  // docs/product/lessons.md#conditionals: the guest dialog ('Achievement Unlocked') opens 1.5 s after the quiz or the code.
  const guestPrompt = useGuestPrompt(DELAYS_MS.guestPromptShort);

  const helper = useWeatherHelper((evidence) => {
    lessonState.awardActivity(evidence);
    // docs/product/lessons.md#conditionals: unless the quiz was already passed (its pass already invited the guest).
    if (!quizPassed) guestPrompt.schedule();
  });
  const codingDone = helper.state.complete || lessonState.activityKept;
  const percent = ((quizPassed ? 1 : 0) + (codingDone ? 1 : 0)) * 50;

  return (
    <>
      <QuizAndActivityLesson
        lessonState={lessonState}
        content={content}
        intermediate
        header={
          <div className="grid gap-3">
            <ul aria-label={t('lesson.topics')} className="flex flex-wrap gap-2">
              {topics.map((topic) => (
                <li
                  key={topic}
                  className="rounded-full border-2 border-white px-3 py-1 text-sm font-bold text-white"
                >
                  {topic}
                </li>
              ))}
            </ul>
            <div className="rounded-2xl bg-white p-3">
              <LabelledProgress
                label={t('lesson.progressLabel')}
                value={percent}
              />
            </div>
          </div>
        }
        learnNextLabel={t('lesson.goToQuiz')}
        quizPassedHeading={t('lesson.quiz.completedHeading')}
        onQuizPassed={guestPrompt.schedule}
        continueLabel={t('lesson.continueTo.coding')}
        activity={{
          id: 'code',
          label: t('lesson.tabs.code'),
          done: codingDone,
          content: (
            <WeatherHelper helper={helper} onBackToQuiz={() => lessonState.setTab('quiz')} />
          ),
        }}
      >
        {quizPassed && codingDone && (
          <div className="grid justify-items-center gap-3 rounded-3xl border-2 border-emerald-300 bg-emerald-50 p-5 text-center">
            {lessonState.completed && (
              <p className="text-xl font-bold text-emerald-950">
                {t('lesson.completed')}
              </p>
            )}
            {lessonState.completed && practice && (
              <Link to={practice.to} className={`${pill} border-2 border-emerald-700 bg-white text-emerald-900`}>
                {practice.label}
              </Link>
            )}
            <button
              type="button"
              onClick={() => lessonState.completeLesson(codingDone)}
              className={`${pill} bg-emerald-700 text-lg text-white`}
            >
              <span aria-hidden="true">🎉</span>
              {t('lesson.completeLesson')}
            </button>
          </div>
        )}
        <LessonNav lessonId={lesson.id} />
      </QuizAndActivityLesson>
      <GuestPromptDialog {...guestPrompt.dialogProps} />
    </>
  );
}

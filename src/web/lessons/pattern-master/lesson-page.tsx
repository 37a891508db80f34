import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { patternMasterLesson as englishLesson, patternPuzzles } from '../../../../content/lessons/pattern-master';
import { DELAYS_MS } from '../../../domain/constants';
import {
  initialPatternPractice,
  isPracticeComplete,
  patternEvidenceOf,
  patternPracticeReducer,
  type PatternPracticeAction,
  type PatternPracticeState,
} from '../../../domain/lessons/pattern-practice';
import type { QuizAnswers } from '../../../domain/lessons/quiz';
import { useContent, useT } from '../../i18n/use-t';
import { submittedAnswers } from '../../lib/progress-saves';
import { paths } from '../../lib/paths';
import { lessonInfo } from '../kit/lesson-info';
import { LessonLayout } from '../kit/lesson-layout';
import { Quiz, quizTab } from '../kit/quiz';
import { FunFactsPanel } from '../kit/side-panel';
import { SuccessBanner } from '../kit/success-banner';
import { useLessonSaves } from '../kit/use-lesson-saves';
import { PatternChallenge, PatternExample } from './pattern-example';
import { PatternPractice } from './pattern-practice';

const { lesson } = lessonInfo('pattern-master');
const reducer = (state: PatternPracticeState, action: PatternPracticeAction) =>
  patternPracticeReducer(patternPuzzles, state, action);

export default function PatternMasterPage() {
  const t = useT('lesson');
  const patternMasterLesson = useContent('lessons/pattern-master', 'patternMasterLesson', englishLesson);
  const [tab, setTab] = useState('learn');
  const [practice, dispatch] = useReducer(reducer, undefined, initialPatternPractice);
  const [mastered, setMastered] = useState(false);
  const [banner, setBanner] = useState(false);
  const [earned, setEarned] = useState(0);
  const saves = useLessonSaves(lesson);

  // Solving all 4 puzzles earns the practice activity once (docs/product.md#curriculum: 'pattern-practice').
  const practiceDone = isPracticeComplete(patternPuzzles, practice);
  const awarded = useRef(false);
  useEffect(() => {
    if (!practiceDone || awarded.current) return;
    awarded.current = true;
    saves.awardActivity(patternEvidenceOf(practice));
  }, [practiceDone, practice, saves]);

  const hideBanner = useCallback(() => setBanner(false), []);

  const onPassed = (_result: unknown, answers: QuizAnswers) => {
    setMastered(true);
    setBanner(true);
    // docs/product/lessons.md#every-lesson: every lesson saves its completion (the spec's pattern lesson never did),
    // with its answers for the server to grade.
    saves.completeLesson({ answers: submittedAnswers(answers) }, (result) => setEarned(result.pointsAwarded));
  };

  return (
    <LessonLayout
      lesson={lesson}
      learn={patternMasterLesson.learn}
      learnNext={{ label: t('lesson.seeExample'), tab: 'example' }}
      tab={tab}
      onTabChange={setTab}
      side={<FunFactsPanel items={patternMasterLesson.funFacts} />}
      tabs={[
        {
          id: 'example',
          label: t('lesson.tabs.example'),
          content: <PatternExample onPractice={() => setTab('practice')} />,
        },
        {
          id: 'practice',
          label: t('lesson.tabs.practice'),
          done: practiceDone,
          content: (
            <div className="grid gap-4">
              <PatternPractice
                state={practice}
                dispatch={dispatch}
                onTryChallenge={() => setTab('challenge')}
              />
              {practiceDone && (
                <p
                  role="status"
                  className="rounded-2xl bg-emerald-50 p-4 text-lg font-bold text-emerald-900"
                >
                  <span aria-hidden="true">🧩 </span>
                  {t('lesson.patterns.practiceDone')}
                </p>
              )}
            </div>
          ),
        },
        {
          id: 'challenge',
          label: t('lesson.tabs.challenge'),
          content: <PatternChallenge onQuiz={() => setTab('quiz')} />,
        },
        quizTab(
          t,
          mastered,
          <div className="grid gap-4">
            <SuccessBanner show={banner} onHide={hideBanner} durationMs={DELAYS_MS.successBanner}>
              {t('lesson.patterns.masteredTitle')}
            </SuccessBanner>
            <Quiz
              quiz={patternMasterLesson.quiz}
              onPassed={onPassed}
              onReset={() => {
                setMastered(false);
                setBanner(false);
              }}
            />
            {mastered && <MasteredCard earned={earned} />}
          </div>,
        ),
      ]}
    />
  );
}

function MasteredCard({ earned }: { earned: number }) {
  const t = useT('lesson');
  return (
    <section
      aria-labelledby="mastered-heading"
      className="grid gap-3 rounded-3xl border-2 border-emerald-300 bg-emerald-50 p-6 text-center"
    >
      <h2 id="mastered-heading" className="text-2xl font-extrabold text-emerald-950">
        <span aria-hidden="true">🏅 </span>
        {t('lesson.patterns.masteredTitle')}
      </h2>
      <p className="text-lg text-emerald-950">{t('lesson.patterns.masteredText')}</p>
      {earned > 0 && <p className="text-lg font-bold text-emerald-900">{t('lesson.pointsEarned', { points: earned })}</p>}
      <Link
        to={paths.learn}
        className="mx-auto inline-flex min-h-11 items-center rounded-full bg-emerald-700 px-6 text-lg font-bold text-white hover:bg-emerald-800"
      >
        {t('lesson.backToLessons')}
      </Link>
    </section>
  );
}

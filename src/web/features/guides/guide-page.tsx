// A lesson guide's page, /teach/:lessonId and /teach/code-lab/:worldId (docs/product/guide-pages.md):
// the objective, vocabulary, the warm-up, questions to talk about, the CSTA standards, then the
// answers (a lesson's quiz and activity, a world's solutions as blocks and the mistakes children
// make), related guides, read-aloud and Print. Answers stay hidden on screen until asked for, so
// the page can be projected, and always print
// (docs/decisions/296-answers-hidden-on-screen-printed-always.md); guide-page.css prints the guide
// alone (docs/decisions/297-the-guide-print-stylesheet.md).
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { LabProgram } from '../../../domain/code-lab/level-program';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/use-t';
import { bulletBlockId, headingBlockId, paragraphBlockId } from '../../../domain/lessons/speech';
import { linkButton, primaryButton, secondaryButton } from '../../components/button-styles';
import { PageLoading } from '../../components/page-loading';
import { ReadAloudBar } from '../../lessons/kit/read-aloud/read-aloud-bar';
import { ReadAloudProvider } from '../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../lessons/kit/read-aloud/spoken-text';
import { ApiError, userMessageOf } from '../../lib/api';
import { paths } from '../../lib/paths';
import {
  activityAnswerLine,
  answerLine,
  guideSections,
  howLine,
  sectionIds as ids,
  vocabularyLine,
  whyLine,
} from './guide-sections';
import {
  guidePath,
  guideQueryOptions,
  lessonGuideId,
  worldGuideId,
  type Guide,
} from './guides-api';
import './guide-page.css';

/**
 * How a level's solution is drawn: the Code Lab's read-only blocks with Show the code
 * (features/code-lab/read-only), which the route hands in (a feature never imports another).
 */
export type SolutionView = ComponentType<{ program: LabProgram; label: string; owner: string }>;

type ScreenProps = ({ lessonId: string } | { worldId: string }) & { Solution: SolutionView };

/** A lesson's or a world's guide, with what its page shows while it loads or fails. */
export function GuideScreen(props: ScreenProps) {
  const t = useT('guides');
  const id = 'worldId' in props ? worldGuideId(props.worldId) : lessonGuideId(props.lessonId);
  const query = useQuery(guideQueryOptions(id, useLocale()));
  if (query.isPending) {
    return (
      <section aria-busy="true" className="mx-auto grid max-w-3xl gap-4">
        <h1 className="text-3xl font-extrabold text-violet-900">{t('guides.guideTitle')}</h1>
        <PageLoading className="text-lg">{t('guides.loading')}</PageLoading>
      </section>
    );
  }
  if (query.isError)
    return <GuideProblem error={query.error} onRetry={() => void query.refetch()} />;
  return <GuidePage guide={query.data} Solution={props.Solution} />;
}

/**
 * A 403 (an email not confirmed, or an account that has not said it is a grown-up's) says the
 * server's words and the way on; a 404 "not found". `titled`: the page's heading is its own
 * (the guide's page), not already above it (the list's).
 */
export function GuideProblem({
  error,
  onRetry,
  titled = true,
}: {
  error: unknown;
  onRetry: () => void;
  titled?: boolean;
}) {
  const t = useT('guides');
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-4">
      {titled && <h1 className="text-3xl font-extrabold text-violet-900">{t('guides.guideTitle')}</h1>}
      {status === 403 ? (
        <div
          role="alert"
          className="grid gap-3 rounded-2xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950"
        >
          <p className="text-xl font-bold">{t('guides.confirmTitle')}</p>
          <p className="text-lg">{userMessageOf(error)}</p>
          <p className="text-lg">{t('guides.confirmHelp')}</p>
          <Link to={paths.family} className={`${secondaryButton} justify-self-start`}>
            {t('guides.confirmLink')}
          </Link>
        </div>
      ) : (
        <>
          <p role="alert" className="text-lg">
            {status === 404 || status === 400 ? t('guides.notFound') : userMessageOf(error)}
          </p>
          {status !== 404 && status !== 400 && (
            <button
              type="button"
              className={`${secondaryButton} justify-self-start`}
              onClick={onRetry}
            >
              {t('guides.retry')}
            </button>
          )}
        </>
      )}
      {titled && (
        <Link to={paths.teach} className={`${linkButton} justify-self-start`}>
          {t('guides.allGuides')}
        </Link>
      )}
    </section>
  );
}

const card = 'guide-card grid min-w-0 gap-3 rounded-3xl bg-white p-4 shadow sm:p-6';
const h2 = 'text-2xl font-extrabold text-violet-900';
const h3 = 'text-lg font-extrabold text-violet-950';

/** Words read aloud: the current word is marked while it is read. */
const Say = ({ block, text }: { block: string; text: string }) => (
  <SpokenText blockId={block} fallback={text} />
);

/** An answer: on screen while answers are shown, always in print (guide-page.css). */
function Answer({ children }: { children: ReactNode }) {
  const t = useT('guides');
  return (
    <>
      <div className="guide-answer grid gap-1 rounded-2xl border-2 border-emerald-700 bg-emerald-50 p-3 text-emerald-950">
        {children}
      </div>
      <p className="guide-answer-placeholder rounded-2xl border-2 border-dashed border-slate-400 p-3 font-bold text-slate-700">
        {t('guides.answerHidden')}
      </p>
    </>
  );
}

export function GuidePage({ guide, Solution }: { guide: Guide; Solution: SolutionView }) {
  const t = useT('guides');
  const [answersShown, setAnswersShown] = useState(false);
  const sections = useMemo(() => guideSections(guide, answersShown, t), [guide, answersShown, t]);
  const hasAnswers = guide.quiz !== null || guide.activity !== null || guide.levels.length > 0;
  return (
    <ReadAloudProvider sections={sections}>
      <article
        aria-labelledby="guide-title"
        className={`guide-print mx-auto grid max-w-3xl min-w-0 gap-5 ${answersShown ? '' : 'guide-answers-hidden'}`}
      >
        <header className="grid gap-2">
          <p className="font-bold text-slate-700">
            {guide.kind === 'lesson' ? t('guides.kindLesson') : t('guides.kindWorld')} · {t('guides.guideTitle')}
          </p>
          <h1
            id="guide-title"
            className="text-3xl font-extrabold break-words text-violet-900 sm:text-4xl"
          >
            <Say block={headingBlockId(ids.about)} text={guide.title} />
          </h1>
          <p className="text-lg">
            <strong>
              <Say block={paragraphBlockId(ids.about, 0)} text={t('guides.objectiveTitle')} />
            </strong>{' '}
            <Say block={paragraphBlockId(ids.about, 1)} text={guide.objective} />
          </p>
        </header>

        <div className="guide-no-print grid gap-3">
          <ReadAloudBar withAutoplay={false} />
          <div className="flex flex-wrap items-center gap-3">
            {hasAnswers && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setAnswersShown(!answersShown)}
              >
                {answersShown ? t('guides.hideAnswers') : t('guides.showAnswers')}
              </button>
            )}
            <button
              type="button"
              className={primaryButton}
              onClick={() => window.print()}
              aria-describedby="guide-print-hint"
            >
              <PrinterPicture />
              {t('guides.print')}
            </button>
            <Link to={paths.teach} className={linkButton}>
              {t('guides.allGuides')}
            </Link>
          </div>
          <p id="guide-print-hint" className="text-slate-700">
            {t('guides.printHint')}
          </p>
          {hasAnswers && (
            <p role="status" className="font-bold text-slate-800">
              {answersShown ? '' : t('guides.answersHidden')}
            </p>
          )}
        </div>

        <section aria-labelledby="guide-vocabulary" className={card}>
          <h2 id="guide-vocabulary" className={h2}>
            <Say block={headingBlockId(ids.vocabulary)} text={t('guides.vocabularyTitle')} />
          </h2>
          <ul className="grid list-disc gap-1 pl-6 text-lg">
            {guide.vocabulary.map((v, i) => (
              <li key={v.term} className="guide-keep guide-term">
                <Say block={bulletBlockId(ids.vocabulary, i)} text={vocabularyLine(v)} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="guide-warm-up" className={card}>
          <h2 id="guide-warm-up" className={h2}>
            <Say
              block={headingBlockId(ids.warmUp)}
              text={t('guides.warmUpTitle', { title: guide.warmUp.title, minutes: guide.warmUp.minutes })}
            />
          </h2>
          <div className="guide-keep grid gap-1">
            <h3 className={h3}>
              <Say block={headingBlockId(ids.materials)} text={t('guides.materialsTitle')} />
            </h3>
            <ul className="grid list-disc gap-1 pl-6 text-lg">
              {guide.warmUp.materials.map((m, i) => (
                <li key={i}>
                  <Say block={bulletBlockId(ids.materials, i)} text={m} />
                </li>
              ))}
            </ul>
          </div>
          <h3 className={h3}>
            <Say block={headingBlockId(ids.steps)} text={t('guides.stepsTitle')} />
          </h3>
          <ol className="grid list-decimal gap-1 pl-6 text-lg">
            {guide.warmUp.steps.map((s, i) => (
              <li key={i} className="guide-keep">
                <Say block={bulletBlockId(ids.steps, i)} text={s} />
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="guide-discussion" className={card}>
          <h2 id="guide-discussion" className={h2}>
            <Say block={headingBlockId(ids.discussion)} text={t('guides.discussionTitle')} />
          </h2>
          <ol className="grid list-decimal gap-1 pl-6 text-lg">
            {guide.discussion.map((q, i) => (
              <li key={i} className="guide-keep">
                <Say block={bulletBlockId(ids.discussion, i)} text={q} />
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="guide-standards" className={card}>
          <h2 id="guide-standards" className={h2}>
            <Say block={headingBlockId(ids.standards)} text={t('guides.standardsTitle')} />
          </h2>
          <ul className="grid gap-3">
            {guide.standards.map((s, i) => (
              <li key={s.code} className="guide-keep guide-standard grid gap-1">
                <h3 className={`${h3} font-mono`}>
                  <Say block={headingBlockId(ids.standard(i))} text={s.code} />
                </h3>
                <p className="text-lg">
                  <Say block={paragraphBlockId(ids.standard(i), 0)} text={s.summary} />
                </p>
                <p className="text-lg">
                  <Say block={paragraphBlockId(ids.standard(i), 1)} text={howLine(t, s.how)} />
                </p>
              </li>
            ))}
          </ul>
        </section>

        {guide.quiz && (
          <section aria-labelledby="guide-quiz" className={card}>
            <h2 id="guide-quiz" className={h2}>
              <Say block={headingBlockId(ids.quiz)} text={t('guides.quizTitle')} />
            </h2>
            <ol className="grid gap-4">
              {guide.quiz.map((q, i) => (
                <li key={q.id} className="guide-keep grid gap-2">
                  <h3 className={h3}>
                    <Say block={headingBlockId(ids.question(q.id))} text={t('guides.question', { number: i + 1 })} />
                  </h3>
                  <p className="text-lg">
                    <Say block={paragraphBlockId(ids.question(q.id), 0)} text={q.prompt} />
                  </p>
                  <Answer>
                    <p className="text-lg font-bold">
                      <Say
                        block={paragraphBlockId(ids.question(q.id), 1)}
                        text={answerLine(t, q.answer)}
                      />
                    </p>
                    <p className="text-lg">
                      <Say block={paragraphBlockId(ids.question(q.id), 2)} text={whyLine(t, q.why)} />
                    </p>
                  </Answer>
                </li>
              ))}
            </ol>
          </section>
        )}

        {guide.activity && (
          <section aria-labelledby="guide-activity" className={`${card} guide-keep`}>
            <h2 id="guide-activity" className={h2}>
              <Say block={headingBlockId(ids.activity)} text={t('guides.activityTitle')} />
            </h2>
            <p className="text-lg">
              <Say block={paragraphBlockId(ids.activity, 0)} text={guide.activity.summary} />
            </p>
            <Answer>
              <p className="text-lg">
                <Say
                  block={paragraphBlockId(ids.activity, 1)}
                  text={activityAnswerLine(t, guide.activity.answer)}
                />
              </p>
            </Answer>
          </section>
        )}

        {guide.levels.length > 0 && (
          <section aria-labelledby="guide-levels" className={card}>
            <h2 id="guide-levels" className={h2}>
              <Say block={headingBlockId(ids.levels)} text={t('guides.levelsTitle')} />
            </h2>
            <p className="text-lg">
              <Say
                block={paragraphBlockId(ids.levels, 0)}
                text={t('guides.needsHelp', { fails: guide.needsHelpFails })}
              />
            </p>
            <ol className="grid gap-5">
              {guide.levels.map((level, i) => (
                <li
                  key={level.id}
                  className="guide-keep guide-level grid min-w-0 gap-2 border-t-2 border-slate-300 pt-3"
                >
                  <h3 className={h3}>
                    <Say
                      block={headingBlockId(ids.level(level.id))}
                      text={t('guides.level', { number: i + 1, title: level.title })}
                    />
                  </h3>
                  <Answer>
                    <p className="font-bold">{t('guides.solution')}</p>
                    <Solution
                      program={level.solution}
                      label={t('guides.solutionLabel', { title: t('guides.level', { number: i + 1, title: level.title }) })}
                      owner={t('guides.solutionOwner')}
                    />
                  </Answer>
                  {level.mistakes.length > 0 && (
                    <div className="grid gap-1">
                      <p className="font-bold">
                        <Say
                          block={paragraphBlockId(ids.level(level.id), 0)}
                          text={t('guides.mistakesTitle')}
                        />
                      </p>
                      <ul className="grid list-disc gap-1 pl-6 text-lg">
                        {level.mistakes.map((m, n) => (
                          <li key={n}>
                            <Say block={bulletBlockId(ids.level(level.id), n)} text={m} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              ))}
            </ol>
          </section>
        )}

        {guide.related.length > 0 && (
          <nav aria-labelledby="guide-related" className={`${card} guide-keep`}>
            <h2 id="guide-related" className={h2}>
              <Say block={headingBlockId(ids.related)} text={t('guides.relatedTitle')} />
            </h2>
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {guide.related.map((r, i) => (
                <li key={r.id}>
                  <Link to={guidePath(r.id)} className={linkButton}>
                    <Say block={bulletBlockId(ids.related, i)} text={r.title} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </article>
    </ReadAloudProvider>
  );
}

/** A printer, our own drawing. */
function PrinterPicture() {
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true">
      <path
        d="M7 3 H17 V8 H7 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M5 8 H19 A2 2 0 0 1 21 10 V16 H17 M7 16 H3 V10 A2 2 0 0 1 5 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M7 13 H17 V21 H7 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

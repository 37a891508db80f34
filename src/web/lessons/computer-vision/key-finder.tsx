// The Build tab of Computer Vision (docs/product/lessons.md#computer-vision): train and test a key
// finder. Each picture card is a button (aria-pressed) that puts it in the training set or takes it
// out (tap, click, Enter or Space; nothing to drag). "Test it" guesses five new drawings with the
// Vision Lab's own engine, by the three nearest examples, and shows each guess with the cards it
// looked most like; the line under the heading says the score and every wrong guess. It starts
// taught with keys lying down only, so it misses the key standing up until a child adds keys that
// stand up. Every test drawing right finishes the activity (`key-finder`), checked again by the
// server with the same rule on the chosen cards' ids.
import { useEffect, useMemo, useReducer, useRef } from 'react';
import {
  FINDER_LABELS,
  finderEvidenceOf,
  finderReducer,
  initialFinderState,
  type Finder,
  type FinderEvidence,
  type FinderLabel,
  type FinderResult,
} from '../../../domain/lessons/key-finder';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { wordsKeyOf } from '../kit/lesson-words';
import { FinderPicture } from './finder-picture';
import '../activity-words'; // its words are loaded before it renders

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 px-4 py-1 text-base font-bold leading-tight';

/** The finder's state, and `onDone` called once when a test first gets every drawing right. */
export function useKeyFinder(finder: Finder, onDone: (evidence: FinderEvidence) => void) {
  const reduce = useMemo(() => finderReducer(finder), [finder]);
  const [state, dispatch] = useReducer(reduce, finder, initialFinderState);
  const reported = useRef(false);
  useEffect(() => {
    if (state.done && !reported.current) {
      reported.current = true;
      onDone(finderEvidenceOf(state));
    }
  }, [state, onDone]);
  return { finder, state, dispatch };
}

type Model = ReturnType<typeof useKeyFinder>;

const cardWords = (t: Translate, card: string) => t('activities.keyFinder.card', { card: wordsKeyOf(card) });
const guessWord = (guess: FinderLabel | null) => (guess === null ? 'none' : wordsKeyOf(guess));

/** What one wrong guess says: "Drawing 3: it guessed not a key. It is a key. It looked most like: …". */
function guessed(t: Translate, finder: Finder, result: FinderResult): string {
  const n = finder.tests.findIndex((test) => test.id === result.test) + 1;
  const answer = finder.tests[n - 1]!.label;
  const list = result.nearest.map((card) => cardWords(t, card)).join(', ');
  return t('activities.keyFinder.guessed', { n, guess: guessWord(result.guess), answer, list });
}

/** What the line under the heading says now, in the page's language. */
function saying(t: Translate, model: Model): string {
  const { finder, state } = model;
  if (state.results) {
    const total = state.results.length;
    const wrong = state.results.filter((r) => !r.right);
    if (wrong.length === 0) return t('activities.keyFinder.allRight', { total });
    const score = t('activities.keyFinder.score', { right: total - wrong.length, total });
    if (state.results.every((r) => r.guess === null)) return `${score} ${t('activities.keyFinder.noExamples')}`;
    return [
      score,
      ...wrong.map((r) => guessed(t, finder, r)),
      t('activities.keyFinder.fixHint'),
    ].join(' ');
  }
  if (state.last === null) return t('activities.keyFinder.start');
  const card = cardWords(t, state.last.card);
  return state.last.chosen ? t('activities.keyFinder.added', { card }) : t('activities.keyFinder.removed', { card });
}

export function KeyFinder({ model }: { model: Model }) {
  const t = useT('activities');
  const { finder, state, dispatch } = model;
  const chosenOf = (label: FinderLabel) => finder.cards.filter((c) => c.label === label && state.chosen.includes(c.id)).length;
  const allRight = state.results?.every((r) => r.right) ?? false;

  return (
    <section aria-labelledby="key-finder-heading" className="grid gap-4">
      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h2 id="key-finder-heading" className="text-2xl font-extrabold text-violet-900">
          {t('activities.keyFinder.heading')}
        </h2>
        <p className="text-lg text-slate-900">{t('activities.keyFinder.goal')}</p>
        <p role="status" className={`min-h-7 text-lg font-semibold ${allRight ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {saying(t, model)}
        </p>
        <p className="text-slate-800">{t('activities.keyFinder.help')}</p>
        {FINDER_LABELS.map((label) => (
          <div key={label} className="grid gap-2">
            <h3 id={`finder-label-${label}`} className="text-xl font-extrabold text-violet-900">
              {t('activities.keyFinder.label', { label: wordsKeyOf(label) })}
            </h3>
            <ul aria-labelledby={`finder-label-${label}`} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {finder.cards
                .filter((card) => card.label === label)
                .map((card) => {
                  const chosen = state.chosen.includes(card.id);
                  return (
                    <li key={card.id} className="grid">
                      <button
                        type="button"
                        aria-pressed={chosen}
                        onClick={() => dispatch({ type: 'toggle', card: card.id })}
                        className={`grid min-h-11 justify-items-center gap-1 rounded-2xl border-2 p-2 text-center text-base font-bold leading-tight ${
                          chosen ? 'border-violet-800 bg-violet-100 text-violet-950' : 'border-slate-300 bg-slate-50 text-slate-900'
                        }`}
                      >
                        <span className="relative">
                          <FinderPicture drawing={card.drawing} className="size-16" />
                          {chosen && <Tick />}
                        </span>
                        <span className="break-words">{cardWords(t, card.id)}</span>
                      </button>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
        <p className="font-bold text-violet-900">{t('activities.keyFinder.count', { keys: chosenOf('key'), others: chosenOf('not-key') })}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => dispatch({ type: 'test' })} className={`${button} border-violet-800 bg-violet-700 text-white`}>
            {t('activities.keyFinder.test')}
          </button>
          <button type="button" onClick={() => dispatch({ type: 'start-over' })} className={`${button} border-violet-700 bg-white text-violet-900`}>
            {t('activities.keyFinder.startOver')}
          </button>
        </div>
      </div>

      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h3 id="finder-tests" className="text-xl font-extrabold text-violet-900">{t('activities.keyFinder.testsHeading')}</h3>
        <ul aria-labelledby="finder-tests" className="grid gap-3 sm:grid-cols-2">
          {finder.tests.map((test, i) => {
            const result = state.results?.find((r) => r.test === test.id);
            return (
              <li key={test.id} className="flex gap-3 rounded-2xl border-2 border-slate-300 bg-slate-50 p-3">
                <FinderPicture drawing={test.drawing} className="size-16" />
                <div className="grid min-w-0 content-start gap-1">
                  <p className="font-extrabold text-slate-950">{t('activities.keyFinder.drawing', { n: i + 1 })}</p>
                  <p className="text-slate-900">{t('activities.keyFinder.isA', { label: wordsKeyOf(test.label) })}</p>
                  {result ? <Result t={t} finder={finder} result={result} /> : <p className="text-slate-700">{t('activities.keyFinder.notTested')}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Result({ t, finder, result }: { t: Translate; finder: Finder; result: FinderResult }) {
  return (
    <>
      <p className={`flex flex-wrap items-center gap-x-2 font-bold ${result.right ? 'text-emerald-800' : 'text-rose-800'}`}>
        <Mark right={result.right} />
        <span>{t('activities.keyFinder.guess', { guess: guessWord(result.guess) })}</span>
        <span>({result.right ? t('activities.keyFinder.rightMark') : t('activities.keyFinder.wrongMark')})</span>
      </p>
      {result.nearest.length > 0 && (
        <>
          <p className="text-slate-800">{t('activities.keyFinder.nearest')}</p>
          <ol className="grid gap-1">
            {result.nearest.map((id) => {
              const card = finder.cards.find((c) => c.id === id)!;
              return (
                <li key={id} className="flex items-center gap-2 text-slate-900">
                  <FinderPicture drawing={card.drawing} className="size-8" />
                  {cardWords(t, id)}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </>
  );
}

/** A tick on a chosen card's picture (colour is never the only sign). */
function Tick() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="absolute -right-2 -top-2 size-6 rounded-full bg-violet-700 text-white">
      <path d="M5 10l3 3 7-7" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A tick or a cross beside the words that say it. */
function Mark({ right }: { right: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5 shrink-0">
      {right ? (
        <path d="M4 10l4 4 8-9" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}

import { patternPuzzles } from '../../../../content/lessons/pattern-master';
import { PATTERN_PALETTE } from '../../../domain/constants';
import {
  canCheck,
  canGoNext,
  checkMessage,
  currentPuzzle,
  isLastPuzzle,
  symbolLabel,
  type PatternPracticeAction,
  type PatternPracticeState,
} from '../../../domain/lessons/pattern-practice';
import { useT } from '../../i18n/use-t';
import { PatternSequence, PatternSymbolView } from './pattern-symbol';
import '../activity-words'; // its words are loaded before it renders

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-6 text-lg font-bold disabled:cursor-not-allowed disabled:opacity-60';

type Props = {
  state: PatternPracticeState;
  dispatch: (action: PatternPracticeAction) => void;
  onTryChallenge: () => void;
};

/** The Practice tab (docs/product/lessons.md#pattern-master): 4 sequences in order, a dashed answer slot, the 10-symbol palette. */
export function PatternPractice({ state, dispatch, onTryChallenge }: Props) {
  const t = useT('activities');
  const puzzle = currentPuzzle(patternPuzzles, state);
  if (!puzzle) return null;
  const message = checkMessage(t, patternPuzzles, state);
  const last = isLastPuzzle(patternPuzzles, state);
  return (
    <section
      aria-labelledby="practice-heading"
      className="space-y-5 rounded-3xl bg-white p-6 shadow"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="practice-heading" className="text-2xl font-bold text-violet-900">
          {t('activities.patterns.practiceHeading')}
        </h2>
        <p className="font-semibold text-slate-700">
          {t('activities.patterns.patternOf', { n: state.index + 1, total: patternPuzzles.length })}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <PatternSequence symbols={puzzle.sequence} label={t('activities.patterns.pattern', { n: state.index + 1 })} />
        <div
          className="grid size-14 place-items-center rounded-2xl border-4 border-dashed border-violet-400 bg-violet-50"
          aria-label={
            state.choice
              ? t('activities.patterns.yourAnswer', { symbol: symbolLabel(t, state.choice) })
              : t('activities.patterns.answerEmpty')
          }
          role="img"
        >
          {state.choice ? (
            <PatternSymbolView symbol={state.choice} size="lg" />
          ) : (
            <span aria-hidden="true" className="text-3xl font-bold text-violet-400">
              ?
            </span>
          )}
        </div>
      </div>

      <fieldset>
        <legend className="mb-2 font-semibold text-slate-800">{t('activities.patterns.chooseSymbol')}</legend>
        <div className="flex flex-wrap gap-2">
          {PATTERN_PALETTE.map((symbol) => (
            <button
              key={symbol}
              type="button"
              aria-label={symbolLabel(t, symbol)}
              aria-pressed={state.choice === symbol}
              disabled={state.outcome === 'correct'}
              onClick={() => dispatch({ type: 'choose', symbol })}
              className="grid size-14 place-items-center rounded-2xl border-2 border-slate-300 bg-white aria-pressed:border-violet-700 aria-pressed:bg-violet-100 aria-pressed:ring-4 aria-pressed:ring-violet-300 disabled:opacity-60"
            >
              <PatternSymbolView symbol={symbol} />
            </button>
          ))}
        </div>
      </fieldset>

      <div aria-live="polite" className="min-h-8">
        {message && (
          <p
            className={`text-lg font-bold ${state.outcome === 'correct' ? 'text-emerald-800' : 'text-red-800'}`}
          >
            {message}
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!canCheck(state)}
          onClick={() => dispatch({ type: 'check' })}
          className={`${button} bg-violet-700 text-white`}
        >
          {t('activities.patterns.check')}
        </button>
        {last ? (
          <button
            type="button"
            onClick={onTryChallenge}
            className={`${button} bg-emerald-700 text-white`}
          >
            {t('activities.patterns.tryChallenge')}
          </button>
        ) : (
          <button
            type="button"
            disabled={!canGoNext(patternPuzzles, state)}
            onClick={() => dispatch({ type: 'next' })}
            className={`${button} bg-sky-700 text-white`}
          >
            {t('activities.patterns.nextPattern')}
          </button>
        )}
      </div>
    </section>
  );
}

// Pattern Puzzler's play (docs/product.md#pattern-puzzler, docs/decisions/416-pattern-puzzler.md):
// signed in, the server deals the play (its seed) and grades the answers; the page makes the same
// rounds from the seed, so it shows each round's right or wrong at once, but the score and the
// points shown at the end are the server's. A guest plays rounds from a seed of its own, for no
// points: nothing is kept, as the server could not check them.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  MAX_PATTERN_SEED,
  PATTERN_ROUNDS,
  patternRounds,
  patternScore,
  rightRounds,
  type PatternRound,
} from '../../../domain/games/pattern-puzzler';
import type { PatternAnswersJson, PatternPlayJson } from '../../../domain/api/pattern-puzzler-api';
import { primaryButton, secondaryButton } from '../../components/button-styles';
import { useT } from '../../i18n/use-t';
import { apiRequest, userMessageOf } from '../../lib/api';
import { USER_QUERY_KEY, useAuth } from '../../lib/auth';
import { setUserPoints } from '../../lib/current-user';
import { GAME_SCORES_QUERY_KEY } from '../../lib/game-scores-api';
import { paths } from '../../lib/paths';
import { ReadAloudProvider } from '../../lessons/kit/read-aloud/read-aloud-context';
import { ReadAloudBar } from '../../lessons/kit/read-aloud/read-aloud-bar';
import { cellWords } from './cell-words';
import { PatternPicture } from './pattern-picture';

type Play = { playId: number | null; rounds: PatternRound[] };
type Result = { score: number; right: boolean[]; pointsAwarded: number | null; message?: string };
type Phase =
  | { kind: 'ready' }
  | { kind: 'dealing' }
  | { kind: 'dealFailed'; reason: string }
  | { kind: 'playing'; play: Play }
  | { kind: 'checking'; play: Play; answers: number[] }
  | { kind: 'checkFailed'; play: Play; answers: number[]; reason: string }
  | { kind: 'result'; result: Result };

const dealPlay = () => apiRequest<PatternPlayJson>('POST', '/api/pattern-puzzler/plays');
const sendAnswers = (playId: number, answers: number[]) =>
  apiRequest<PatternAnswersJson>('POST', `/api/pattern-puzzler/plays/${playId}/answers`, { answers });

/** A guest's seed, picked when the child presses Start (never during render). */
function guestSeed(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % (MAX_PATTERN_SEED + 1);
}

export function PatternGame() {
  const t = useT('games');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });

  const start = async () => {
    if (!user) {
      setPhase({ kind: 'playing', play: { playId: null, rounds: patternRounds(guestSeed()) } });
      return;
    }
    setPhase({ kind: 'dealing' });
    try {
      const dealt = await dealPlay();
      setPhase({ kind: 'playing', play: { playId: dealt.playId, rounds: patternRounds(dealt.seed) } });
    } catch (error) {
      setPhase({ kind: 'dealFailed', reason: userMessageOf(error) });
    }
  };

  const check = async (play: Play, answers: number[]) => {
    if (play.playId === null) {
      const right = rightRounds(play.rounds, answers);
      setPhase({ kind: 'result', result: { score: patternScore(play.rounds, answers), right, pointsAwarded: null } });
      return;
    }
    setPhase({ kind: 'checking', play, answers });
    try {
      const graded = await sendAnswers(play.playId, answers);
      setUserPoints(queryClient, graded.points, graded.level);
      void queryClient.invalidateQueries({ queryKey: GAME_SCORES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      setPhase({
        kind: 'result',
        result: { score: graded.score, right: graded.right, pointsAwarded: graded.pointsAwarded, ...(graded.message ? { message: graded.message } : {}) },
      });
    } catch (error) {
      setPhase({ kind: 'checkFailed', play, answers, reason: userMessageOf(error) });
    }
  };

  switch (phase.kind) {
    case 'ready':
    case 'dealing':
    case 'dealFailed':
      return (
        <div className="grid justify-items-start gap-4 rounded-3xl bg-white p-6 shadow">
          <p className="text-lg">{t('games.puzzler.intro')}</p>
          {phase.kind === 'dealFailed' && (
            <p role="alert" className="font-bold text-red-800">
              {t('games.puzzler.dealFailed', { reason: phase.reason })}
            </p>
          )}
          <button type="button" className={primaryButton} onClick={() => void start()} disabled={phase.kind === 'dealing'}>
            {phase.kind === 'dealing' ? t('games.puzzler.dealing') : t('games.puzzler.start')}
          </button>
        </div>
      );
    case 'playing':
      return <Rounds key={phase.play.playId ?? 'guest'} play={phase.play} onDone={(answers) => void check(phase.play, answers)} />;
    case 'checking':
    case 'checkFailed':
      return (
        <div className="grid justify-items-start gap-4 rounded-3xl bg-white p-6 shadow">
          {phase.kind === 'checking' ? (
            <p role="status" className="text-lg font-bold">
              {t('games.puzzler.checking')}
            </p>
          ) : (
            <>
              <p role="alert" className="font-bold text-red-800">
                {t('games.puzzler.failed', { reason: phase.reason })}
              </p>
              <button type="button" className={primaryButton} onClick={() => void check(phase.play, phase.answers)}>
                {t('games.puzzler.tryAgain')}
              </button>
            </>
          )}
        </div>
      );
    case 'result':
      return <ResultCard result={phase.result} guest={!user} onAgain={() => void start()} />;
  }
}

function ResultCard({ result, guest, onAgain }: { result: Result; guest: boolean; onAgain: () => void }) {
  const t = useT('games');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const right = result.right.filter(Boolean).length;
  return (
    <div className="grid justify-items-center gap-3 rounded-3xl bg-white p-6 text-center shadow" data-testid="puzzler-result">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-16">
        <path d="M12 6 H28 V16 A8 8 0 0 1 12 16 Z M18 23 H22 V29 H27 V34 H13 V29 H18 Z" fill="#f59e0b" stroke="#78350f" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className="text-3xl font-extrabold text-violet-900 outline-none">
        {t('games.puzzler.done')}
      </h2>
      <p className="text-lg">{t('games.puzzler.rightCount', { right, rounds: PATTERN_ROUNDS })}</p>
      <p role="status" className="text-xl font-bold">
        {result.pointsAwarded === null
          ? t('games.puzzler.guestScore', { score: result.score })
          : t('games.puzzler.scoreLine', { score: result.score, points: result.pointsAwarded })}
      </p>
      {result.message && <p className="text-lg">{result.message}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={primaryButton} onClick={onAgain}>
          {t('games.puzzler.playAgain')}
        </button>
        {guest && (
          <Link to={paths.signUp} className={secondaryButton}>
            {t('games.puzzler.signUp')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The 10 rounds: the first choice of each is the answer; a wrong one may be tried again. */
function Rounds({ play, onDone }: { play: Play; onDone: (answers: number[]) => void }) {
  const t = useT('games');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const [tried, setTried] = useState<number[]>([]);
  const round = play.rounds[index] as PatternRound;
  const solved = tried.includes(round.answer);
  const first = answers[index];
  const score = patternScore(play.rounds.slice(0, answers.length), answers);
  const nextButton = useRef<HTMLButtonElement>(null);

  const choose = (choice: number) => {
    if (solved || tried.includes(choice)) return;
    if (first === undefined) setAnswers([...answers, choice]);
    setTried([...tried, choice]);
  };
  useEffect(() => {
    if (solved) nextButton.current?.focus();
  }, [solved]);

  const next = () => {
    if (index + 1 >= play.rounds.length) {
      onDone(answers);
      return;
    }
    setIndex(index + 1);
    setTried([]);
  };

  const words = (i: number) => cellWords(t, round.choices[i] as NonNullable<PatternRound['choices'][number]>, round.varies);
  const rowWords = round.row.map((cell) => (cell ? cellWords(t, cell, round.varies) : null));
  const rowSentence = t('games.puzzler.row', { cells: rowWords.filter((w) => w !== null).join(', ') });
  const choicesSentence = t('games.puzzler.choicesSaid', { choices: round.choices.map((_, i) => words(i)).join(', ') });
  const roundLabel = t('games.puzzler.round', { round: index + 1, rounds: play.rounds.length });
  const sections = useMemo(
    () => [{ id: `round-${index}`, heading: roundLabel, paragraphs: [rowSentence, choicesSentence] }],
    [index, roundLabel, rowSentence, choicesSentence],
  );
  const last = tried.at(-1);
  const feedback =
    last === undefined
      ? ''
      : solved
        ? t(first === round.answer ? 'games.puzzler.right' : 'games.puzzler.rightAfterTry', { cell: words(round.answer) })
        : t('games.puzzler.wrong', { cell: words(last) });

  return (
    <ReadAloudProvider sections={sections}>
      <section aria-labelledby="puzzler-round" className="grid gap-4 rounded-3xl bg-white p-4 shadow sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="puzzler-round" className="text-2xl font-extrabold text-violet-900">
            {roundLabel}
            <span className="ml-2 text-lg font-bold text-violet-700">· {t('games.puzzler.stage', { stage: round.stage })}</span>
          </h2>
          <p className="text-lg font-bold" data-testid="puzzler-score">
            {t('games.puzzler.scoreSoFar', { score })}
          </p>
        </div>
        <ReadAloudBar withAutoplay={false} />
        <PatternRow round={round} solved={solved} label={rowSentence} />
        <p className="text-xl font-bold">{t('games.puzzler.question')}</p>
        <Choices key={index} round={round} tried={tried} solved={solved} onChoose={choose} words={words} />
        <p role="status" aria-live="polite" className="min-h-7 text-lg font-bold" data-testid="puzzler-feedback">
          {feedback}
        </p>
        {solved && (
          <button ref={nextButton} type="button" className={`${primaryButton} justify-self-start`} onClick={next}>
            {index + 1 >= play.rounds.length ? t('games.puzzler.finish') : t('games.puzzler.next')}
          </button>
        )}
      </section>
    </ReadAloudProvider>
  );
}

/** The row, with its gap; once solved the gap shows the right choice. Heard as one sentence. */
function PatternRow({ round, solved, label }: { round: PatternRound; solved: boolean; label: string }) {
  const t = useT('games');
  const caption = round.varies.includes('colour');
  return (
    <div role="img" aria-label={label} className="flex flex-wrap gap-2" data-testid="puzzler-row">
      {round.row.map((cell, i) => {
        const shown = cell ?? (solved ? (round.choices[round.answer] ?? null) : null);
        return (
          <div
            key={i}
            className={`grid min-h-16 w-14 justify-items-center content-center gap-0.5 rounded-xl border-2 p-1 ${
              cell ? 'border-slate-200 bg-slate-50' : 'border-dashed border-violet-500 bg-violet-50'
            }`}
          >
            {shown ? <PatternPicture cell={shown} /> : <span className="text-3xl font-extrabold text-violet-800">?</span>}
            {/* Colour is named in words too, never shown by colour alone. */}
            {caption && shown && shown.kind === 'tile' && (
              <span className="text-[0.7rem] leading-tight font-semibold break-all text-slate-800">
                {t('games.puzzler.cell.colour', { colour: shown.colour })}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The choices: buttons (44 px and more) in one tab stop; the arrow keys move between them, Home
 * and End go to the first and last, Enter or Space picks.
 */
function Choices({
  round,
  tried,
  solved,
  onChoose,
  words,
}: {
  round: PatternRound;
  tried: number[];
  solved: boolean;
  onChoose: (choice: number) => void;
  words: (i: number) => string;
}) {
  const t = useT('games');
  const [focus, setFocus] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = round.choices.length;
  const move = (to: number) => {
    const i = (to + count) % count;
    setFocus(i);
    buttons.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };
  return (
    <div className="grid gap-2">
      <div role="group" aria-label={t('games.puzzler.choices')} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {round.choices.map((choice, i) => {
          const wrong = tried.includes(i) && i !== round.answer;
          const right = solved && i === round.answer;
          return (
            <button
              key={i}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              tabIndex={i === focus ? 0 : -1}
              aria-disabled={wrong || solved ? true : undefined}
              onClick={() => {
                setFocus(i);
                onChoose(i);
              }}
              onKeyDown={(event) => onKeyDown(event, i)}
              className={`relative grid min-h-24 min-w-11 justify-items-center content-center gap-1 rounded-2xl border-4 p-2 text-center focus-visible:ring-4 focus-visible:ring-violet-400 focus-visible:outline-none ${
                right
                  ? 'border-emerald-600 bg-emerald-50'
                  : wrong
                    ? 'border-red-300 bg-red-50 opacity-70'
                    : 'border-violet-200 bg-white hover:border-violet-500'
              }`}
            >
              <PatternPicture cell={choice} size="choice" />
              {choice.kind === 'tile' && <span className="text-sm leading-tight font-bold break-words text-slate-900">{words(i)}</span>}
              {(wrong || right) && <Mark right={right} />}
            </button>
          );
        })}
      </div>
      <p className="text-sm text-slate-700">{t('games.puzzler.keys')}</p>
    </div>
  );
}

/** A tick on the right choice, a cross on a wrong one (the words say it too). */
function Mark({ right }: { right: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="absolute top-1 right-1 size-6">
      <circle cx="10" cy="10" r="9" fill={right ? '#047857' : '#b91c1c'} />
      <path d={right ? 'M5.5 10.5 L8.5 13.5 L14.5 7' : 'M6.5 6.5 L13.5 13.5 M13.5 6.5 L6.5 13.5'} stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

// The Dance tab of Function Factory (docs/product/lessons.md#functions): make the chorus function
// from 2 to 4 moves, build a song that calls it, press Play and watch the robot dance the expanded
// song, one step every 0.8 s, the running step marked and announced. Every control is a button
// (tap, click, Enter or Space); a song that calls a chorus of 2+ moves at least twice, played to
// its end, finishes the activity (`chorus-dance`).
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  DANCE_MOVES,
  chorusDanceReducer,
  chorusUses,
  danceCode,
  danceGap,
  expandSong,
  initialChorusDance,
  chorusDanceEvidenceOf,
  type ChorusDanceEvidence,
  type ChorusDanceState,
  type DanceGap,
  type DanceMove,
  type SongPart,
} from '../../../domain/lessons/chorus-dance';
import { LOOP_STEP_MS } from '../../../domain/constants';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { DanceRobot } from './dance-robot';
import '../activity-words'; // its words are loaded before it renders

const moveKeys = {
  clap: 'activities.chorusDance.moves.clap',
  wave: 'activities.chorusDance.moves.wave',
  jump: 'activities.chorusDance.moves.jump',
  spin: 'activities.chorusDance.moves.spin',
} as const;
const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 text-lg font-bold disabled:cursor-not-allowed disabled:opacity-60';
const removeButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-violet-700 bg-white text-xl font-bold text-violet-900 disabled:opacity-60';

/** The dance's state, and `onDone` called once when the activity is first finished. */
export function useChorusDance(onDone: (evidence: ChorusDanceEvidence) => void) {
  const [state, dispatch] = useReducer(chorusDanceReducer, initialChorusDance);
  const playing = state.playing !== null;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => dispatch({ type: 'beat' }), LOOP_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);
  const reported = useRef(false);
  useEffect(() => {
    if (state.done && !reported.current) {
      reported.current = true;
      onDone(chorusDanceEvidenceOf(state));
    }
  }, [state, onDone]);
  return { state, dispatch };
}

type Model = ReturnType<typeof useChorusDance>;

const partName = (t: Translate, part: SongPart, chorus: readonly DanceMove[]) =>
  part.kind === 'chorus'
    ? t('activities.chorusDance.chorusPartOf', {
        moves: chorus.length > 0 ? chorus.map((move) => t(moveKeys[move])).join(', ') : '-',
      })
    : t(moveKeys[part.move]);

/** What the status line says; the words are picked at render, so they follow a language switch. */
type DanceStatus =
  | { say: 'still' | 'chorus-empty' | 'song-empty' }
  | { say: 'after'; gap: DanceGap; uses: number; steps: number }
  | { say: 'step'; n: number; total: number; move: DanceMove; inChorus: boolean };

/** What the status line says after a dance ends. */
const afterDance = (state: ChorusDanceState): DanceStatus => ({
  say: 'after',
  gap: danceGap(state),
  uses: chorusUses(state.song),
  steps: expandSong(state.chorus, state.song).length,
});

function statusText(t: Translate, status: DanceStatus): string {
  switch (status.say) {
    case 'still':
      return t('activities.chorusDance.still');
    case 'chorus-empty':
      return t('activities.chorusDance.chorusEmpty');
    case 'song-empty':
      return t('activities.chorusDance.songEmpty');
    case 'after':
      if (status.gap === 'chorus-too-short') return t('activities.chorusDance.needMoves');
      if (status.gap === 'chorus-used-too-little') return t('activities.chorusDance.needChorus');
      return t('activities.chorusDance.done', { uses: status.uses, steps: status.steps });
    case 'step':
      return stepText(t, status.n, status.total, status.move, status.inChorus);
  }
}

const stepText = (t: Translate, n: number, total: number, move: DanceMove, inChorus: boolean) =>
  t('activities.chorusDance.step', { n, total, move: t(moveKeys[move]), inChorus: inChorus ? 'yes' : 'no' });

export function ChorusDance({ model }: { model: Model }) {
  const t = useT('activities');
  const moveName = (move: DanceMove) => t(moveKeys[move]);
  const { state, dispatch } = model;
  const steps = expandSong(state.chorus, state.song);
  const playing = state.playing !== null;
  const current = state.playing === null ? undefined : steps[state.playing];
  const [status, setStatus] = useState<DanceStatus>({ say: 'still' });
  const wasPlaying = useRef(false);

  useEffect(() => {
    if (current && state.playing !== null)
      setStatus({ say: 'step', n: state.playing + 1, total: steps.length, move: current.move, inChorus: current.chorusIndex !== null });
    else if (wasPlaying.current) setStatus(afterDance(state));
    wasPlaying.current = playing;
  }, [state, current, playing, steps.length]);

  const play = () => {
    if (steps.length === 0) setStatus({ say: state.chorus.length === 0 ? 'chorus-empty' : 'song-empty' });
    dispatch({ type: 'play' });
  };

  return (
    <section aria-labelledby="chorus-dance-heading" className="grid gap-4">
      <h2 id="chorus-dance-heading" className="sr-only">
        {t('activities.chorusDance.stage')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
          <h3 className="text-xl font-extrabold text-violet-900">{t('activities.chorusDance.chorusHeading')}</h3>
          <p className="text-lg text-slate-800">{t('activities.chorusDance.chorusHelp')}</p>
          <ol aria-label={t('activities.chorusDance.chorusMoves')} className="grid gap-2">
            {state.chorus.length === 0 && <li className="rounded-xl border-2 border-dashed border-violet-300 p-3 text-slate-700">{t('activities.chorusDance.chorusEmpty')}</li>}
            {state.chorus.map((move, i) => (
              <li key={i} className="flex items-center gap-3 rounded-xl bg-fuchsia-50 p-2 text-lg font-bold text-slate-900">
                <DanceRobot pose={move} className="h-10 w-9 shrink-0" />
                <span className="grow">
                  {i + 1}. {moveName(move)}
                </span>
                <button type="button" disabled={playing} className={removeButton} aria-label={t('activities.chorusDance.removeFromChorus', { n: i + 1, move: moveName(move) })} onClick={() => dispatch({ type: 'remove-from-chorus', index: i })}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ol>
          {/* Two to a row from lg up: there the card is half the lesson wide, and four robots with
              their words (40 % longer in some languages) do not fit side by side. */}
          <div role="group" aria-label={t('activities.chorusDance.movesForChorus')} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
            {DANCE_MOVES.map((move) => (
              <button key={move} type="button" disabled={playing} aria-label={t('activities.chorusDance.addToChorus', { move: moveName(move) })} className={`${button} border-2 border-fuchsia-700 bg-white text-fuchsia-900`} onClick={() => dispatch({ type: 'add-to-chorus', move })}>
                <DanceRobot pose={move} className="h-8 w-7" />
                {moveName(move)}
              </button>
            ))}
          </div>
        </div>

        <div className="grid content-start gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
          <h3 className="text-xl font-extrabold text-violet-900">{t('activities.chorusDance.songHeading')}</h3>
          <p className="text-lg text-slate-800">{t('activities.chorusDance.songHelp')}</p>
          <ol aria-label={t('activities.chorusDance.songParts')} className="grid gap-2">
            {state.song.length === 0 && <li className="rounded-xl border-2 border-dashed border-violet-300 p-3 text-slate-700">{t('activities.chorusDance.songEmpty')}</li>}
            {state.song.map((part, i) => (
              <li key={i} aria-current={current?.part === i ? 'step' : undefined} className={`flex items-center gap-3 rounded-xl p-2 text-lg font-bold text-slate-900 ${part.kind === 'chorus' ? 'bg-fuchsia-50' : 'bg-sky-50'} ${current?.part === i ? 'ring-4 ring-amber-400' : ''}`}>
                <span className="grow">
                  {i + 1}. {partName(t, part, state.chorus)}
                </span>
                <button type="button" disabled={playing} className={removeButton} aria-label={t('activities.chorusDance.removeFromSong', { n: i + 1, part: partName(t, part, state.chorus) })} onClick={() => dispatch({ type: 'remove-from-song', index: i })}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ol>
          <div role="group" aria-label={t('activities.chorusDance.partsForSong')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <button type="button" disabled={playing} aria-label={t('activities.chorusDance.addChorus')} className={`${button} col-span-2 bg-fuchsia-700 text-white sm:col-span-1`} onClick={() => dispatch({ type: 'add-to-song', part: { kind: 'chorus' } })}>
              {t('activities.chorusDance.chorusPart')}
            </button>
            {DANCE_MOVES.map((move) => (
              <button key={move} type="button" disabled={playing} aria-label={t('activities.chorusDance.addMove', { move: moveName(move) })} className={`${button} border-2 border-sky-700 bg-white text-sky-900`} onClick={() => dispatch({ type: 'add-to-song', part: { kind: 'move', move } })}>
                {moveName(move)}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={play} disabled={playing} className={`${button} bg-violet-700 px-6 text-white hover:bg-violet-800`}>
            {playing ? t('activities.chorusDance.playing') : t('activities.chorusDance.play')}
          </button>
          <button type="button" onClick={() => { dispatch({ type: 'clear' }); setStatus({ say: 'still' }); }} disabled={playing} className={`${button} border-2 border-violet-700 bg-white text-violet-900`}>
            {t('activities.chorusDance.clear')}
          </button>
        </div>
        <div className="grid place-items-center gap-2 rounded-2xl bg-sky-50 p-4">
          <DanceRobot pose={current?.move ?? 'still'} className="h-40 w-36 motion-safe:transition-transform" />
          <p className="min-h-7 text-center text-lg font-bold text-slate-900" aria-hidden="true">
            {current && state.playing !== null ? stepText(t, state.playing + 1, steps.length, current.move, current.chorusIndex !== null) : '\u00a0'}
          </p>
        </div>
        {/* While dancing the step shows under the robot; this line says it to a screen reader. */}
        <p role="status" className={playing ? 'sr-only' : `text-lg font-semibold ${state.done ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {statusText(t, status)}
        </p>
        {steps.length > 0 && (
          <div className="grid gap-1">
            <p className="font-bold text-violet-900">{t('activities.chorusDance.expanded', { total: steps.length })}</p>
            <ol aria-label={t('activities.chorusDance.wholeDance')} className="flex flex-wrap gap-1">
              {steps.map((step, i) => (
                <li key={i} aria-current={state.playing === i ? 'step' : undefined} className={`rounded-lg px-2 py-1 text-base font-bold ${step.chorusIndex !== null ? 'bg-fuchsia-100 text-fuchsia-950' : 'bg-sky-100 text-sky-950'} ${state.playing === i ? 'ring-4 ring-amber-400' : ''}`}>
                  {moveName(step.move)}
                  {step.chorusIndex !== null && <span className="sr-only"> {t('activities.chorusDance.inChorus')}</span>}
                </li>
              ))}
            </ol>
          </div>
        )}
        <figure className="grid gap-1">
          <figcaption className="font-bold text-violet-900">{t('activities.chorusDance.codeLabel')}</figcaption>
          <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-lg text-emerald-300" tabIndex={0} aria-label={t('activities.chorusDance.codeLabel')}>
            <code>{danceCode(state.chorus, state.song)}</code>
          </pre>
        </figure>
      </div>
    </section>
  );
}

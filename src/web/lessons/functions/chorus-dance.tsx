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
  type ChorusDanceState,
  type DanceMove,
  type SongPart,
} from '../../../domain/chorus-dance';
import { LOOP_STEP_MS } from '../../../domain/constants';
import { lessonMessages } from '../../../domain/lesson-messages';
import { DanceRobot } from './dance-robot';

const words = lessonMessages.chorusDance;
const moveName = (move: DanceMove) => words.moves[move];
const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 text-lg font-bold disabled:cursor-not-allowed disabled:opacity-60';
const removeButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-violet-700 bg-white text-xl font-bold text-violet-900 disabled:opacity-60';

/** The dance's state, and `onDone` called once when the activity is first finished. */
export function useChorusDance(onDone: () => void) {
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
      onDone();
    }
  }, [state.done, onDone]);
  return { state, dispatch };
}

type Model = ReturnType<typeof useChorusDance>;

const partName = (part: SongPart, chorus: readonly DanceMove[]) =>
  part.kind === 'chorus'
    ? words.chorusPartOf(chorus.length > 0 ? chorus.map(moveName).join(', ') : '-')
    : moveName(part.move);

/** What the status line says after a dance ends. */
function afterDance(state: ChorusDanceState): string {
  const gap = danceGap(state);
  if (gap === 'chorus-too-short') return words.needMoves;
  if (gap === 'chorus-used-too-little') return words.needChorus;
  return words.done(chorusUses(state.song), expandSong(state.chorus, state.song).length);
}

export function ChorusDance({ model }: { model: Model }) {
  const { state, dispatch } = model;
  const steps = expandSong(state.chorus, state.song);
  const playing = state.playing !== null;
  const current = state.playing === null ? undefined : steps[state.playing];
  const [status, setStatus] = useState<string>(words.still);
  const wasPlaying = useRef(false);

  useEffect(() => {
    if (current && state.playing !== null)
      setStatus(words.step(state.playing + 1, steps.length, moveName(current.move), current.chorusIndex !== null));
    else if (wasPlaying.current) setStatus(afterDance(state));
    wasPlaying.current = playing;
  }, [state, current, playing, steps.length]);

  const play = () => {
    if (steps.length === 0) setStatus(state.chorus.length === 0 ? words.chorusEmpty : words.songEmpty);
    dispatch({ type: 'play' });
  };

  return (
    <section aria-labelledby="chorus-dance-heading" className="grid gap-4">
      <h2 id="chorus-dance-heading" className="sr-only">
        {words.stage}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
          <h3 className="text-xl font-extrabold text-violet-900">{words.chorusHeading}</h3>
          <p className="text-lg text-slate-800">{words.chorusHelp}</p>
          <ol aria-label="Chorus moves" className="grid gap-2">
            {state.chorus.length === 0 && <li className="rounded-xl border-2 border-dashed border-violet-300 p-3 text-slate-700">{words.chorusEmpty}</li>}
            {state.chorus.map((move, i) => (
              <li key={i} className="flex items-center gap-3 rounded-xl bg-fuchsia-50 p-2 text-lg font-bold text-slate-900">
                <DanceRobot pose={move} className="h-10 w-9 shrink-0" />
                <span className="grow">
                  {i + 1}. {moveName(move)}
                </span>
                <button type="button" disabled={playing} className={removeButton} aria-label={words.removeFromChorus(i + 1, moveName(move))} onClick={() => dispatch({ type: 'remove-from-chorus', index: i })}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ol>
          <div role="group" aria-label="Moves for the chorus" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {DANCE_MOVES.map((move) => (
              <button key={move} type="button" disabled={playing} aria-label={words.addToChorus(moveName(move))} className={`${button} border-2 border-fuchsia-700 bg-white text-fuchsia-900`} onClick={() => dispatch({ type: 'add-to-chorus', move })}>
                <DanceRobot pose={move} className="h-8 w-7" />
                {moveName(move)}
              </button>
            ))}
          </div>
        </div>

        <div className="grid content-start gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
          <h3 className="text-xl font-extrabold text-violet-900">{words.songHeading}</h3>
          <p className="text-lg text-slate-800">{words.songHelp}</p>
          <ol aria-label="Song parts" className="grid gap-2">
            {state.song.length === 0 && <li className="rounded-xl border-2 border-dashed border-violet-300 p-3 text-slate-700">{words.songEmpty}</li>}
            {state.song.map((part, i) => (
              <li key={i} aria-current={current?.part === i ? 'step' : undefined} className={`flex items-center gap-3 rounded-xl p-2 text-lg font-bold text-slate-900 ${part.kind === 'chorus' ? 'bg-fuchsia-50' : 'bg-sky-50'} ${current?.part === i ? 'ring-4 ring-amber-400' : ''}`}>
                <span className="grow">
                  {i + 1}. {partName(part, state.chorus)}
                </span>
                <button type="button" disabled={playing} className={removeButton} aria-label={words.removeFromSong(i + 1, partName(part, state.chorus))} onClick={() => dispatch({ type: 'remove-from-song', index: i })}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ol>
          <div role="group" aria-label="Parts for the song" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <button type="button" disabled={playing} aria-label={words.addChorus} className={`${button} col-span-2 bg-fuchsia-700 text-white sm:col-span-1`} onClick={() => dispatch({ type: 'add-to-song', part: { kind: 'chorus' } })}>
              {words.chorusPart}
            </button>
            {DANCE_MOVES.map((move) => (
              <button key={move} type="button" disabled={playing} aria-label={words.addMove(moveName(move))} className={`${button} border-2 border-sky-700 bg-white text-sky-900`} onClick={() => dispatch({ type: 'add-to-song', part: { kind: 'move', move } })}>
                {moveName(move)}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={play} disabled={playing} className={`${button} bg-violet-700 px-6 text-white hover:bg-violet-800`}>
            {playing ? words.playing : words.play}
          </button>
          <button type="button" onClick={() => { dispatch({ type: 'clear' }); setStatus(words.still); }} disabled={playing} className={`${button} border-2 border-violet-700 bg-white text-violet-900`}>
            {words.clear}
          </button>
        </div>
        <div className="grid place-items-center gap-2 rounded-2xl bg-sky-50 p-4">
          <DanceRobot pose={current?.move ?? 'still'} className="h-40 w-36 motion-safe:transition-transform" />
          <p className="min-h-7 text-center text-lg font-bold text-slate-900" aria-hidden="true">
            {current && state.playing !== null ? words.step(state.playing + 1, steps.length, moveName(current.move), current.chorusIndex !== null) : '\u00a0'}
          </p>
        </div>
        {/* While dancing the step shows under the robot; this line says it to a screen reader. */}
        <p role="status" className={playing ? 'sr-only' : `text-lg font-semibold ${state.done ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {status}
        </p>
        {steps.length > 0 && (
          <div className="grid gap-1">
            <p className="font-bold text-violet-900">{words.expanded(steps.length)}</p>
            <ol aria-label="The whole dance" className="flex flex-wrap gap-1">
              {steps.map((step, i) => (
                <li key={i} aria-current={state.playing === i ? 'step' : undefined} className={`rounded-lg px-2 py-1 text-base font-bold ${step.chorusIndex !== null ? 'bg-fuchsia-100 text-fuchsia-950' : 'bg-sky-100 text-sky-950'} ${state.playing === i ? 'ring-4 ring-amber-400' : ''}`}>
                  {moveName(step.move)}
                  {step.chorusIndex !== null && <span className="sr-only"> (chorus)</span>}
                </li>
              ))}
            </ol>
          </div>
        )}
        <figure className="grid gap-1">
          <figcaption className="font-bold text-violet-900">{words.codeLabel}</figcaption>
          <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-lg text-emerald-300" tabIndex={0} aria-label={words.codeLabel}>
            <code>{danceCode(state.chorus, state.song)}</code>
          </pre>
        </figure>
      </div>
    </section>
  );
}

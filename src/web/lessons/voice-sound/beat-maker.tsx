// The Build tab of Voice & Sound (docs/product/lessons.md#voice-and-sound): a drum beat on a grid
// of four steps for a kick, a snare and a hi-hat. Every step is a button (tap, click, Enter or
// Space turns the drum on or off there); Play goes round the beat four times, one step every
// 0.4 s, lighting the step and saying its drums in words, and plays them with the Web Audio API
// when sound is allowed. Every sound is shown in words (the cells, the line under the grid, "Your
// beat in words"), so the beat can be made without hearing it; when the class's teacher turned
// sound off, nothing plays and the page says why. The rock beat played to its end finishes the
// activity (`beat-maker`).
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  DRUMS,
  REPEATS,
  STEPS,
  beatCode,
  beatEvidenceOf,
  beatReducer,
  drumsOn,
  initialBeatState,
  playBeat,
  type Beat,
  type BeatEvidence,
  type BeatGap,
  type BeatTarget,
  type Drum,
} from '../../../domain/lessons/beat-maker';
import type { Translate } from '../../../i18n/translate';
import type { SoundPermission } from '../../lib/use-sound-allowed';
import { useT } from '../../i18n/use-t';
import { makeDrumKit, type DrumKit } from './drum-sounds';
import '../activity-words'; // its words are loaded before it renders

/** One step of the beat every this many milliseconds while it plays. */
export const BEAT_STEP_MS = 400;

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 px-5 py-1 text-lg font-bold leading-tight disabled:cursor-not-allowed disabled:opacity-60';
const drumColour: Record<Drum, string> = {
  kick: 'border-rose-800 bg-rose-700 text-white',
  snare: 'border-sky-900 bg-sky-700 text-white',
  hat: 'border-amber-600 bg-amber-300 text-slate-950',
};

/** The beat maker's state, and `onDone` called once when the target beat is first played to its end. */
export function useBeatMaker(target: BeatTarget, onDone: (evidence: BeatEvidence) => void) {
  const reduce = useMemo(() => beatReducer(target), [target]);
  const [state, dispatch] = useReducer(reduce, initialBeatState);
  const playing = state.playing !== null;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => dispatch({ type: 'next-step' }), BEAT_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);
  const reported = useRef(false);
  useEffect(() => {
    if (state.done && !reported.current) {
      reported.current = true;
      onDone(beatEvidenceOf(state));
    }
  }, [state, onDone]);
  return { state, dispatch };
}

type Model = ReturnType<typeof useBeatMaker>;

/** What the status line says; its words are picked at render, so they follow a language switch. */
type Say =
  | { say: 'help' | 'started' | 'stopped' | 'matches' }
  | { say: 'turned'; drum: Drum; step: number; on: boolean }
  | { say: 'gap'; gap: BeatGap };

const drumName = (t: Translate, drum: Drum) => t('activities.beatMaker.drum', { drum });
const soundsOf = (t: Translate, drums: readonly Drum[]) =>
  drums.length === 0
    ? t('activities.beatMaker.rest')
    : drums.map((drum) => t('activities.beatMaker.heard', { sound: t('activities.beatMaker.sound', { drum }), drum: drumName(t, drum).toLowerCase() })).join(', ');

function sayText(t: Translate, s: Say): string {
  switch (s.say) {
    case 'help':
      return t('activities.beatMaker.help');
    case 'started':
      return t('activities.beatMaker.started', { times: REPEATS });
    case 'stopped':
      return t('activities.beatMaker.stopped');
    case 'matches':
      return t('activities.beatMaker.matches');
    case 'turned':
      return t('activities.beatMaker.turned', {
        on: s.on ? 'on' : 'off',
        step: s.step + 1,
        drum: t('activities.beatMaker.theDrum', { drum: s.drum }),
      });
    case 'gap':
      return t('activities.beatMaker.gap', { kind: s.gap.kind, step: s.gap.step + 1, drum: t('activities.beatMaker.theDrum', { drum: s.gap.drum }) });
  }
}

export function BeatMaker({ model, sound }: { model: Model; sound: SoundPermission }) {
  const t = useT('activities');
  const { state, dispatch } = model;
  const playing = state.playing !== null;
  const [say, setSay] = useState<Say>({ say: 'help' });
  const kit = useRef<DrumKit | null>(null);
  const [noAudio, setNoAudio] = useState(false);
  const allowed = sound === 'on';
  const withDrums = (then: (drums: DrumKit) => void) => {
    if (!allowed) return;
    kit.current ??= makeDrumKit();
    if (kit.current) then(kit.current);
    else setNoAudio(true);
  };
  useEffect(() => () => kit.current?.close(), []);
  useEffect(() => {
    if (!allowed) kit.current?.stop();
  }, [allowed]);

  // A play that ends says how the beat went; the drums stop with it.
  useEffect(() => {
    if (state.playing !== null) return;
    kit.current?.stop();
    if (state.result === 'matches') setSay({ say: 'matches' });
    else if (state.result) setSay({ say: 'gap', gap: state.result });
  }, [state.playing, state.result]);

  const shown = state.playing === null ? null : playBeat(state.beat)[state.playing];
  const toggle = (drum: Drum, step: number) => {
    const on = !state.beat[drum][step];
    dispatch({ type: 'toggle', drum, step });
    setSay({ say: 'turned', drum, step, on });
    if (on) withDrums((drums) => drums.hit(drum));
  };
  const play = () => {
    dispatch({ type: 'play' });
    setSay({ say: 'started' });
    withDrums((drums) => drums.playSteps(playBeat(state.beat).map((p) => p.drums), BEAT_STEP_MS / 1000));
  };
  const stop = () => {
    dispatch({ type: 'stop' });
    kit.current?.stop();
    setSay({ say: 'stopped' });
  };

  return (
    <section aria-labelledby="beat-maker-heading" className="grid gap-4">
      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h2 id="beat-maker-heading" className="text-2xl font-extrabold text-violet-900">
          {t('activities.beatMaker.heading')}
        </h2>
        <p className="text-lg text-slate-900">{t('activities.beatMaker.goal')}</p>
        {(sound === 'off' || noAudio) && (
          <p className="rounded-2xl border-2 border-violet-300 bg-violet-50 p-3 text-lg font-semibold text-violet-950">
            {sound === 'off' ? t('activities.beatMaker.soundOff') : t('activities.beatMaker.noAudio')} {t('activities.beatMaker.silentNote')}
          </p>
        )}
        <Grid t={t} beat={state.beat} current={shown?.step ?? null} disabled={playing} onToggle={toggle} />
        {allowed && (
          <div className="flex flex-wrap gap-2">
            {DRUMS.map((drum) => (
              <button key={drum} type="button" onClick={() => withDrums((drums) => drums.hit(drum))} className={`${button} border-violet-700 bg-white px-4 text-base text-violet-900`}>
                {t('activities.beatMaker.hear', { drum })}
              </button>
            ))}
          </div>
        )}
        <p className="min-h-7 text-lg font-bold text-violet-950">
          {shown && t('activities.beatMaker.now', { round: shown.repeat + 1, times: REPEATS, step: shown.step + 1, sounds: soundsOf(t, shown.drums) })}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={playing} onClick={play} className={`${button} border-violet-700 bg-violet-700 px-6 text-white hover:bg-violet-800`}>
            {playing ? t('activities.beatMaker.playing') : t('activities.beatMaker.play')}
          </button>
          <button type="button" disabled={!playing} onClick={stop} className={`${button} border-violet-700 bg-white text-violet-900`}>
            {t('activities.beatMaker.stop')}
          </button>
          <button
            type="button"
            disabled={playing}
            onClick={() => {
              dispatch({ type: 'start-over' });
              setSay({ say: 'help' });
            }}
            className={`${button} border-violet-700 bg-white text-violet-900`}
          >
            {t('activities.beatMaker.startOver')}
          </button>
        </div>
        <p role="status" className={`min-h-7 text-lg font-semibold ${say.say === 'matches' ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {sayText(t, say)}
        </p>
      </div>

      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h3 id="beat-in-words" className="text-xl font-extrabold text-violet-900">{t('activities.beatMaker.inWords')}</h3>
        <ol aria-labelledby="beat-in-words" className="grid gap-1 text-lg text-slate-900">
          {Array.from({ length: STEPS }, (_, step) => (
            <li key={step}>{t('activities.beatMaker.stepInWords', { step: step + 1, sounds: soundsOf(t, drumsOn(state.beat, step)) })}</li>
          ))}
        </ol>
        <figure className="grid gap-1">
          <figcaption className="font-bold text-violet-900">{t('activities.beatMaker.codeLabel')}</figcaption>
          <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-base text-emerald-300" tabIndex={0} aria-label={t('activities.beatMaker.codeLabel')}>
            <code>{beatCode(state.beat)}</code>
          </pre>
        </figure>
      </div>
    </section>
  );
}

/** The grid: a row of four step buttons for each drum, the step playing now lit up. */
function Grid({
  t,
  beat,
  current,
  disabled,
  onToggle,
}: {
  t: Translate;
  beat: Beat;
  current: number | null;
  disabled: boolean;
  onToggle: (drum: Drum, step: number) => void;
}) {
  return (
    <div role="group" aria-labelledby="beat-maker-heading" className="grid gap-3">
      <div aria-hidden="true" className="grid grid-cols-4 gap-2 text-center text-base font-bold text-slate-700">
        {Array.from({ length: STEPS }, (_, step) => (
          <span key={step} className={current === step ? 'rounded-full bg-violet-700 text-white' : ''}>
            {t('activities.beatMaker.step', { step: step + 1 })}
          </span>
        ))}
      </div>
      {DRUMS.map((drum) => (
        <div key={drum} className="grid gap-1">
          <span className="text-lg font-extrabold text-slate-900">{drumName(t, drum)}</span>
          <div className="grid grid-cols-4 gap-2">
            {beat[drum].map((on, step) => (
              <button
                key={step}
                type="button"
                aria-pressed={on}
                // The name holds what the cell shows (WCAG 2.5.3): "Snare on step 2: Tak".
                aria-label={`${t('activities.beatMaker.cell', { drum: drumName(t, drum), step: step + 1 })}${on ? `: ${t('activities.beatMaker.sound', { drum })}` : ''}`}
                disabled={disabled}
                onClick={() => onToggle(drum, step)}
                className={`flex min-h-12 min-w-11 items-center justify-center rounded-2xl border-2 px-1 text-base font-extrabold leading-tight disabled:cursor-not-allowed ${
                  on ? drumColour[drum] : 'border-slate-400 bg-slate-50 text-slate-700'
                } ${current === step ? 'outline-4 outline-offset-2 outline-violet-700' : ''}`}
              >
                {on && t('activities.beatMaker.sound', { drum })}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

// The Build tab of Game Creator (docs/product/lessons.md#game-creator): wire events to actions
// ("when this happens, do that") to make a tiny game work, then press Play the Game and watch it
// run with the wiring, one step every 0.8 s. The steps are computed from the wiring alone
// (playGame); the page only shows them in turn, and a live region says each one in words. Every
// control is a button: tap (or Enter, or Space) an event, then an action, to wire them; each wire
// is listed in words with its own Remove button. A game that works, played to its end, finishes
// the activity (`game-wiring`).
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { LOOP_STEP_MS } from '../../../domain/constants';
import {
  STAR_AT,
  TRACK_LAST,
  WIRING_ACTIONS,
  WIRING_EVENTS,
  initialWiring,
  playGame,
  wireRefusal,
  wiringCode,
  wiringEvidenceOf,
  wiringReducer,
  type GameFrame,
  type Wire,
  type WiringAction,
  type WiringEvent,
  type WiringEvidence,
  type WiringGap,
} from '../../../domain/lessons/game-wiring';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import { CatShape, StarShape } from '../kit/game-pictures';
import '../activity-words'; // its words are loaded before it renders

const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-2xl border-2 px-3 py-1 text-left text-base font-bold leading-tight disabled:cursor-not-allowed disabled:opacity-60';
const removeButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-violet-700 bg-white text-xl font-bold text-violet-900 disabled:opacity-60';

/** 'right-key' -> 'rightKey': the words' select keys. */
const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const eventWords = (t: Translate, event: WiringEvent) => t('activities.gameWiring.event', { event: camel(event) });
const actionWords = (t: Translate, action: WiringAction) => t('activities.gameWiring.action', { action: camel(action) });
const wireWords = (t: Translate, wire: Wire) =>
  t('activities.gameWiring.wire', { event: eventWords(t, wire.event), action: actionWords(t, wire.action) });

/** Words as a sentence: a full stop unless they end in one already ("The cat says Go!"). */
const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

/** The tiny game's state, and `onDone` called once when a game that works is first played to its end. */
export function useTinyGame(onDone: (evidence: WiringEvidence) => void) {
  const [state, dispatch] = useReducer(wiringReducer, initialWiring);
  const playing = state.playing !== null;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => dispatch({ type: 'next-frame' }), LOOP_STEP_MS);
    return () => clearInterval(timer);
  }, [playing]);
  const reported = useRef(false);
  useEffect(() => {
    if (state.done && !reported.current) {
      reported.current = true;
      onDone(wiringEvidenceOf(state));
    }
  }, [state, onDone]);
  return { state, dispatch };
}

type Model = ReturnType<typeof useTinyGame>;

/** What the status line says; its words are picked at render, so they follow a language switch. */
type Say =
  | { say: 'help' | 'pick-first' | 'already' | 'event-full' | 'full' }
  | { say: 'picked'; event: WiringEvent }
  | { say: 'wired' | 'removed'; wire: Wire }
  | { say: 'frame'; n: number; total: number; frame: GameFrame }
  | { say: 'after'; result: WiringGap | 'works' };

function sayText(t: Translate, s: Say): string {
  switch (s.say) {
    case 'help':
      return t('activities.gameWiring.help');
    case 'pick-first':
      return t('activities.gameWiring.pickFirst');
    case 'already':
      return t('activities.gameWiring.already');
    case 'event-full':
      return t('activities.gameWiring.eventFull');
    case 'full':
      return t('activities.gameWiring.full');
    case 'picked':
      return t('activities.gameWiring.picked', { event: eventWords(t, s.event) });
    case 'wired':
      return t('activities.gameWiring.wired', { wire: wireWords(t, s.wire) });
    case 'removed':
      return t('activities.gameWiring.removed', { wire: wireWords(t, s.wire) });
    case 'frame':
      return t('activities.gameWiring.frame', {
        n: s.n,
        total: s.total,
        happened: t('activities.gameWiring.happened', { event: camel(s.frame.event) }),
        did: s.frame.ran.length === 0 ? t('activities.gameWiring.nothing') : s.frame.ran.map((a) => sentence(actionWords(t, a))).join(' '),
      });
    case 'after':
      return s.result === 'works' ? t('activities.gameWiring.works') : t('activities.gameWiring.gap', { gap: camel(s.result) });
  }
}

export function TinyGame({ model }: { model: Model }) {
  const t = useT('activities');
  const { state, dispatch } = model;
  const frames = useMemo(() => playGame(state.wires), [state.wires]);
  const playing = state.playing !== null;
  const [say, setSay] = useState<Say>({ say: 'help' });
  // The scene shows the step playing now; after a game, its last step; before, the start.
  const [shown, setShown] = useState<GameFrame | null>(null);
  const current = state.playing === null ? undefined : frames[state.playing];

  useEffect(() => {
    if (current && state.playing !== null) {
      setShown(current);
      setSay({ say: 'frame', n: state.playing + 1, total: frames.length, frame: current });
    } else if (state.result) setSay({ say: 'after', result: state.result });
  }, [current, state.playing, state.result, frames.length]);

  const pick = (event: WiringEvent) => {
    dispatch({ type: 'pick', event });
    setSay(state.picked === event ? { say: 'help' } : { say: 'picked', event });
  };
  const wire = (action: WiringAction) => {
    if (state.picked === null) return setSay({ say: 'pick-first' });
    const refused = wireRefusal(state, { event: state.picked, action });
    setSay(refused ? { say: refused } : { say: 'wired', wire: { event: state.picked, action } });
    if (!refused) setShown(null);
    dispatch({ type: 'wire', action });
  };
  const unwire = (index: number) => {
    const removed = state.wires[index];
    if (removed) setSay({ say: 'removed', wire: removed });
    setShown(null);
    dispatch({ type: 'unwire', index });
  };

  return (
    <section aria-labelledby="tiny-game-heading" className="grid gap-4">
      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h2 id="tiny-game-heading" className="text-2xl font-extrabold text-violet-900">
          {t('activities.gameWiring.heading')}
        </h2>
        <Scene t={t} frame={shown} />
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={playing} onClick={() => dispatch({ type: 'play' })} className={`${button} rounded-full border-violet-700 bg-violet-700 px-6 text-lg text-white hover:bg-violet-800`}>
            {playing ? t('activities.gameWiring.playing') : t('activities.gameWiring.play')}
          </button>
          <button
            type="button"
            disabled={playing}
            onClick={() => {
              dispatch({ type: 'start-over' });
              setShown(null);
              setSay({ say: 'help' });
            }}
            className={`${button} rounded-full border-violet-700 bg-white px-5 text-lg text-violet-900`}
          >
            {t('activities.gameWiring.startOver')}
          </button>
        </div>
        <p role="status" className={`min-h-7 text-lg font-semibold ${say.say === 'after' && say.result === 'works' ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {sayText(t, say)}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div role="group" aria-labelledby="tiny-game-events" className="grid content-start gap-2 rounded-3xl bg-white p-4 shadow sm:p-5">
          <h3 id="tiny-game-events" className="text-xl font-extrabold text-violet-900">{t('activities.gameWiring.eventsHeading')}</h3>
          {WIRING_EVENTS.map((event) => (
            <button key={event} type="button" disabled={playing} aria-pressed={state.picked === event} onClick={() => pick(event)} className={`${button} justify-start ${state.picked === event ? 'border-amber-600 bg-amber-400 text-slate-950' : 'border-amber-500 bg-amber-50 text-slate-900 hover:bg-amber-100'}`}>
              {eventWords(t, event)}
            </button>
          ))}
        </div>
        <div role="group" aria-labelledby="tiny-game-actions" className="grid content-start gap-2 rounded-3xl bg-white p-4 shadow sm:p-5">
          <h3 id="tiny-game-actions" className="text-xl font-extrabold text-violet-900">{t('activities.gameWiring.actionsHeading')}</h3>
          {WIRING_ACTIONS.map((action) => (
            <button key={action} type="button" disabled={playing} onClick={() => wire(action)} className={`${button} justify-start border-sky-600 bg-sky-50 text-slate-900 hover:bg-sky-100`}>
              {actionWords(t, action)}
            </button>
          ))}
        </div>
      </div>

      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h3 id="tiny-game-wires" className="text-xl font-extrabold text-violet-900">{t('activities.gameWiring.wiresHeading')}</h3>
        <ul aria-labelledby="tiny-game-wires" className="grid gap-2">
          {state.wires.length === 0 && <li className="rounded-xl border-2 border-dashed border-violet-300 p-3 text-slate-700">{t('activities.gameWiring.wiresEmpty')}</li>}
          {state.wires.map((w, i) => (
            <li key={`${w.event}:${w.action}`} className="flex items-center gap-3 rounded-xl bg-violet-50 p-2 text-lg font-bold text-slate-900">
              <span className="grow">{wireWords(t, w)}</span>
              <button type="button" disabled={playing} aria-label={t('activities.gameWiring.remove', { wire: wireWords(t, w) })} onClick={() => unwire(i)} className={removeButton}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <figure className="grid gap-1">
          <figcaption className="font-bold text-violet-900">{t('activities.gameWiring.codeLabel')}</figcaption>
          <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-base text-emerald-300" tabIndex={0} aria-label={t('activities.gameWiring.codeLabel')}>
            <code>{wiringCode(state.wires)}</code>
          </pre>
        </figure>
      </div>
    </section>
  );
}

const PLACE = 100;
/** The track, the star, the cat (with what it says) and the score, drawn from one frame (null: the start). */
function Scene({ t, frame }: { t: Translate; frame: GameFrame | null }) {
  const catAt = frame?.catAt ?? 0;
  const score = frame?.score ?? 0;
  const saying = frame?.saying ?? null;
  const words = t('activities.gameWiring.scene', { place: catAt + 1, score });
  return (
    <div>
      <svg viewBox={`0 0 ${PLACE * (TRACK_LAST + 1)} 190`} role="img" aria-label={`${t('activities.gameWiring.sceneLabel')}. ${words}`} className="w-full rounded-2xl bg-sky-100">
        <rect x="0" y="160" width={PLACE * (TRACK_LAST + 1)} height="30" fill="#86efac" />
        {Array.from({ length: TRACK_LAST + 1 }, (_, i) => (
          <circle key={i} cx={i * PLACE + PLACE / 2} cy="172" r="5" fill="#15803d" />
        ))}
        <g transform={`translate(${STAR_AT * PLACE + 15} 90) scale(0.7)`}>
          <StarShape />
        </g>
        <g className="motion-safe:transition-transform motion-safe:duration-500" style={{ transform: `translateX(${catAt * PLACE}px)` }}>
          <g transform="translate(5 62)">
            <CatShape colour="#ea580c" />
          </g>
          {saying && (
            <g>
              <rect x="30" y="8" width="96" height="40" rx="12" fill="#fff" stroke="#1e1b4b" strokeWidth="2" />
              <path d="M54 48l-6 12 16-12" fill="#fff" stroke="#1e1b4b" strokeWidth="2" strokeLinejoin="round" />
              <text x="78" y="35" textAnchor="middle" fontSize="20" fontWeight="700" fill="#1e1b4b">
                {t('activities.gameWiring.says', { saying })}
              </text>
            </g>
          )}
        </g>
        <text x={PLACE * (TRACK_LAST + 1) - 14} y="32" textAnchor="end" fontSize="24" fontWeight="800" fill="#4c1d95">
          {t('activities.gameWiring.score', { score })}
        </text>
      </svg>
    </div>
  );
}

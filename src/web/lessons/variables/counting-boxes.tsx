// The Collect tab of Data Collector (docs/product/lessons.md#variables): two variables, boxes named
// apples and stars. The child adds steps (apples = apples + 1, stars = stars - 1, ...), presses Run
// and watches each box's number change, one step every 0.8 s, the running step marked and the new
// value announced. Ending a run with the mission's goal solves it; solving both missions
// finishes the activity (`counting-boxes`). Every control is a button (tap, click, Enter, Space).
import { useEffect, useReducer, useRef } from 'react';
import { countingMissions } from '../../../../content/lessons/variables';
import { LOOP_STEP_MS } from '../../../domain/constants';
import {
  BOX_NAMES,
  allSolved,
  countingCode,
  countingEvidenceOf,
  countingReducer,
  startCounting,
  stepCode,
  type BoxWords,
  type CountingEvidence,
  type CountStep,
  type CountingState,
  type Mission,
} from '../../../domain/lessons/counting-boxes';
import type { Translate } from '../../../i18n/translate';
import { useContent, useT } from '../../i18n/use-t';
import { BoxPicture } from './box-pictures';
import '../activity-words'; // its words are loaded before it renders

const missions = countingMissions;
const reducer = countingReducer(missions);
const CHANGES = [1, -1] as const;
const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 text-lg font-bold disabled:cursor-not-allowed disabled:opacity-60';

/** The boxes' state, and `onDone` called once when the last mission is first solved. */
export function useCountingBoxes(onDone: (evidence: CountingEvidence) => void) {
  const [state, dispatch] = useReducer(reducer, missions, startCounting);
  // The steps that solved each mission, for the server to run again
  // (docs/product/lessons.md#graded-by-the-server).
  const solvedSteps = useRef<(readonly CountStep[])[]>([]);
  useEffect(() => {
    if (state.solved > solvedSteps.current.length) solvedSteps.current = [...solvedSteps.current, state.steps];
  }, [state.solved, state.steps]);
  const running = state.running !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), LOOP_STEP_MS);
    return () => clearInterval(timer);
  }, [running]);
  const done = allSolved(state, missions);
  const reported = useRef(false);
  useEffect(() => {
    if (done && !reported.current) {
      reported.current = true;
      onDone(countingEvidenceOf(solvedSteps.current));
    }
  }, [done, onDone]);
  return { state, dispatch, done };
}

type Model = ReturnType<typeof useCountingBoxes>;

function statusOf(t: Translate, names: BoxWords, state: CountingState, done: boolean): string {
  const goal = missions[state.mission]!.goal;
  const { apples, stars } = state.boxes;
  if (state.running !== null) {
    const step = state.steps[state.running]!;
    return t('activities.countingBoxes.stepRan', {
      n: state.running + 1,
      step: stepCode(step, names),
      box: names[step.box],
      value: state.boxes[step.box],
    });
  }
  if (state.result === 'solved')
    return done && state.mission === missions.length - 1
      ? t('activities.countingBoxes.solvedAll', { apples, stars })
      : t('activities.countingBoxes.solved', { apples, stars });
  if (state.result === 'not-yet')
    return t('activities.countingBoxes.notYet', { apples, stars, goalApples: goal.apples, goalStars: goal.stars });
  return '';
}

export function CountingBoxes({ model }: { model: Model }) {
  const t = useT('activities');
  const names: BoxWords = {
    apples: t('activities.countingBoxes.boxName', { box: 'apples' }),
    stars: t('activities.countingBoxes.boxName', { box: 'stars' }),
  };
  const stories: readonly Mission[] = useContent('lessons/variables', 'countingMissions', countingMissions);
  const { state, dispatch, done } = model;
  const mission = missions[state.mission]!;
  const story = stories[state.mission]?.story ?? mission.story;
  const running = state.running !== null;
  const changing = state.running === null ? undefined : state.steps[state.running]?.box;
  const status = statusOf(t, names, state, done);
  const canGoOn = state.result === 'solved' && state.mission < missions.length - 1;

  return (
    <section aria-labelledby="counting-heading" className="grid gap-4">
      <div className="grid gap-2 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h2 id="counting-heading" className="text-2xl font-extrabold text-violet-900">
          {t('activities.countingBoxes.missionHeading', { n: state.mission + 1, total: missions.length })}
        </h2>
        <p className="text-lg text-slate-800">{story}</p>
        <p className="text-lg font-bold text-slate-900">{t('activities.countingBoxes.goal', { apples: mission.goal.apples, stars: mission.goal.stars })}</p>
      </div>

      <div role="group" aria-label={t('activities.countingBoxes.boxesLabel')} className="grid grid-cols-2 gap-3">
        {BOX_NAMES.map((name) => (
          <div key={name} className={`grid justify-items-center gap-1 rounded-3xl border-4 bg-amber-50 p-3 ${changing === name ? 'border-amber-500' : 'border-amber-200'}`}>
            <BoxPicture name={name} className="size-12" />
            <p className="text-lg font-bold text-slate-900">{names[name]}</p>
            <p className="text-4xl font-extrabold text-violet-900 tabular-nums">
              {state.boxes[name]}
            </p>
          </div>
        ))}
      </div>

      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h3 className="text-xl font-extrabold text-violet-900">{t('activities.countingBoxes.stepsHeading')}</h3>
        <ol aria-label={t('activities.countingBoxes.stepsHeading')} className="grid gap-2">
          {state.steps.length === 0 && <li className="rounded-xl border-2 border-dashed border-violet-300 p-3 text-slate-700">{t('activities.countingBoxes.stepsEmpty')}</li>}
          {state.steps.map((step, i) => (
            <li key={i} aria-current={state.running === i ? 'step' : undefined} className={`flex items-center gap-3 rounded-xl bg-violet-50 p-2 text-lg font-bold text-slate-900 ${state.running === i ? 'ring-4 ring-amber-400' : ''}`}>
              <BoxPicture name={step.box} className="size-7 shrink-0" />
              <code className="grow text-base sm:text-lg">{i + 1}. {stepCode(step, names)}</code>
              <button type="button" disabled={running} aria-label={t('activities.countingBoxes.removeStep', { n: i + 1, step: stepCode(step, names) })} onClick={() => dispatch({ type: 'remove', index: i })} className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-violet-700 bg-white text-xl font-bold text-violet-900 disabled:opacity-60">
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ol>
        <div role="group" aria-label={t('activities.countingBoxes.addAStep')} className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
          {BOX_NAMES.flatMap((box) =>
            CHANGES.map((change) => (
              <button key={`${box}${change}`} type="button" disabled={running} onClick={() => dispatch({ type: 'add', step: { box, change } })} className={`${button} border-2 border-violet-700 bg-white font-mono text-violet-900`}>
                <BoxPicture name={box} className="size-6" />
                {stepCode({ box, change }, names)}
              </button>
            )),
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={running} onClick={() => dispatch({ type: 'run' })} className={`${button} bg-violet-700 px-6 text-white hover:bg-violet-800`}>
            {running ? t('activities.countingBoxes.running') : t('activities.countingBoxes.run')}
          </button>
          {canGoOn && (
            <button type="button" onClick={() => dispatch({ type: 'next-mission' })} className={`${button} bg-emerald-700 px-6 text-white`}>
              {t('activities.countingBoxes.nextMission')}
            </button>
          )}
        </div>
        <p role="status" className={`min-h-7 text-lg font-semibold ${state.result === 'solved' ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {status}
        </p>
        <figure className="grid gap-1">
          <figcaption className="font-bold text-violet-900">{t('activities.countingBoxes.codeLabel')}</figcaption>
          <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-lg text-emerald-300" tabIndex={0} aria-label={t('activities.countingBoxes.codeLabel')}>
            <code>{countingCode(mission.start, state.steps, names)}</code>
          </pre>
        </figure>
      </div>
    </section>
  );
}

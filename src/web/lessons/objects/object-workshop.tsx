// The Workshop tab of Object Workshop (docs/product/lessons.md#object-workshop): a cat, a car and
// a robot, each with its properties (colour, size, speed) set from choices and two actions to
// try. The task list ticks each task as the objects meet it; meeting all of them at once finishes
// the activity (`object-workshop`). Every control is a button (tap, click, Enter or Space), the
// chosen value says so (aria-pressed), and a status line says what changed and how many tasks are
// done. The objects show as JavaScript too.
import { useEffect, useReducer, useRef } from 'react';
import { workshopTasks } from '../../../../content/lessons/objects';
import {
  COLOURS,
  OBJECT_ACTIONS,
  SIZES,
  SPEED_MAX,
  SPEED_MIN,
  WORKSHOP_OBJECTS,
  allTasksMet,
  initialWorkshop,
  isTaskMet,
  methodName,
  workshopCode,
  workshopEvidenceOf,
  workshopReducer,
  type Size,
  type WorkshopEvidence,
  type WorkshopObject,
  type WorkshopState,
  type WorkshopTask,
} from '../../../domain/lessons/object-workshop';
import type { Translate } from '../../../i18n/translate';
import { useContent, useT } from '../../i18n/use-t';
import { ObjectPicture, PAINT } from '../kit/game-pictures';
import '../activity-words'; // its words are loaded before it renders

const tasks = workshopTasks;
const button =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 px-3 text-base font-bold disabled:cursor-not-allowed disabled:opacity-60';
const choice = (pressed: boolean) =>
  `${button} ${pressed ? 'border-violet-800 bg-violet-700 text-white' : 'border-violet-300 bg-white text-violet-900 hover:bg-violet-50'}`;
/** A big object is drawn bigger: the picture's box keeps its height, so nothing below it moves. */
const pictureSize: Record<Size, string> = { small: 'size-16', medium: 'size-24', big: 'size-32' };

/** The workshop's state, and `onDone` called once when every task is first met. */
export function useObjectWorkshop(onDone: (evidence: WorkshopEvidence) => void) {
  const [state, dispatch] = useReducer(workshopReducer, initialWorkshop);
  const done = allTasksMet(state, tasks);
  const reported = useRef(false);
  useEffect(() => {
    if (done && !reported.current) {
      reported.current = true;
      onDone(workshopEvidenceOf(state));
    }
  }, [done, state, onDone]);
  return { state, dispatch, done };
}

type Model = ReturnType<typeof useObjectWorkshop>;

/** What the status line says: what changed last, then how many tasks are done. */
function statusText(t: Translate, state: WorkshopState, met: number): string {
  const { last } = state;
  const progress =
    met === tasks.length
      ? t('activities.objectWorkshop.allDone', { total: tasks.length })
      : t('activities.objectWorkshop.progress', { met, total: tasks.length });
  if (!last) return `${t('activities.objectWorkshop.still')} ${progress}`;
  const props = state.objects[last.object];
  const said =
    last.kind === 'action'
      ? t('activities.objectWorkshop.did', { action: methodName(last.action), speed: props.speed })
      : last.property === 'colour'
        ? t('activities.objectWorkshop.changedColour', { object: last.object, colour: t('activities.objectWorkshop.colour', { colour: props.colour }) })
        : last.property === 'size'
          ? t('activities.objectWorkshop.changedSize', { object: last.object, size: t('activities.objectWorkshop.size', { size: props.size }) })
          : t('activities.objectWorkshop.changedSpeed', { object: last.object, speed: props.speed });
  return `${said} ${progress}`;
}

export function ObjectWorkshop({ model }: { model: Model }) {
  const t = useT('activities');
  const shownTasks: readonly WorkshopTask[] = useContent('lessons/objects', 'workshopTasks', workshopTasks);
  const { state, dispatch, done } = model;
  const met = tasks.filter((task) => isTaskMet(state, task.check)).length;

  return (
    <section aria-labelledby="workshop-heading" className="grid gap-4">
      <div className="grid gap-2 rounded-3xl bg-white p-4 shadow sm:p-5">
        <h2 id="workshop-heading" className="text-2xl font-extrabold text-violet-900">
          {t('activities.objectWorkshop.heading')}
        </h2>
        <p className="text-lg text-slate-800">{t('activities.objectWorkshop.help')}</p>
        <h3 className="text-xl font-extrabold text-violet-900">{t('activities.objectWorkshop.tasksHeading')}</h3>
        <ol aria-label={t('activities.objectWorkshop.tasksHeading')} className="grid gap-2">
          {tasks.map((task, i) => {
            const taskDone = isTaskMet(state, task.check);
            return (
              <li key={task.id} className={`flex items-center gap-3 rounded-xl p-2 text-lg font-bold ${taskDone ? 'bg-emerald-50 text-emerald-950' : 'bg-violet-50 text-slate-900'}`}>
                <TaskMark done={taskDone} />
                <span>
                  {shownTasks[i]?.text ?? task.text}
                  <span className="sr-only"> {taskDone ? t('activities.objectWorkshop.taskDone') : t('activities.objectWorkshop.taskToDo')}</span>
                </span>
              </li>
            );
          })}
        </ol>
        <p role="status" className={`min-h-7 text-lg font-semibold ${done ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
          {statusText(t, state, met)}
        </p>
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        {WORKSHOP_OBJECTS.map((object) => (
          <ObjectCard key={object} object={object} state={state} dispatch={dispatch} t={t} />
        ))}
      </div>

      <div className="grid gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
        <button type="button" onClick={() => dispatch({ type: 'start-over' })} className={`${button} w-fit border-violet-700 bg-white px-5 text-lg text-violet-900`}>
          {t('activities.objectWorkshop.startOver')}
        </button>
        <figure className="grid gap-1">
          <figcaption className="font-bold text-violet-900">{t('activities.objectWorkshop.codeLabel')}</figcaption>
          <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-base text-emerald-300" tabIndex={0} aria-label={t('activities.objectWorkshop.codeLabel')}>
            <code>{workshopCode(state)}</code>
          </pre>
        </figure>
      </div>
    </section>
  );
}

type CardProps = { object: WorkshopObject; state: WorkshopState; dispatch: Model['dispatch']; t: Translate };

function ObjectCard({ object, state, dispatch, t }: CardProps) {
  const props = state.objects[object];
  const headingId = `workshop-${object}`;
  const pose = state.last?.kind === 'action' && state.last.object === object ? state.last.action : undefined;
  const label = (id: string) => `${headingId}-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-3xl bg-white p-4 shadow sm:p-5">
      <h3 id={headingId} className="text-xl font-extrabold text-violet-900">
        {t('activities.objectWorkshop.object', { object })}
      </h3>
      <div className="flex h-36 items-center justify-center rounded-2xl bg-sky-50">
        <ObjectPicture object={object} colour={PAINT[props.colour]} pose={pose} className={pictureSize[props.size]} />
      </div>

      <div role="group" aria-labelledby={label('colour')} className="grid gap-1">
        <p id={label('colour')} className="font-bold text-slate-900">{t('activities.objectWorkshop.colourLabel')}</p>
        <div className="grid grid-cols-2 gap-2">
          {COLOURS.map((colour) => (
            <button key={colour} type="button" aria-pressed={props.colour === colour} onClick={() => dispatch({ type: 'set-colour', object, colour })} className={choice(props.colour === colour)}>
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5 shrink-0">
                <circle cx="10" cy="10" r="8" fill={PAINT[colour]} stroke="#fff" strokeWidth="2" />
              </svg>
              <span className="first-letter:uppercase">{t('activities.objectWorkshop.colour', { colour })}</span>
            </button>
          ))}
        </div>
      </div>

      <div role="group" aria-labelledby={label('size')} className="grid gap-1">
        <p id={label('size')} className="font-bold text-slate-900">{t('activities.objectWorkshop.sizeLabel')}</p>
        <div className="grid grid-cols-3 gap-2">
          {SIZES.map((size) => (
            <button key={size} type="button" aria-pressed={props.size === size} onClick={() => dispatch({ type: 'set-size', object, size })} className={`${choice(props.size === size)} px-1`}>
              <span className="first-letter:uppercase">{t('activities.objectWorkshop.size', { size })}</span>
            </button>
          ))}
        </div>
      </div>

      <div role="group" aria-labelledby={label('speed')} className="grid gap-1">
        <p id={label('speed')} className="font-bold text-slate-900">
          {t('activities.objectWorkshop.speedLabel')}: <span className="tabular-nums">{t('activities.objectWorkshop.speedValue', { speed: props.speed })}</span>
        </p>
        <SpeedMeter speed={props.speed} />
        <div className="grid grid-cols-2 gap-2">
          <button type="button" aria-label={t('activities.objectWorkshop.slowerLabel', { object })} disabled={props.speed <= SPEED_MIN} onClick={() => dispatch({ type: 'speed', object, change: -1 })} className={choice(false)}>
            <span aria-hidden="true">−</span> {t('activities.objectWorkshop.slower')}
          </button>
          <button type="button" aria-label={t('activities.objectWorkshop.fasterLabel', { object })} disabled={props.speed >= SPEED_MAX} onClick={() => dispatch({ type: 'speed', object, change: 1 })} className={choice(false)}>
            <span aria-hidden="true">+</span> {t('activities.objectWorkshop.faster')}
          </button>
        </div>
      </div>

      <div role="group" aria-labelledby={label('actions')} className="grid gap-1">
        <p id={label('actions')} className="font-bold text-slate-900">{t('activities.objectWorkshop.actionsLabel')}</p>
        <div className="grid grid-cols-2 gap-2">
          {OBJECT_ACTIONS[object].map((action) => (
            <button key={action} type="button" onClick={() => dispatch({ type: 'do', object, action })} className={`${button} border-fuchsia-700 bg-fuchsia-700 text-white hover:bg-fuchsia-800`}>
              {t('activities.objectWorkshop.action', { action: methodName(action) })}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Five bars, as many filled as the speed: the number is said in words beside it. */
function SpeedMeter({ speed }: { speed: number }) {
  return (
    <svg viewBox="0 0 110 20" aria-hidden="true" focusable="false" className="h-5 w-28">
      {Array.from({ length: SPEED_MAX }, (_, i) => (
        <rect key={i} x={i * 22} y={16 - (i + 1) * 3} width="18" height={4 + (i + 1) * 3} rx="2" fill={i < speed ? '#7c3aed' : '#e2e8f0'} />
      ))}
    </svg>
  );
}

function TaskMark({ done }: { done: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-7 shrink-0">
      {done ? (
        <>
          <circle cx="12" cy="12" r="11" fill="#059669" />
          <path d="M7 12.5l3.5 3.5L17 9" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : (
        <circle cx="12" cy="12" r="10" fill="none" stroke="#7c3aed" strokeWidth="2" />
      )}
    </svg>
  );
}

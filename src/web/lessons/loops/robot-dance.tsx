// The loops activity (docs/product/lessons.md#loops): choose 3, 5 or 10; 'Start Loop!' and 'Make Robot Dance' both
// start the dance; while dancing both are disabled and read 'Dancing...'. One beat every 0.8 s;
// after the last a toast, and the 'robot-dance' activity award the first time.
import { useEffect, useReducer, useRef, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { LOOP_COUNTS, LOOP_STEP_MS } from '../../../domain/constants';
import { danceReducer, initialDance, isLoopCount, loopCode, moveOnBeat, robotDanceEvidenceOf } from '../../../domain/lessons/robot-dance';
import { useT } from '../../i18n/use-t';
import { useAwardActivity } from '../../lib/progress-saves';
import '../activity-words'; // its words are loaded before it renders

const moveClass = { wave: 'motion-safe:-rotate-12', spin: 'motion-safe:rotate-12 motion-safe:scale-110', jump: 'motion-safe:-translate-y-4' } as const;

/**
 * A button label that keeps the button's size while its words change ("Make Robot Dance", then
 * "Dancing..."): every label takes the same cell and only `shown` is visible, so on a phone the
 * two buttons never move between one row and two, and the robot below them never jumps.
 */
function SteadyLabel({ shown, widest }: { shown: string; widest: readonly string[] }) {
  return (
    <span className="grid">
      {widest.map((label) => (
        <span key={label} aria-hidden="true" className="invisible [grid-area:1/1]">
          {label}
        </span>
      ))}
      <span className="[grid-area:1/1]">{shown}</span>
    </span>
  );
}

/** What the status line says: the words are picked at render, so they follow a language switch. */
type DanceStatus = { say: 'ready' } | { say: 'started' | 'done'; count: number };

export function RobotDance() {
  const t = useT('activities');
  const awardActivity = useAwardActivity();
  const [dance, dispatch] = useReducer(danceReducer, initialDance);
  const [status, setStatus] = useState<DanceStatus>({ say: 'ready' });
  const seenDances = useRef(0);
  const dancing = dance.status === 'dancing';

  // One beat per LOOP_STEP_MS while dancing: count beats take count x 0.8 s (docs/product/lessons.md#loops).
  useEffect(() => {
    if (!dancing) return;
    const timer = setInterval(() => dispatch({ type: 'beat' }), LOOP_STEP_MS);
    return () => clearInterval(timer);
  }, [dancing]);

  useEffect(() => {
    if (dance.dancesDone === seenDances.current) return;
    seenDances.current = dance.dancesDone;
    // Shown on the page, right under the robot: a toast would only cover it
    // (docs/decisions/121-nothing-covers-the-page.md).
    setStatus({ say: 'done', count: dance.count });
    void awardActivity('robot-dance', robotDanceEvidenceOf(dance));
  }, [dance, awardActivity]);

  const start = () => {
    dispatch({ type: 'start' });
    setStatus({ say: 'started', count: dance.count });
  };

  const startLoop = t('activities.robotDance.startLoop');
  const makeDance = t('activities.robotDance.makeDance');
  const dancingLabel = t('activities.robotDance.dancing');
  const statusText =
    status.say === 'ready'
      ? t('activities.robotDance.ready')
      : status.say === 'started'
        ? t('activities.robotDance.started', { count: status.count })
        : t('activities.robotDance.done', { count: status.count });

  const buttonClass =
    'inline-flex min-h-11 items-center rounded-full px-6 text-lg font-bold text-white disabled:cursor-not-allowed disabled:opacity-70';

  return (
    <div className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm">
      <div className="grid gap-2">
        <h2 id="dance-count" className="text-xl font-extrabold text-violet-900">
          {t('activities.robotDance.howMany')}
        </h2>
        <RadioGroup.Root
          aria-labelledby="dance-count"
          value={String(dance.count)}
          onValueChange={(value) => {
            const count = Number(value);
            if (isLoopCount(count)) dispatch({ type: 'choose', count });
          }}
          disabled={dancing}
          orientation="horizontal"
          className="flex flex-wrap gap-3"
        >
          {LOOP_COUNTS.map((count) => (
            <RadioGroup.Item
              key={count}
              value={String(count)}
              className="inline-flex min-h-11 min-w-11 items-center rounded-full border-2 border-violet-700 px-5 text-lg font-bold text-violet-900 data-[state=checked]:bg-violet-700 data-[state=checked]:text-white disabled:opacity-70"
            >
              {t('activities.robotDance.times', { count })}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={start} disabled={dancing} className={`${buttonClass} bg-violet-700 hover:bg-violet-800`}>
          <SteadyLabel shown={dancing ? dancingLabel : startLoop} widest={[startLoop, dancingLabel]} />
        </button>
        <button type="button" onClick={start} disabled={dancing} className={`${buttonClass} bg-fuchsia-700 hover:bg-fuchsia-800`}>
          <SteadyLabel shown={dancing ? dancingLabel : makeDance} widest={[makeDance, dancingLabel]} />
        </button>
      </div>
      <div data-testid="robot-stage" className="grid place-items-center gap-2 rounded-2xl bg-sky-50 p-6">
        <span aria-hidden="true" className={`inline-block h-24 text-7xl leading-none motion-safe:transition-transform motion-safe:duration-300 ${dancing ? moveClass[moveOnBeat(dance.beat)] : ''}`}>
          🤖
        </span>
        {/* Always one line high, so the box never changes size while the robot dances. */}
        <p className="min-h-7 text-lg font-bold text-slate-900">{dancing ? t('activities.robotDance.repetition', { beat: dance.beat + 1, count: dance.count }) : '\u00a0'}</p>
      </div>
      <p role="status" className={`text-lg font-semibold ${dance.dancesDone > 0 && !dancing ? 'rounded-2xl bg-emerald-50 p-3 text-emerald-950' : 'text-slate-900'}`}>
        {statusText}
      </p>
      <figure className="grid gap-1">
        <figcaption className="font-bold text-violet-900">{t('activities.robotDance.codeLabel')}</figcaption>
        {/* Focusable: on a narrow phone the line scrolls sideways, and keys must reach it too. */}
        <pre
          className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-lg text-emerald-300"
          tabIndex={0}
          aria-label={t('activities.robotDance.codeLabel')}
        >
          <code>{loopCode(dance.count)}</code>
        </pre>
      </figure>
    </div>
  );
}

// The piano roll (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page): every
// sound of a tune as a labelled bar across time, the two voices in two colours (voice 2 striped
// too, for a child who does not tell the colours apart), the drums and the words on lanes of their
// own, and the play head. The goal can be drawn behind as outlines. The bars are a list a keyboard
// walks with the arrows, each named as a screen reader should say it ("Step 3: play D4 for a
// quarter"). Our own SVG; nothing from the browser while it renders.
import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type {
  SoundEvent,
  Transcript,
} from '../../../../../domain/code-lab/stages/sound/sound-types';
import { useT } from '../../../../i18n/use-t';
import type { Translate } from '../../../../../i18n/translate';
import {
  BEAT_W,
  barBox,
  beatAt,
  GUTTER_W,
  isPlaying,
  LANE_H,
  lanesFor,
  rollBeats,
  type Lane,
} from './roll-layout';
import { barLabel, hasTwoVoices, noteWords, stepWords } from './sound-words';

type Props = {
  /** The tune whose bars are drawn and walked (null: none yet). */
  tune: Transcript | null;
  /** Drawn behind as outlines (the goal while the child's tune shows), not walked. */
  ghost?: Transcript | null;
  /** Seconds into `tune` while it plays, else null. */
  at: number | null;
  /** The roll's name ("Your tune", "The goal"). */
  label: string;
};

function laneWords(lane: Lane, t: Translate): string {
  switch (lane.kind) {
    case 'say':
      return t('soundLevel.lane.say');
    case 'rest':
      return t('soundLevel.lane.rest');
    case 'note':
      return noteWords(lane.note, t);
    case 'drum':
      return t(`soundLevel.drumShort.${lane.drum}`);
  }
}

const FILL = { 1: 'fill-violet-600', 2: 'fill-teal-700' } as const;

/** The bars of one tune (memoised: a moving play head does not draw them again). */
const Bars = memo(function Bars({
  events,
  lanes,
  playing,
  focusIndex,
  patternId,
  t,
}: {
  events: readonly SoundEvent[];
  lanes: readonly Lane[];
  playing: ReadonlySet<number>;
  focusIndex: number;
  patternId: string;
  t: Translate;
}) {
  const twoVoices = hasTwoVoices(events);
  return (
    <g role="list">
      {events.map((event, i) => {
        const box = barBox(lanes, event);
        const lit = playing.has(i);
        const label = barLabel(event, t);
        return (
          <g
            key={`${event.blockId}-${i}`}
            role="listitem"
            tabIndex={i === focusIndex ? 0 : -1}
            aria-label={stepWords(event, i + 1, twoVoices, t)}
            aria-current={lit ? 'true' : undefined}
            data-step={i}
            data-block-id={event.blockId}
            className="outline-none [&:focus-visible>rect:first-child]:stroke-amber-500 [&:focus-visible>rect:first-child]:stroke-[3]"
          >
            {event.kind === 'rest' ? (
              <rect
                {...box}
                rx={4}
                className={`fill-slate-100 stroke-slate-500 ${lit ? 'fill-amber-200' : ''}`}
                strokeDasharray="4 3"
              />
            ) : event.kind === 'say' ? (
              <rect
                {...box}
                rx={9}
                className={
                  lit ? 'fill-amber-300 stroke-amber-700' : 'fill-amber-100 stroke-amber-600'
                }
              />
            ) : (
              <>
                <rect
                  {...box}
                  rx={4}
                  className={`${lit ? 'fill-amber-400 stroke-amber-900' : `${FILL[event.voice]} stroke-slate-900`}`}
                />
                {event.voice === 2 && !lit && <rect {...box} rx={4} fill={`url(#${patternId})`} />}
              </>
            )}
            {label && (
              <text
                x={box.x + 4}
                y={box.y + box.height / 2}
                dominantBaseline="central"
                className={`pointer-events-none text-[11px] font-bold ${event.kind === 'say' || event.kind === 'rest' || lit ? 'fill-slate-950' : 'fill-white'}`}
              >
                {label}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});

/** The lanes, the beats' lines and the goal's outlines (memoised: they do not move with the play head). */
const Background = memo(function Background({
  lanes,
  beats,
  width,
  height,
  ghost,
  t,
}: {
  lanes: readonly Lane[];
  beats: number;
  width: number;
  height: number;
  ghost: Transcript | null;
  t: Translate;
}) {
  return (
    <g aria-hidden="true">
      {lanes.map((lane, row) => (
        <g key={row}>
          <rect
            x={0}
            y={row * LANE_H}
            width={width}
            height={LANE_H}
            className={row % 2 ? 'fill-violet-50' : 'fill-white'}
          />
          <text
            x={6}
            y={row * LANE_H + LANE_H / 2}
            dominantBaseline="central"
            className="fill-slate-700 text-[11px] font-semibold"
          >
            {laneWords(lane, t)}
          </text>
        </g>
      ))}
      {Array.from({ length: beats + 1 }, (_, beat) => (
        <line
          key={beat}
          x1={GUTTER_W + beat * BEAT_W}
          x2={GUTTER_W + beat * BEAT_W}
          y1={0}
          y2={height}
          className={beat % 4 === 0 ? 'stroke-violet-300' : 'stroke-violet-100'}
        />
      ))}
      {ghost?.events.map((event, i) =>
        event.kind === 'rest' ? null : (
          <rect
            key={i}
            {...barBox(lanes, event)}
            rx={4}
            className="fill-none stroke-slate-500"
            strokeWidth={2}
            strokeDasharray="5 3"
          />
        ),
      )}
    </g>
  );
});

export function SoundRoll({ tune, ghost = null, at, label }: Props) {
  const t = useT('soundLevel', 'soundLab');
  const patternId = `${useId()}-voice2`;
  const scroller = useRef<HTMLDivElement>(null);
  const events = useMemo(() => tune?.events ?? [], [tune]);
  const lanes = useMemo(() => lanesFor([events, ghost?.events ?? []]), [events, ghost]);
  const beats = rollBeats([tune, ghost]);
  const width = GUTTER_W + beats * BEAT_W + 8;
  const height = lanes.length * LANE_H + 4;
  const [focus, setFocus] = useState(0);
  const focusIndex = Math.min(focus, Math.max(0, events.length - 1));

  const playingKey = events
    .map((e, i) => (isPlaying(e, at) ? i : -1))
    .filter((i) => i >= 0)
    .join(',');
  const playing = useMemo(
    () => new Set(playingKey ? playingKey.split(',').map(Number) : []),
    [playingKey],
  );
  const headX = at === null ? null : GUTTER_W + beatAt(events, at) * BEAT_W;

  // The play head stays in view while the tune plays (the roll scrolls across under it).
  useEffect(() => {
    const box = scroller.current;
    if (!box || headX === null) return;
    if (headX < box.scrollLeft + GUTTER_W || headX > box.scrollLeft + box.clientWidth - BEAT_W)
      box.scrollLeft = Math.max(0, headX - GUTTER_W - BEAT_W);
  }, [headX]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowDown: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: events.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined || events.length === 0) return;
    e.preventDefault();
    const next = Math.min(Math.max(to, 0), events.length - 1);
    setFocus(next);
    const bar = scroller.current?.querySelector<SVGGElement>(`[data-step="${next}"]`);
    bar?.focus();
    bar?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <div
      ref={scroller}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      // The roll scrolls in its own box (at most 30% of a phone's height); with no bar to walk
      // yet, the box itself takes the keyboard so the goal behind can be scrolled.
      tabIndex={events.length === 0 ? 0 : undefined}
      className="max-h-[30svh] max-w-full overflow-auto rounded-2xl border-2 border-violet-300 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-600 lg:max-h-none"
    >
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block"
        aria-hidden={events.length === 0 ? true : undefined}
      >
        <defs>
          <pattern
            id={patternId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="2" height="6" className="fill-white/40" />
          </pattern>
        </defs>
        <Background lanes={lanes} beats={beats} width={width} height={height} ghost={ghost} t={t} />
        <Bars
          events={events}
          lanes={lanes}
          playing={playing}
          focusIndex={focusIndex}
          patternId={patternId}
          t={t}
        />
        {headX !== null && (
          <line
            aria-hidden="true"
            data-play-head
            x1={headX}
            x2={headX}
            y1={0}
            y2={height}
            strokeWidth={3}
            className="stroke-rose-600 motion-reduce:hidden"
          />
        )}
      </svg>
    </div>
  );
}

// The pen stage (docs/product/code-lab.md#the-pen-stage): the paper's lattice of points, the target
// as a faint ghost under the drawing, the lines drawn so far, and Ada's turtle at the pose of the
// step being shown, pen up or down. The newest line draws itself from its start to its end and
// the turtle glides, unless the child asked for reduced motion (motion-reduce: no transition).
// The picture is named by what is drawn: "3 lines drawn of 4 in the target" (pen-words.ts).
import { useT } from '../../../../i18n/use-t';
import { useEffect, useRef } from 'react';
import type { Point } from '../../../../../domain/code-lab/level-types';
import type { PenSegment, TargetSegment } from '../../../../../domain/code-lab/stages/pen/pen-geometry';
import { PEN_COLOR_HEX, type PenColor } from '../../../../../domain/code-lab/program';
import { penStageName, type Turtle } from './pen-words';

/** Pixels between two lattice points, and the margin round the paper. */
const GAP = 40;
const MARGIN = 20;

type Props = {
  /** The paper: points x in 0..width, y in 0..height. */
  size: { width: number; height: number };
  /** The drawing to make (a level), or none (free drawing). */
  target?: readonly TargetSegment[];
  colorMatters?: boolean;
  /** The lines drawn so far, oldest first. */
  drawn: readonly PenSegment[];
  turtle: Turtle;
  /** Where Ada went off the paper, once that step is shown. */
  crashAt?: Point | null;
  /** Tween time in ms (0: jump). */
  tweenMs: number;
  /** Fill the box it is in (present mode), not the level page's column. */
  fill?: boolean;
};

const px = (n: number) => n * GAP;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The newest line draws itself from its start, in the time the turtle takes to get there. */
function useDrawNewest(count: number, tweenMs: number) {
  const newest = useRef<SVGLineElement>(null);
  useEffect(() => {
    const line = newest.current;
    if (!line || tweenMs <= 0 || reducedMotion() || typeof line.animate !== 'function') return;
    const animation = line.animate([{ strokeDashoffset: 1 }, { strokeDashoffset: 0 }], { duration: tweenMs, easing: 'ease-in-out' });
    return () => animation.cancel();
  }, [count, tweenMs]);
  return newest;
}

function Lattice({ width, height }: { width: number; height: number }) {
  const dots = [];
  for (let y = 0; y <= height; y++) for (let x = 0; x <= width; x++) dots.push(<circle key={`${x},${y}`} cx={px(x)} cy={px(y)} r="2.5" fill="#94a3b8" />);
  return <g>{dots}</g>;
}

/** Ada's turtle, drawn facing north at the origin; the stage turns it. Her pen is the tip at the front. */
function TurtleArt({ penDown, color }: { penDown: boolean; color: PenColor }) {
  return (
    <g>
      <ellipse cx="-9" cy="-8" rx="4" ry="5" fill="#65a30d" />
      <ellipse cx="9" cy="-8" rx="4" ry="5" fill="#65a30d" />
      <ellipse cx="-9" cy="9" rx="4" ry="5" fill="#65a30d" />
      <ellipse cx="9" cy="9" rx="4" ry="5" fill="#65a30d" />
      <circle cx="0" cy="-16" r="6" fill="#84cc16" stroke="#365314" strokeWidth="1.5" />
      <circle cx="-2.5" cy="-18" r="1.3" fill="#1e293b" />
      <circle cx="2.5" cy="-18" r="1.3" fill="#1e293b" />
      <ellipse cx="0" cy="0" rx="11" ry="13" fill="#15803d" stroke="#14532d" strokeWidth="2" />
      <path d="M0 -8 L6 0 L0 8 L-6 0 Z" fill="#4ade80" stroke="#14532d" strokeWidth="1" />
      {/* the pen on her back: its colour when down, a white ring when up */}
      <circle cx="0" cy="0" r="4" fill={penDown ? PEN_COLOR_HEX[color] : '#ffffff'} stroke="#14532d" strokeWidth="1.5" />
    </g>
  );
}

export function PenStage({ size, target, colorMatters = false, drawn, turtle, crashAt, tweenMs, fill = false }: Props) {
  const width = px(size.width);
  const height = px(size.height);
  const motion = { transitionDuration: `${tweenMs}ms` };
  const t = useT('codeLab');
  const newestLine = useDrawNewest(drawn.length, tweenMs);
  const description = penStageName({ drawn, target, colorMatters, turtle, crashed: !!crashAt }, t);
  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${height + 2 * MARGIN}`}
      className={`mx-auto block rounded-2xl border-2 border-slate-300 bg-white ${fill ? 'size-full' : 'h-auto w-full max-w-md'}`}
      data-testid="code-lab-stage"
      data-drawn={drawn.length}
    >
      <Lattice width={size.width} height={size.height} />
      {target && (
        <g data-testid="pen-target" strokeLinecap="round">
          {target.map((s, i) => (
            <line
              key={i}
              x1={px(s.from.x)}
              y1={px(s.from.y)}
              x2={px(s.to.x)}
              y2={px(s.to.y)}
              stroke={colorMatters && s.color ? PEN_COLOR_HEX[s.color] : '#94a3b8'}
              strokeOpacity={colorMatters && s.color ? 0.3 : 0.45}
              strokeWidth="10"
            />
          ))}
        </g>
      )}
      <g strokeLinecap="round" strokeWidth="5">
        {drawn.map((s, i) => {
          const newest = i === drawn.length - 1;
          return (
            <line
              key={i}
              x1={px(s.from.x)}
              y1={px(s.from.y)}
              x2={px(s.to.x)}
              y2={px(s.to.y)}
              stroke={PEN_COLOR_HEX[s.color]}
              pathLength={1}
              strokeDasharray={1}
              ref={newest ? newestLine : undefined}
            />
          );
        })}
      </g>
      {crashAt && (
        <g transform={`translate(${px(crashAt.x)} ${px(crashAt.y)})`} data-testid="pen-crash">
          <circle r="10" fill="#fee2e2" stroke="#b91c1c" strokeWidth="3" />
          <path d="M-5 -5 L5 5 M5 -5 L-5 5" stroke="#b91c1c" strokeWidth="3" strokeLinecap="round" />
        </g>
      )}
      <g
        data-testid="turtle"
        data-pose={`${turtle.x},${turtle.y},${turtle.angle}`}
        className="transition-transform ease-in-out motion-reduce:transition-none"
        style={{ ...motion, transform: `translate(${px(turtle.x)}px, ${px(turtle.y)}px) rotate(${turtle.angle}deg)` }}
      >
        <TurtleArt penDown={turtle.penDown} color={turtle.color} />
      </g>
    </svg>
  );
}

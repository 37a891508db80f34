// The Code Lab stage: the level's grid, the flag, the balloons still there, and Ada's robot at
// the pose of the step being shown. A crash marks the wall. Movement tweens unless the child
// asked for reduced motion (motion-reduce: no transition). The picture is named from Ada's place
// (grid-words.ts); the "Read the grid" view beside it says the rest in words
// (docs/decisions/182-the-grid-in-words.md).
import { useT } from '../../../../i18n/use-t';
import type { Cell, Level } from '../../../../../domain/code-lab/level-types';
import type { Pose, TraceStep } from '../../../../../domain/code-lab/interpreter';
import type { GridLevel } from '../../../../../domain/code-lab/stages/grid/grid-level';
import { BalloonArt, CELL, CrashMark, FlagArt, FloorTile, RobotArt, WallTile, rotationOf } from './art';
import { stageName, stageView } from './grid-words';

type Props = {
  level: Level;
  /** The steps played so far (empty before a run). */
  shown: readonly TraceStep[];
  /** Where Ada bumped, once the crash step is shown. */
  crashAt?: Cell | null;
  /** Tween time in ms (0: jump). */
  tweenMs: number;
  /** Fill the box it is in (present mode's projector), not the level page's column. */
  fill?: boolean;
};

/** The robot's angle in degrees, counting every turn, so a tween never spins the long way. */
function angleAfter(startDir: Pose['dir'], shown: readonly TraceStep[]): number {
  let angle = rotationOf(startDir);
  let dir = startDir;
  for (const step of shown) {
    if (step.pose.dir !== dir) {
      const delta = (rotationOf(step.pose.dir) - rotationOf(dir) + 360) % 360;
      angle += delta === 270 ? -90 : delta;
      dir = step.pose.dir;
    }
  }
  return angle;
}

export function Stage({ level, shown, crashAt, tweenMs, fill = false }: Props) {
  const t = useT('codeLab');
  const view = stageView(level, shown);
  const { grid, pose, balloons } = view;
  const angle = angleAfter((level as GridLevel).startDir, shown);
  const width = grid.width * CELL;
  const height = grid.height * CELL;
  const description = stageName(view, !!crashAt, t);
  const motion = { transitionDuration: `${tweenMs}ms` };

  return (
    <svg
      role="img"
      aria-label={description}
      viewBox={`-4 -4 ${width + 8} ${height + 8}`}
      className={`mx-auto block rounded-2xl bg-slate-200 ${fill ? 'size-full' : 'h-auto w-full max-w-md'}`}
      data-testid="code-lab-stage"
    >
      {grid.walls.map((row, y) =>
        row.map((wall, x) => (
          <g key={`${x},${y}`} transform={`translate(${x * CELL} ${y * CELL})`}>
            {wall ? <WallTile /> : <FloorTile />}
          </g>
        )),
      )}
      <g transform={`translate(${grid.goal.x * CELL} ${grid.goal.y * CELL})`}>
        <FlagArt />
      </g>
      {balloons.map((c) => (
        <g key={`${c.x},${c.y}`} transform={`translate(${c.x * CELL} ${c.y * CELL})`} data-testid="balloon">
          <BalloonArt />
        </g>
      ))}
      <g
        data-testid="robot"
        data-pose={`${pose.x},${pose.y},${pose.dir}`}
        className="transition-transform ease-in-out motion-reduce:transition-none"
        style={{ ...motion, transform: `translate(${pose.x * CELL}px, ${pose.y * CELL}px)` }}
      >
        <g
          className="transition-transform ease-in-out motion-reduce:transition-none"
          style={{ ...motion, transformOrigin: `${CELL / 2}px ${CELL / 2}px`, transform: `rotate(${angle}deg)` }}
        >
          <RobotArt />
        </g>
      </g>
      {crashAt && <CrashMark at={crashAt} from={pose} grid={grid} />}
    </svg>
  );
}

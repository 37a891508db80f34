import { useEffect, useRef, type KeyboardEvent } from 'react';
import { samePosition, type MazeDirection, type MazeState } from '../../../domain/games/maze';
import { useT } from '../../i18n/use-t';
import { cellLabel } from './maze-words';
import { useSwipe } from './use-swipe';
import '../game-words'; // its words are loaded before it renders

const keyDirections: Record<string, MazeDirection> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

const bumpOffset: Record<MazeDirection, [number, number]> = {
  up: [0, -6],
  down: [0, 6],
  left: [-6, 0],
  right: [6, 0],
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Props = {
  state: MazeState;
  lastDirection: MazeDirection | null;
  onMove(direction: MazeDirection): void;
};

/** The 5x5 board: arrow keys when it has focus, and swipes. Every cell says what is on it. */
export function MazeGrid({ state, lastDirection, onMove }: Props) {
  const t = useT('games');
  const robotRef = useRef<HTMLSpanElement>(null);
  const swipe = useSwipe(onMove);
  const size = state.level.size;

  // A gentle bump toward the edge the robot hit; a still outline instead for reduced motion.
  useEffect(() => {
    const robot = robotRef.current;
    if (
      !state.bumped ||
      !lastDirection ||
      !robot ||
      prefersReducedMotion() ||
      typeof robot.animate !== 'function'
    )
      return;
    const [x, y] = bumpOffset[lastDirection];
    robot.animate(
      [
        { transform: 'translate(0, 0)' },
        { transform: `translate(${x}px, ${y}px)` },
        { transform: 'translate(0, 0)' },
      ],
      { duration: 250, easing: 'ease-in-out' },
    );
  }, [state.moves, state.bumped, lastDirection]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = keyDirections[event.key];
    if (!direction) return;
    event.preventDefault(); // arrows move the robot, not the page
    onMove(direction);
  };

  return (
    <div
      role="application"
      aria-roledescription={t('games.maze.roleDescription')}
      aria-label={t('games.maze.gridLabel', { size })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      {...swipe}
      className="grid w-fit touch-none gap-1 rounded-2xl bg-violet-200 p-2 select-none"
      style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: size * size }, (_, i) => {
        const cell = { row: Math.floor(i / size), col: i % size };
        const hasRobot = samePosition(state.robot, cell);
        const hasFlag = samePosition(state.level.goal, cell);
        return (
          <div
            key={i}
            role="img"
            aria-label={cellLabel(t, state, cell)}
            className={`grid size-14 place-items-center rounded-xl text-3xl sm:size-16 sm:text-4xl ${
              hasFlag ? 'bg-emerald-100' : 'bg-white'
            } ${hasRobot && state.bumped ? 'ring-4 ring-amber-500' : ''}`}
          >
            {hasRobot ? (
              <span ref={robotRef} aria-hidden="true" className="inline-block">
                🤖
              </span>
            ) : hasFlag ? (
              <span aria-hidden="true">🏁</span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

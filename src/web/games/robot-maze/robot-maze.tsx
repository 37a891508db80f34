import { useRef, useState } from 'react';
import {
  createMazeState,
  mazeReducer,
  mazeScore,
  minimumMazeMoves,
  type MazeDirection,
  type MazeState,
} from '../../../domain/games/maze';
import { primaryButton } from '../../components/button-styles';
import { useT } from '../../i18n/use-t';
import { MazeControls } from './maze-controls';
import { MazeGrid } from './maze-grid';
import { announcement } from './maze-words';
import '../game-words'; // its words are loaded before it renders

export type MazeResult = { score: number; moves: number };

/**
 * The robot maze (docs/product.md#robot-maze): arrows, keys or swipes move the robot; every press counts.
 * The view only draws the engine's state; it tells its parent when the flag is reached.
 */
export function RobotMaze({ onComplete }: { onComplete(result: MazeResult): void }) {
  const t = useT('games');
  const [state, setState] = useState<MazeState>(() => createMazeState());
  const [lastDirection, setLastDirection] = useState<MazeDirection | null>(null);
  // The latest state, so quick presses between renders each build on the one before.
  const latest = useRef(state);
  const gridWrapRef = useRef<HTMLDivElement>(null);

  const move = (direction: MazeDirection) => {
    const next = mazeReducer(latest.current, { type: 'move', direction });
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
    setLastDirection(direction);
    if (next.lastEvent === 'won') onComplete({ score: mazeScore(next.moves), moves: next.moves });
  };

  const playAgain = () => {
    const fresh = mazeReducer(latest.current, { type: 'restart' });
    latest.current = fresh;
    setState(fresh);
    setLastDirection(null);
    gridWrapRef.current?.querySelector<HTMLElement>('[role="application"]')?.focus();
  };

  const score = mazeScore(state.moves);
  return (
    <div className="grid gap-4 rounded-3xl bg-white p-4 shadow sm:p-6">
      <p className="text-lg">
        <span aria-hidden="true">🤖 🏁 </span>
        {t('games.maze.intro', { moves: minimumMazeMoves(state.level) })}
      </p>
      <div className="grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
        <div ref={gridWrapRef} className="grid justify-items-center gap-3">
          <p className="text-xl font-bold text-violet-900">
            {t('games.maze.moves', { moves: state.moves })}
          </p>
          <MazeGrid state={state} lastDirection={lastDirection} onMove={move} />
          <p
            role="status"
            aria-live="polite"
            className="min-h-12 max-w-sm text-center text-base text-slate-800"
          >
            {announcement(t, state, lastDirection, score)}
          </p>
        </div>
        <div className="grid justify-items-center gap-4 md:justify-items-start md:pt-10">
          <MazeControls onMove={move} disabled={state.completed} />
          {state.completed && (
            <div className="grid justify-items-center gap-3 rounded-3xl bg-emerald-50 p-5 text-center md:justify-items-start md:text-left">
              <p className="text-2xl font-extrabold text-emerald-900">
                <span aria-hidden="true">🎉 </span>
                {t('games.maze.won')}
              </p>
              <p className="text-lg">
                {t('games.maze.result', { moves: state.moves, score })}
              </p>
              <button type="button" onClick={playAgain} className={primaryButton}>
                {t('games.maze.playAgain')}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DELAYS_MS } from '../../../domain/constants';
import { ROBOT_MAZE_ID } from '../../../domain/games/games';
import { RobotMaze, type MazeResult } from '../../games/robot-maze/robot-maze';
import { reportGameScore, type ScoreReport } from './game-scores';
import { PointsOverlay } from './points-overlay';

/**
 * docs/product.md#robot-maze: reaching the flag reports the score after 1 s; the points overlay then shows for 2 s.
 * A report that is due still happens if the child presses Play Again or leaves the page.
 */
export function RobotMazeGame() {
  const queryClient = useQueryClient();
  const [overlay, setOverlay] = useState<ScoreReport | null>(null);
  const mounted = useRef(true);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; score: number } | null>(null);
  const overlayTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const report = async (score: number) => {
    pending.current = null;
    const result = await reportGameScore(queryClient, ROBOT_MAZE_ID, score);
    if (!mounted.current) return;
    setOverlay(result);
    if (overlayTimer.current) clearTimeout(overlayTimer.current);
    overlayTimer.current = setTimeout(() => setOverlay(null), DELAYS_MS.pointsOverlay);
  };

  const onComplete = ({ score }: MazeResult) => {
    if (pending.current) {
      clearTimeout(pending.current.timer);
      void report(pending.current.score);
    }
    pending.current = { score, timer: setTimeout(() => void report(score), DELAYS_MS.mazeReport) };
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (overlayTimer.current) clearTimeout(overlayTimer.current);
      const due = pending.current;
      if (due) {
        clearTimeout(due.timer);
        void report(due.score);
      }
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <RobotMaze onComplete={onComplete} />
      {overlay && <PointsOverlay report={overlay} />}
    </>
  );
}

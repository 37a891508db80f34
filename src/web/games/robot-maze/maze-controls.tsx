import type { MazeDirection } from '../../../domain/games/maze';
import { useT } from '../../i18n/use-t';
import { directionArrows } from './maze-words';
import '../game-words'; // its words are loaded before it renders

const arrowButton =
  'grid size-14 place-items-center rounded-2xl border-2 border-violet-700 bg-white text-3xl shadow-sm hover:bg-violet-50 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-60';

/** On-screen arrows, laid out like a keyboard's arrow keys; each is 56 px and labelled. */
export function MazeControls({
  onMove,
  disabled,
}: {
  onMove(direction: MazeDirection): void;
  disabled: boolean;
}) {
  const t = useT('games');
  const button = (direction: MazeDirection, area: string) => (
    <button
      type="button"
      aria-label={t('games.maze.move', { direction })}
      disabled={disabled}
      onClick={() => onMove(direction)}
      className={arrowButton}
      style={{ gridArea: area }}
    >
      <span aria-hidden="true">{directionArrows[direction]}</span>
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('games.maze.arrowButtons')}
      className="grid w-fit gap-2"
      style={{ gridTemplateAreas: '". up ." "left . right" ". down ."' }}
    >
      {button('up', 'up')}
      {button('left', 'left')}
      {button('right', 'right')}
      {button('down', 'down')}
    </div>
  );
}

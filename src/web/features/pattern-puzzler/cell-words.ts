// How Pattern Puzzler names a picture in words (the row a screen reader hears, the read-aloud, each
// choice's label): only what changes along the round's row, "red, blue, red, blue, what comes
// next?", or both things when two change ("red circle").
import type { PatternAttribute, PatternCell, PatternTurn } from '../../../domain/games/pattern-puzzler';
import type { Translate } from '../../../i18n/translate';

const directions: Record<PatternTurn, string> = { 0: 'up', 90: 'right', 180: 'down', 270: 'left' };

export function cellWords(t: Translate, cell: PatternCell, varies: readonly PatternAttribute[]): string {
  if (cell.kind === 'number') return String(cell.value);
  const direction = directions[cell.turn];
  if (varies.includes('turn'))
    return varies.includes('colour')
      ? t('games.puzzler.cell.tileTurn', { colour: cell.colour, direction })
      : t('games.puzzler.cell.turn', { direction });
  if (varies.includes('colour') && varies.includes('shape')) return t('games.puzzler.cell.tile', { colour: cell.colour, shape: cell.shape });
  if (varies.includes('shape')) return t('games.puzzler.cell.shape', { shape: cell.shape });
  return t('games.puzzler.cell.colour', { colour: cell.colour });
}

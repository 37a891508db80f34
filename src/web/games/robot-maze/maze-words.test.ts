import { describe, expect, it } from 'vitest';
import { createMazeState, mazeReducer, mazeScore } from '../../../domain/games/maze';
import { translatorFor } from '../../../server/i18n/translators';
import { announcement, cellLabel } from './maze-words';

const en = translatorFor('en');
const es = translatorFor('es');

describe('what the maze says (docs/decisions/333-sentences-of-activities-and-games.md: whole sentences)', () => {
  const start = createMazeState();
  const bumped = mazeReducer(start, { type: 'move', direction: 'up' });
  const moved = mazeReducer(bumped, { type: 'move', direction: 'right' });

  it('says every event in English as before', () => {
    expect(announcement(en, start, null, 0)).toBe('The robot is at row 1, column 1. The flag is at row 5, column 5.');
    expect(announcement(en, bumped, 'up', 0)).toBe('Move 1: bump! The robot cannot go up. It is still at row 1, column 1.');
    expect(announcement(en, moved, 'right', 0)).toBe('Move 2: moved right. The robot is at row 1, column 2.');
    expect(cellLabel(en, start, { row: 4, col: 4 })).toBe('Row 5, column 5: flag');
    expect(cellLabel(en, start, { row: 2, col: 2 })).toBe('Row 3, column 3: empty');
  });

  it('says them in Spanish', () => {
    expect(announcement(es, start, null, 0)).toBe('El robot está en la fila 1, columna 1. La bandera está en la fila 5, columna 5.');
    expect(announcement(es, bumped, 'up', 0)).toBe('Movimiento 1: ¡pum! El robot no puede ir hacia arriba. Sigue en la fila 1, columna 1.');
    expect(announcement(es, moved, 'right', 0)).toBe('Movimiento 2: fue hacia la derecha. El robot está en la fila 1, columna 2.');
    expect(cellLabel(es, start, { row: 0, col: 0 })).toBe('Fila 1, columna 1: robot');
    let won = start;
    for (const direction of ['right', 'right', 'right', 'right', 'down', 'down', 'down', 'down'] as const)
      won = mazeReducer(won, { type: 'move', direction });
    expect(announcement(es, won, 'down', mazeScore(won.moves))).toBe('¡Llegaste a la bandera en 8 movimientos! Tu puntuación es 60.');
    expect(cellLabel(es, won, { row: 4, col: 4 })).toBe('Fila 5, columna 5: robot en la bandera');
  });
});

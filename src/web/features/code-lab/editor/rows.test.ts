import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../tests/support/english-words';
import type { Program } from '../../../../domain/code-lab/program';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { placesById, rowsOf } from './rows';
import { solutionOf } from '../../../../../content/code-lab/reference-solutions';

describe('the names of the rows (docs/decisions/183-code-lab-names-and-announcements.md, docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md)', () => {
  it('say each place in words a child reads, numbered so no two rows share a step', () => {
    // lost-finder-6's wall follower: three bodies deep, with two "otherwise" branches.
    expect(rowsOf(solutionOf('lost-finder-6'), englishWords).map((r) => r.label)).toEqual([
      'Start of the program',
      'Step 1: Repeat until the flag',
      'Step 1.1 (inside Repeat until the flag): If path to the right',
      'Step 1.1.1 (inside If path to the right): Turn right',
      'Step 1.1.2 (inside If path to the right): Move forward',
      'Otherwise: no path to the right',
      'Step 1.1.3 (inside Otherwise): If path ahead',
      'Step 1.1.3.1 (inside If path ahead): Move forward',
      'Otherwise: no path ahead',
      'Step 1.1.3.2 (inside Otherwise): Turn left',
      'End of If path ahead',
      'End of If path to the right',
      'End of Repeat until the flag',
    ]);
  });

  it('name a repeat by its count and the blocks in it by "Repeat", and every kind of if', () => {
    const program: Program = {
      version: 1,
      body: [
        { id: 'r', op: 'repeat', times: 4, body: [{ id: 'f', op: 'forward' }, { id: 'c', op: 'collect' }] },
        { id: 'i', op: 'if', cond: 'on-item', then: [{ id: 'p', op: 'collect' }] },
        { id: 'l', op: 'if', cond: 'path-left', then: [] },
      ],
    };
    expect(rowsOf(program, englishWords).map((r) => r.label)).toEqual([
      'Start of the program',
      'Step 1: Repeat 4 times',
      'Step 1.1 (inside Repeat): Move forward',
      'Step 1.2 (inside Repeat): Pick up',
      'End of Repeat',
      'Step 2: If on a balloon',
      'Step 2.1 (inside If on a balloon): Pick up',
      'Otherwise: not on a balloon',
      'End of If on a balloon',
      'Step 3: If path to the left',
      'Otherwise: no path to the left',
      'End of If path to the left',
    ]);
    expect(placesById(program, englishWords).get('c')).toBe('Step 1.2 (inside Repeat)');
    expect(placesById(program, englishWords).get('l')).toBe('Step 3');
  });

  it('number a function\'s blocks on their own, with its name, in English and Spanish', () => {
    const program: Program = {
      version: 2,
      body: [{ id: 'r', op: 'repeat', times: 4, body: [{ id: 'c', op: 'call', name: 'square' }] }],
      functions: [{ name: 'square', body: [{ id: 'f', op: 'forward' }, { id: 'q', op: 'repeat', times: 2, body: [{ id: 't', op: 'turn', dir: 'right' }] }] }],
    };
    const labels = rowsOf(program, englishWords).map((r) => r.label);
    expect(labels).toEqual([
      'Start of the program',
      'Step 1: Repeat 4 times',
      'Step 1.1 (inside Repeat): Use square',
      'End of Repeat',
      'Start of function square',
      'Step 1 of square: Move forward',
      'Step 2 of square: Repeat 2 times',
      'Step 2.1 of square (inside Repeat): Turn right',
      'End of Repeat',
    ]);
    expect(placesById(program, spanishWords).get('t')).toBe('Paso 2.1 de cuadrado (dentro de Repetir)');
    // No two block rows read the same step.
    const places = [...placesById(program, englishWords).values()];
    expect(new Set(places).size).toBe(places.length);
  });

  it("number a game's blocks under each event block, say each with its settings, and an if's Otherwise, in English and Spanish", () => {
    const game: GameProgram = {
      version: 3,
      kind: 'game',
      handlers: [
        { id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-set', sprite: 'red-car', property: 'speed', value: 3 }] },
        {
          id: 'c',
          event: { kind: 'touch', sprite: 'cat', other: 'star' },
          body: [
            { id: 'd', op: 'if-touching', sprite: 'cat', other: 'rock', then: [{ id: 'e', op: 'score', by: -1 }], else: [{ id: 'f', op: 'say', sprite: 'cat', phrase: 'yay' }] },
          ],
        },
      ],
    };
    expect(rowsOf(game, englishWords).map((r) => r.label)).toEqual([
      'When the game starts',
      'Step 1 (under When the game starts): Set the speed of the red car to 3',
      'When the cat touches the star',
      'Step 1 (under When the cat touches the star): If the cat touches the rock',
      'Step 1.1 (under When the cat touches the star, inside If touching): Change the score by -1',
      'Otherwise',
      'Step 1.2 (under When the cat touches the star, inside Otherwise): the cat says “Yay!”',
      'End of If touching',
    ]);
    expect(placesById(game, spanishWords).get('b')).toBe('Paso 1 (debajo de Cuando empieza el juego)');
    expect(rowsOf(game, spanishWords)[1]!.label).toBe('Paso 1 (debajo de Cuando empieza el juego): Cambiar el auto rojo: velocidad a 3');
  });
});

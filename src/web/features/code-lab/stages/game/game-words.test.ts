import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../../tests/support/english-words';
import { SPRITE_IDS, PHRASES } from '../../../../../domain/code-lab/stages/game/game-types';
import {
  phraseWords,
  placeOf,
  scoreLine,
  secondsLeft,
  spriteLine,
  spriteWords,
  touchLines,
} from './game-words';
import { frameOf, spriteAt } from './test-frames';

// The scene in words (docs/decisions/402-the-game-lab.md#the-scene).

describe('where a sprite is, in thirds of the scene', () => {
  it('names the nine parts', () => {
    expect(placeOf(40, 40)).toBe('topLeft');
    expect(placeOf(200, 10)).toBe('top');
    expect(placeOf(399, 0)).toBe('topRight');
    expect(placeOf(0, 200)).toBe('left');
    expect(placeOf(200, 200)).toBe('middle');
    expect(placeOf(300, 250)).toBe('right');
    expect(placeOf(100, 300)).toBe('bottomLeft');
    expect(placeOf(150, 400)).toBe('bottom');
    expect(placeOf(400, 400)).toBe('bottomRight');
  });

  it('puts the edges between thirds where a child would (133 is left, 134 the middle column)', () => {
    expect(placeOf(133, 200)).toBe('left');
    expect(placeOf(134, 200)).toBe('middle');
    expect(placeOf(266, 200)).toBe('middle');
    expect(placeOf(267, 200)).toBe('right');
    // Off the scene (a hand-made frame): the nearest part.
    expect(placeOf(-20, 999)).toBe('bottomLeft');
  });
});

describe('the sentences, in English', () => {
  it('says where each sprite is, what it says, and that a hidden one is hidden', () => {
    expect(spriteLine(spriteAt('cat', { x: 60, y: 40 }), englishWords)).toBe(
      'The cat is near the top left (x 60, y 40).',
    );
    expect(spriteLine(spriteAt('red-car', { x: 200.4, y: 210, saying: 'go' }), englishWords)).toBe(
      'The red car is in the middle (x 200, y 210). The red car says “Go!”',
    );
    expect(spriteLine(spriteAt('star-2', { visible: false, saying: 'yay' }), englishWords)).toBe(
      'The second star is hidden.',
    );
  });

  it('says what touches what, or that nothing does', () => {
    expect(
      touchLines(
        frameOf(0, [], {
          touching: [
            ['cat', 'star'],
            ['ball', 'rock-2'],
          ],
        }),
        englishWords,
      ),
    ).toEqual(['The cat touches the star.', 'The ball touches the second rock.']);
    expect(touchLines(frameOf(0, []), englishWords)).toEqual(['Nothing is touching.']);
  });

  it('says the score, and the time left in whole seconds counted up', () => {
    expect(secondsLeft(900)).toBe(30);
    expect(secondsLeft(31)).toBe(2);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(scoreLine(frameOf(0, [], { score: 2 }), englishWords)).toBe('Score: 2.');
    expect(scoreLine(frameOf(0, [], { score: 2, framesLeft: 29 }), englishWords)).toBe(
      'Score: 2. Time left: 1 second.',
    );
    expect(scoreLine(frameOf(0, [], { score: 0, framesLeft: 300 }), englishWords)).toBe(
      'Score: 0. Time left: 10 seconds.',
    );
  });

  it('has a name for every sprite and words for every phrase', () => {
    for (const id of SPRITE_IDS) expect(spriteWords(id, englishWords)).toMatch(/^the [a-z ]+$/);
    for (const phrase of PHRASES)
      expect(phraseWords(phrase, englishWords)).toMatch(/^[A-Z][A-Za-z ]+!$/);
  });
});

describe('the sentences, in Spanish', () => {
  it('says the same things', () => {
    expect(spriteLine(spriteAt('cat', { x: 60, y: 40 }), spanishWords)).toBe(
      'El gato está arriba a la izquierda (x 60, y 40).',
    );
    expect(spriteLine(spriteAt('star', { x: 350, y: 380, saying: 'you-win' }), spanishWords)).toBe(
      'La estrella está abajo a la derecha (x 350, y 380). La estrella dice “¡Ganaste!”',
    );
    expect(spriteLine(spriteAt('apple', { visible: false }), spanishWords)).toBe(
      'La manzana no se ve.',
    );
    expect(touchLines(frameOf(0, [], { touching: [['blue-car', 'line']] }), spanishWords)).toEqual([
      'El auto azul toca la línea de meta.',
    ]);
    expect(touchLines(frameOf(0, []), spanishWords)).toEqual(['Nada se toca.']);
    expect(scoreLine(frameOf(0, [], { score: 3, framesLeft: 30 }), spanishWords)).toBe(
      'Puntuación: 3. Queda 1 segundo.',
    );
    expect(scoreLine(frameOf(0, [], { score: 3, framesLeft: 60 }), spanishWords)).toBe(
      'Puntuación: 3. Quedan 2 segundos.',
    );
  });

  it('has a name for every sprite and words for every phrase', () => {
    for (const id of SPRITE_IDS)
      expect(spriteWords(id, spanishWords)).toMatch(/^(el|la) [a-zñáéíóú ]+$/);
    for (const phrase of PHRASES) expect(phraseWords(phrase, spanishWords)).toMatch(/^¡.+!$/);
  });
});

import { describe, expect, it } from 'vitest';
import { chosenPair, gridMove, togglePicture } from './picture-choice';

describe('choosing two pictures', () => {
  it('chooses a picture with a tap and takes it away with another', () => {
    const one = togglePicture([], 'cat');
    expect(one).toEqual({ chosen: ['cat'], full: false });
    expect(togglePicture(one.chosen, 'cat')).toEqual({ chosen: [], full: false });
  });

  it('keeps at most two: a third waits until one is taken away', () => {
    const two = togglePicture(togglePicture([], 'cat').chosen, 'sun').chosen;
    expect(two).toEqual(['cat', 'sun']);
    const third = togglePicture(two, 'car');
    expect(third.full).toBe(true);
    expect(third.chosen).toBe(two);
    const after = togglePicture(togglePicture(two, 'cat').chosen, 'car');
    expect(after).toEqual({ chosen: ['sun', 'car'], full: false });
  });

  it('sends a pair only when two different pictures are chosen', () => {
    expect(chosenPair([])).toBeNull();
    expect(chosenPair(['cat'])).toBeNull();
    expect(chosenPair(['cat', 'cat'])).toBeNull();
    expect(chosenPair(['moon', 'dog'])).toEqual(['moon', 'dog']);
  });
});

describe('arrow keys in the picture grid', () => {
  it('moves left and right through the row order, up and down by a row, Home and End to the ends', () => {
    expect(gridMove(0, 'ArrowRight', 3, 12)).toBe(1);
    expect(gridMove(2, 'ArrowRight', 3, 12)).toBe(3); // on to the next row
    expect(gridMove(3, 'ArrowLeft', 3, 12)).toBe(2);
    expect(gridMove(1, 'ArrowDown', 3, 12)).toBe(4);
    expect(gridMove(1, 'ArrowDown', 6, 12)).toBe(7);
    expect(gridMove(7, 'ArrowUp', 6, 12)).toBe(1);
    expect(gridMove(5, 'Home', 3, 12)).toBe(0);
    expect(gridMove(5, 'End', 3, 12)).toBe(11);
  });

  it('stays put at the edges and ignores other keys', () => {
    expect(gridMove(0, 'ArrowLeft', 3, 12)).toBeNull();
    expect(gridMove(11, 'ArrowRight', 3, 12)).toBeNull();
    expect(gridMove(1, 'ArrowUp', 3, 12)).toBeNull();
    expect(gridMove(10, 'ArrowDown', 3, 12)).toBeNull();
    expect(gridMove(4, 'Enter', 3, 12)).toBeNull();
    expect(gridMove(4, 'a', 3, 12)).toBeNull();
  });
});

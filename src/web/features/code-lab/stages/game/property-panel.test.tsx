import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PropertyPanel } from './property-panel';
import { frameOf, spriteAt } from './test-frames';

// The property panel: each sprite as an object with its properties, following the game
// (docs/decisions/402-the-game-lab.md#the-scene).

const start = frameOf(0, [
  spriteAt('cat', { x: 40, y: 60, direction: 90, speed: 2 }),
  spriteAt('star-2', { visible: false }),
]);
const at = (frame: number, x: number) => ({
  ...start,
  frame,
  sprites: [{ ...start.sprites[0]!, x }, start.sprites[1]!],
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Each object in the game and its properties' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the property panel', () => {
  it('is a table with a header for each property and a row for each sprite', () => {
    render(<PropertyPanel frame={start} playing={false} />);
    expect(rows()).toEqual([
      ['object', 'x', 'y', 'direction', 'speed', 'visible'],
      ['the cat', '40', '60', '90', '2', 'yes'],
      ['the second star', '200', '200', '90', '0', 'no'],
    ]);
    expect(screen.getByRole('rowheader', { name: 'the cat' })).toBeTruthy();
    // Its box is named by its visible heading, and a keyboard can scroll it when it must.
    const box = screen.getByRole('region', { name: 'Properties' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.className).toContain('overflow-x-auto');
    expect(screen.getByRole('heading', { name: 'Properties' })).toBeTruthy();
  });

  it('follows a game ten times a second while it plays, and shows the frame at once when it stops', () => {
    const { rerender } = render(<PropertyPanel frame={start} playing />);
    const catX = () => rows()[1]![1];
    rerender(<PropertyPanel frame={at(1, 41)} playing />);
    rerender(<PropertyPanel frame={at(2, 42)} playing />);
    expect(catX()).toBe('40');
    rerender(<PropertyPanel frame={at(3, 43)} playing />);
    expect(catX()).toBe('43');
    rerender(<PropertyPanel frame={at(4, 44)} playing />);
    expect(catX()).toBe('43');
    // Frames skipped by a slow device: the gap counts.
    rerender(<PropertyPanel frame={at(9, 49)} playing />);
    expect(catX()).toBe('49');
    rerender(<PropertyPanel frame={at(10, 50)} playing />);
    expect(catX()).toBe('49');
    // Paused or over: the frame shown now.
    rerender(<PropertyPanel frame={at(10, 50)} playing={false} />);
    expect(catX()).toBe('50');
    // A new game starts from frame 0 again: shown at once.
    rerender(<PropertyPanel frame={at(0, 7)} playing />);
    expect(catX()).toBe('7');
  });
});

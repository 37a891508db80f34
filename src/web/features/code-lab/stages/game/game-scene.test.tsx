import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameKey, SpriteId } from '../../../../../domain/code-lab/stages/game/game-types';
import { GameScene } from './game-scene';
import { frameOf, spriteAt } from './test-frames';

// The scene (docs/decisions/402-the-game-lab.md#the-scene): sprites where the frame puts them,
// bubbles, the score and time, and a game's keys and taps only while it plays.

const frame = frameOf(
  12,
  [
    spriteAt('cat', { x: 60, y: 80, direction: 270, saying: 'meow' }),
    spriteAt('red-car', { x: 300, y: 320, direction: 45 }),
    spriteAt('star', { x: 200, y: 200, visible: false, saying: 'yay' }),
    spriteAt('star-2', { x: 350, y: 40 }),
  ],
  { score: 2, framesLeft: 301 },
);

const sceneOf = () =>
  screen.getByRole('application', { name: 'Game scene. Arrow keys and space play the game.' });
const spriteNode = (id: SpriteId) => sceneOf().querySelector(`[data-sprite="${id}"]`);

describe('the scene', () => {
  it('draws each visible sprite in its costume where it is; a hidden one is not there', () => {
    render(<GameScene frame={frame} playing={false} />);
    const scene = sceneOf();
    expect(scene.getAttribute('viewBox')).toBe('0 0 400 400');
    expect(scene.getAttribute('tabindex')).toBe('0');
    expect(
      [...scene.querySelectorAll('[data-sprite]')].map((n) => n.getAttribute('data-sprite')),
    ).toEqual(['cat', 'red-car', 'star-2']);
    expect(spriteNode('star')).toBeNull();
    // The cat walks left: flipped, not turned; the car turns to 45 degrees.
    expect((spriteNode('cat') as SVGGElement).style.transform).toBe(
      'translate(60px, 80px) scale(-1, 1)',
    );
    expect((spriteNode('red-car') as SVGGElement).style.transform).toBe(
      'translate(300px, 320px) rotate(45deg)',
    );
    // Each costume is a symbol, defined once and used by reference (the two stars share one).
    const symbols = [...scene.querySelectorAll('symbol')].map((s) =>
      s.id.replace(/^.*-costume-/, ''),
    );
    expect(symbols).toEqual(['cat', 'red-car', 'star']);
    const uses = [...scene.querySelectorAll('[data-sprite] use')].map((u) =>
      u.getAttribute('href')!.replace(/^.*-costume-/, ''),
    );
    expect(uses).toEqual(['cat', 'red-car', 'star']);
    for (const use of scene.querySelectorAll('use'))
      expect(scene.querySelector(use.getAttribute('href')!)).not.toBeNull();
    // A tap target of 64 units round each sprite.
    expect(spriteNode('cat')!.querySelector('circle')!.getAttribute('r')).toBe('32');
  });

  it('shows what a visible sprite says in a bubble, and the score and time left above the scene', () => {
    render(<GameScene frame={frame} playing={false} />);
    const bubbles = screen.getAllByTestId('speech-bubble');
    expect(bubbles.map((b) => b.textContent)).toEqual(['Meow!']);
    expect(screen.getByRole('group', { name: 'Score and time' }).textContent).toBe(
      'Score: 2Time left: 11',
    );
    render(<GameScene frame={{ ...frame, framesLeft: undefined }} playing={false} />);
    expect(screen.getAllByTestId('game-time')).toHaveLength(1);
  });

  it('glides sprites for at most one frame, and not at all under reduced motion', () => {
    render(<GameScene frame={frame} playing />);
    const classes = spriteNode('cat')!.getAttribute('class')!.split(' ');
    expect(classes).toContain('duration-[33ms]');
    expect(classes).toContain('motion-reduce:transition-none');
  });

  it('reports the game keys while playing and keeps them from scrolling the page', async () => {
    const keys: GameKey[] = [];
    const { rerender } = render(<GameScene frame={frame} playing onKey={(k) => keys.push(k)} />);
    const user = userEvent.setup();
    await user.click(sceneOf());
    expect(document.activeElement).toBe(sceneOf());
    await user.keyboard('{ArrowLeft}{ArrowRight}{ArrowUp}{ArrowDown} a{Enter}');
    expect(keys).toEqual(['left', 'right', 'up', 'down', 'space']);
    // preventDefault: the page does not scroll while playing.
    expect(fireEvent.keyDown(sceneOf(), { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(sceneOf(), { key: 'Tab' })).toBe(true);
    // Ctrl with an arrow is the browser's.
    expect(fireEvent.keyDown(sceneOf(), { key: 'ArrowDown', ctrlKey: true })).toBe(true);

    keys.length = 0;
    rerender(<GameScene frame={frame} playing={false} onKey={(k) => keys.push(k)} />);
    expect(fireEvent.keyDown(sceneOf(), { key: 'ArrowDown' })).toBe(true);
    await user.keyboard('{ArrowLeft} ');
    expect(keys).toEqual([]);
  });

  it('reports a tap on a sprite while playing, and nothing otherwise', () => {
    const taps: SpriteId[] = [];
    const { rerender } = render(<GameScene frame={frame} playing onTap={(s) => taps.push(s)} />);
    fireEvent.pointerDown(spriteNode('red-car')!.querySelector('use')!, { button: 0 });
    fireEvent.pointerDown(spriteNode('star-2')!.querySelector('circle')!, { button: 0 });
    // The scene's background is no sprite; a right click is not a tap.
    fireEvent.pointerDown(sceneOf().querySelector('rect')!, { button: 0 });
    fireEvent.pointerDown(spriteNode('cat')!, { button: 2 });
    expect(taps).toEqual(['red-car', 'star-2']);

    rerender(<GameScene frame={frame} playing={false} onTap={(s) => taps.push(s)} />);
    fireEvent.pointerDown(spriteNode('cat')!, { button: 0 });
    expect(taps).toEqual(['red-car', 'star-2']);
  });

  it('follows the frames: a sprite moves, the rest stay', () => {
    const onTap = vi.fn();
    const { rerender } = render(<GameScene frame={frame} playing onTap={onTap} />);
    const moved = {
      ...frame,
      frame: 13,
      sprites: frame.sprites.map((s) => (s.id === 'cat' ? { ...s, x: 64 } : { ...s })),
    };
    rerender(<GameScene frame={moved} playing onTap={onTap} />);
    expect((spriteNode('red-car') as SVGGElement).style.transform).toBe(
      'translate(300px, 320px) rotate(45deg)',
    );
    expect((spriteNode('cat') as SVGGElement).style.transform).toBe(
      'translate(64px, 80px) scale(-1, 1)',
    );
    expect(sceneOf().getAttribute('data-frame')).toBe('13');
  });
});

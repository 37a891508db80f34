import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameFrame, SpriteId } from '../../../../../domain/code-lab/stages/game/game-types';
import { GameText } from './game-text';
import { frameOf, spriteAt } from './test-frames';
import type { PlayerStatus } from './use-frame-player';

// "Read the game" and the running commentary (docs/decisions/402-the-game-lab.md#the-scene).

const scene = (frame: number, over: Partial<GameFrame> = {}, catX = 60) =>
  frameOf(
    frame,
    [
      spriteAt('cat', { x: catX, y: 40, saying: over.score ? 'got-it' : undefined }),
      spriteAt('star', { x: 200, y: 380 }),
      spriteAt('rock', { visible: false }),
    ],
    over,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('"Read the game"', () => {
  it('opens on request and names each sprite, where it is, what it says and what touches what', async () => {
    const taps: SpriteId[] = [];
    render(
      <GameText
        frame={scene(0, { score: 1, framesLeft: 600, touching: [['cat', 'star']] })}
        status="playing"
        onTap={(s) => taps.push(s)}
      />,
    );
    const region = screen.getByRole('region', { name: 'Read the game' });
    const open = within(region).getByRole('button', { name: 'Read the game' });
    expect(within(region).queryByRole('list')).toBeNull();
    const user = userEvent.setup();
    await user.click(open);
    expect(within(region).getByTestId('game-text-score').textContent).toBe(
      'Score: 1. Time left: 20 seconds.',
    );
    const [sprites, touches] = within(region).getAllByRole('list');
    expect(
      within(sprites!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The cat is near the top left (x 60, y 40). The cat says “Got it!”',
      'The star is near the bottom (x 200, y 380).',
      'The rock is hidden.',
    ]);
    expect(
      within(touches!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The cat touches the star.']);
    // A child who plays by keyboard or screen reader taps a sprite by its button.
    await user.click(within(region).getByRole('button', { name: 'Tap the star' }));
    expect(taps).toEqual(['star']);
    expect(within(region).queryByRole('button', { name: 'Tap the rock' })).toBeNull();
  });

  it('offers no taps when no game plays, and follows a playing game three times a second', async () => {
    const { rerender } = render(<GameText frame={scene(0)} status="idle" onTap={() => {}} />);
    // Opened by the test before, it stays open for the rest of the visit (on-request-section.tsx).
    const open = screen.getByRole('button', { name: 'Read the game' });
    if (open.getAttribute('aria-expanded') === 'false') await userEvent.setup().click(open);
    expect(screen.queryByRole('button', { name: /^Tap / })).toBeNull();
    const first = () => screen.getAllByRole('listitem')[0]!.textContent;
    rerender(<GameText frame={scene(0, {}, 60)} status="playing" />);
    rerender(<GameText frame={scene(5, {}, 300)} status="playing" />);
    expect(first()).toBe('The cat is near the top left (x 60, y 40).');
    rerender(<GameText frame={scene(10, {}, 300)} status="playing" />);
    expect(first()).toBe('The cat is near the top right (x 300, y 40).');
  });
});

describe('the running commentary', () => {
  const said = () => screen.getByTestId('game-commentary').textContent!.trim();

  it('is polite, quiet before a game, and says what changed at most once a second', () => {
    vi.useFakeTimers();
    const show = (frame: GameFrame, status: PlayerStatus = 'playing') =>
      rerender(<GameText frame={frame} status={status} />);
    const { rerender } = render(<GameText frame={scene(0)} status="idle" />);
    expect(screen.getByTestId('game-commentary').getAttribute('aria-live')).toBe('polite');
    expect(said()).toBe('');
    show(scene(0));
    expect(said()).toBe('');
    show(scene(5, { touching: [['cat', 'star']] }));
    expect(said()).toBe('The cat touches the star.');
    // Within the same second: waits.
    show(scene(12, { score: 1, touching: [['cat', 'star']] }));
    show(scene(20, { score: 1 }));
    expect(said()).toBe('The cat touches the star.');
    show(scene(34, { score: 1 }));
    expect(said()).toBe('The cat touches the star.');
    show(scene(35, { score: 1 }));
    expect(said()).toBe('The cat says “Got it!” The score is 1.');
    // The game ends within the next second: said when its second is up, by a timer, as no frame comes.
    show(scene(40, { score: 1 }), 'ended');
    expect(said()).toBe('The cat says “Got it!” The score is 1.');
    act(() => vi.advanceTimersByTime(800));
    expect(said()).toBe('The cat says “Got it!” The score is 1.');
    act(() => vi.advanceTimersByTime(200));
    expect(said()).toBe('The game is over. The score is 1.');
    // Stopped or a new scene shown: quiet.
    show(scene(0), 'idle');
    expect(said()).toBe('');
  });

  it('says the same words twice as two announcements', () => {
    const { rerender } = render(<GameText frame={scene(0)} status="playing" />);
    const region = screen.getByTestId('game-commentary');
    rerender(<GameText frame={scene(1, { touching: [['cat', 'star']] })} status="playing" />);
    const once = region.textContent;
    rerender(<GameText frame={scene(10)} status="playing" />);
    rerender(<GameText frame={scene(40, { touching: [['cat', 'star']] })} status="playing" />);
    expect(region.textContent!.trim()).toBe(once!.trim());
    expect(region.textContent).not.toBe(once);
  });
});

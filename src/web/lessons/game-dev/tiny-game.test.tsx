import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LOOP_STEP_MS } from '../../../domain/constants';
import type { WiringEvidence } from '../../../domain/lessons/game-wiring';
import { startI18n } from '../../i18n/i18n';
import { TinyGame, useTinyGame } from './tiny-game';

// docs/product/lessons.md#game-creator: the tiny game wired by pressing an event, then an action;
// Play shows the steps in turn and says each in words; a game that works is reported once.
beforeAll(() => startI18n(['activities']));
afterEach(() => vi.useRealTimers());

function Harness({ onDone }: { onDone: (evidence: WiringEvidence) => void }) {
  return <TinyGame model={useTinyGame(onDone)} />;
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const wire = (event: string, action: string) => {
  press(event);
  press(action);
};

describe('the tiny game', () => {
  it('wires in words, plays step by step, and reports a game that works once', async () => {
    const onDone = vi.fn();
    render(<Harness onDone={onDone} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Tap an event, then tap what happens. Then press Play the Game.');

    press('Add one point');
    expect(status.textContent).toBe('First pick an event, then pick what happens.');
    press('When the game starts');
    expect(screen.getByRole('button', { name: 'When the game starts' }).getAttribute('aria-pressed')).toBe('true');
    expect(status.textContent).toBe('When the game starts. Now pick what happens.');
    press('The cat says Go!');
    expect(status.textContent).toBe('Wired! When the game starts: The cat says Go!');
    wire('When the right arrow key is pressed', 'The cat moves right');
    wire('When the cat touches the star', 'Add one point');
    wire('When the cat touches the star', 'Add one point');
    expect(status.textContent).toBe('That is wired already.');
    const wires = within(screen.getByRole('list', { name: 'Your game' })).getAllByRole('listitem');
    expect(wires.map((li) => li.firstChild?.textContent)).toEqual([
      'When the game starts: The cat says Go!',
      'When the right arrow key is pressed: The cat moves right',
      'When the cat touches the star: Add one point',
    ]);
    expect(screen.getByRole('button', { name: 'Remove: When the cat touches the star: Add one point' })).toBeTruthy();

    vi.useFakeTimers();
    press('Play the Game');
    expect(status.textContent).toBe('Step 1 of 6: The game starts. The cat says Go!');
    expect(screen.getByRole('button', { name: 'Playing...' })).toHaveProperty('disabled', true);
    for (let i = 0; i < 4; i++) act(() => vi.advanceTimersByTime(LOOP_STEP_MS));
    expect(status.textContent).toBe('Step 5 of 6: The cat touches the star. Add one point.');
    expect(screen.getByRole('img', { name: 'The game. The cat is on place 4 of 5. The star is on place 4. The score is 1.' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2 * LOOP_STEP_MS));
    expect(status.textContent).toBe('Your game works! The cat says Go!, walks to the star and wins a point.');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({
      wires: [
        { event: 'start', action: 'say-go' },
        { event: 'right-key', action: 'move-right' },
        { event: 'touch-star', action: 'add-point' },
      ],
    });

    // Played again, it is not reported again.
    press('Play the Game');
    act(() => vi.advanceTimersByTime(6 * LOOP_STEP_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says the first thing a game still needs', async () => {
    render(<Harness onDone={vi.fn()} />);
    const status = await screen.findByRole('status');
    wire('When the game starts', 'The cat says Yay!');
    vi.useFakeTimers();
    press('Play the Game');
    act(() => vi.advanceTimersByTime(5 * LOOP_STEP_MS));
    expect(status.textContent).toBe('Your cat never says Go! when the game starts. Which event happens first?');
  });
});

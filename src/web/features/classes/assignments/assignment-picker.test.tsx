import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { AssignmentPicker } from './assignment-picker';

// The Game Lab's worlds and levels can be assigned like Ada's (docs/decisions/402-the-game-lab.md#the-level-page):
// the picker shows them after Ada's, and what is ticked there is what is saved.

describe('the assignment picker', () => {
  it('assigns a game level and the whole racing world, in the order the server gets them', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <MemoryRouter>
        <AssignmentPicker saving={false} problem={null} onSave={onSave} onCancel={() => {}} />
      </MemoryRouter>,
    );
    await user.type(await screen.findByLabelText('Title'), 'Games week');
    await user.click(screen.getByRole('button', { name: 'Code Racer' }));
    await user.click(screen.getByRole('checkbox', { name: 'The whole world: Code Racer' }));
    await user.click(screen.getByRole('button', { name: 'Game Lab' }));
    const game = screen.getByRole('group', { name: 'Game Lab' });
    await user.click(within(game).getByRole('checkbox', { name: 'Level 1: The cat moves' }));
    await user.click(screen.getByRole('button', { name: 'Save assignment' }));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Games week',
      dueOn: null,
      items: [
        { kind: 'level', id: 'game-1' },
        { kind: 'world', id: 'racer' },
      ],
    });
  });
});

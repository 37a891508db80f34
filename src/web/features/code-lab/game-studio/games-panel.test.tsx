import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { newStudioGame } from '../../../../domain/code-lab/stages/game/game-studio';
import type { Creations, ListedCreation } from '../creations/use-creations';
import { GamesPanel } from './games-panel';

// A kept game is renamed and changed in place through the studios' one panel
// (docs/product/code-lab.md#the-game-studio).

const chase: GameProgram = {
  ...newStudioGame(),
  handlers: [{ id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 10 }] }],
};
const kept: ListedCreation<GameProgram> = { key: '7', title: 'Chase', program: chase, createdAt: '2026-11-29T06:00:00.000Z', share: null };

const games = (over: Partial<Creations<GameProgram>> = {}): Creations<GameProgram> => ({
  list: [kept],
  loading: false,
  full: false,
  waiting: 0,
  save: vi.fn(),
  rename: vi.fn(async () => {}),
  update: vi.fn(async () => {}),
  remove: vi.fn(),
  ...over,
});

const panel = (list: Creations<GameProgram>, program: GameProgram, opened: string | null) =>
  render(<GamesPanel games={list} guest={false} program={program} onOpen={() => {}} opened={opened} />);

describe('a kept game in My games', () => {
  it('is renamed, in the title’s rules, and says so', async () => {
    const user = userEvent.setup();
    const list = games();
    panel(list, chase, null);
    // jsdom joins the button's words and its hidden title without the space a browser keeps.
    await user.click(screen.getByRole('button', { name: /^Rename ?Chase$/ }));
    const title = screen.getByLabelText('New title for Chase');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(screen.getByText('Please give your game a title.')).toBeTruthy();
    expect(list.rename).not.toHaveBeenCalled();
    await user.type(title, ' Race ');
    await user.click(screen.getByRole('button', { name: 'Save title' }));
    expect(list.rename).toHaveBeenCalledWith('7', ' Race ');
    expect(await screen.findByText('Renamed to “Race”.')).toBeTruthy();
  });

  it('takes the changes to the game it was opened from, and only that one', async () => {
    const user = userEvent.setup();
    const list = games();
    const faster: GameProgram = { ...chase, handlers: [{ ...chase.handlers[0]!, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 20 }] }] };
    const { unmount } = panel(list, faster, null);
    expect(screen.queryByRole('button', { name: /Save changes/ })).toBeNull();
    unmount();
    panel(list, faster, '7');
    await user.click(screen.getByRole('button', { name: 'Save changes to “Chase”' }));
    expect(list.update).toHaveBeenCalledWith('7', faster);
    expect(await screen.findByText('Saved your changes to “Chase”.')).toBeTruthy();
  });

  it('does not save a game that does nothing over a kept one, and says why', async () => {
    const user = userEvent.setup();
    const list = games();
    panel(list, newStudioGame(), '7');
    await user.click(screen.getByRole('button', { name: 'Save changes to “Chase”' }));
    expect(list.update).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'There is nothing to keep yet: a game needs an object and an event block. Add them, then keep it.',
    );
  });
});

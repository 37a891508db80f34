import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { ReadOnlyProgram } from './read-only-program';

// A child's game shown to a grown-up (docs/decisions/402-the-game-lab.md#the-level-page): its event
// blocks in the game's words, the blocks under each numbered as the child's rows are.

describe("a child's game, read only", () => {
  it('shows each event block and the blocks under it, then the code', async () => {
    const game: GameProgram = {
      version: 3,
      kind: 'game',
      handlers: [
        { id: 'a', event: { kind: 'key', key: 'left' }, body: [{ id: 'b', op: 'sprite-turn', sprite: 'red-car', dir: 'left', degrees: 45 }] },
        { id: 'c', event: { kind: 'touch', sprite: 'red-car', other: 'line' }, body: [{ id: 'd', op: 'score', by: 1 }] },
      ],
    };
    render(<ReadOnlyProgram program={game} label="Sam’s program for Code Racer 2" owner="Sam" />);
    const blocks = await screen.findByRole('group', { name: 'Sam’s program for Code Racer 2' });
    expect(within(blocks).getByText('When the left arrow is pressed')).toBeTruthy();
    expect(within(within(blocks).getByRole('list', { name: 'When the left arrow is pressed' })).getByRole('listitem').textContent).toBe(
      '↺Step\u00a01:Turn the red car left 45 degrees',
    );
    expect(within(blocks).getByRole('list', { name: 'When the red car touches the finish line' }).textContent).toContain('Change the score by 1');
  });
});

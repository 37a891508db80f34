import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DragDropBoard } from './drag-drop-board';
import { DraggableBlock } from './draggable-block';
import { startI18n } from '../../../i18n/i18n';
import { DropTarget } from './drop-target';

// The English words of the lesson kit, loaded as the page shell loads them.
beforeAll(() => startI18n(['lesson']));

function Board({ onPlace, disabled = false }: { onPlace: (b: string, t: string) => string | void; disabled?: boolean }) {
  return (
    <DragDropBoard onPlace={onPlace} disabled={disabled}>
      <DropTarget id="slot-1" label="Step 1">
        <DraggableBlock id="wake-up" label="Wake up" />
      </DropTarget>
      <DropTarget id="slot-2" label="Step 2">
        <DraggableBlock id="brush-teeth" label="Brush teeth" />
      </DropTarget>
    </DragDropBoard>
  );
}

describe('tap to select, tap to place', () => {
  it('picks a block up on click, offers the other places, and places it there', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(<Board onPlace={onPlace} />);
    const wake = screen.getByRole('button', { name: 'Wake up' });
    expect(wake.getAttribute('aria-pressed')).toBe('false');
    await user.click(wake);
    expect(wake.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Wake up picked up. Now choose where to put it.')).toBeTruthy();
    // Not offered its own place.
    expect(screen.queryByRole('button', { name: 'Put Wake up in Step 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Put Wake up in Step 2' }));
    expect(onPlace).toHaveBeenCalledWith('wake-up', 'slot-2');
    expect(screen.getByText('Wake up placed in Step 2.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Put / })).toBeNull();
  });

  it('puts a block down when it is clicked again, and switches to another block', async () => {
    const user = userEvent.setup();
    render(<Board onPlace={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Wake up' }));
    await user.click(screen.getByRole('button', { name: 'Wake up' }));
    expect(screen.getByText('Wake up put down.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Put / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Wake up' }));
    await user.click(screen.getByRole('button', { name: 'Brush teeth' }));
    expect(screen.getByRole('button', { name: 'Wake up' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Put Brush teeth in Step 1' })).toBeTruthy();
  });

  it('works by keyboard: Enter picks up, Tab to the Put button, Enter places', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn(() => 'Swapped!');
    render(<Board onPlace={onPlace} />);
    screen.getByRole('button', { name: 'Brush teeth' }).focus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true }); // back to Step 1's Put button (after Wake up)
    expect(document.activeElement?.textContent).toContain('Put Brush teeth in Step 1');
    await user.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledWith('brush-teeth', 'slot-1');
    expect(screen.getByText('Swapped!')).toBeTruthy();
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    render(<Board onPlace={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Wake up' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Wake up' }));
    expect(screen.queryByRole('button', { name: /^Put / })).toBeNull();
  });
});

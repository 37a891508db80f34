import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareControl } from './share-control';

const props = { title: 'Rocket', busy: false, onShare: () => {}, onTakeBack: () => {} };

describe('sharing a studio drawing with the class', () => {
  it('offers to share, saying the teacher looks first', async () => {
    const user = userEvent.setup();
    const onShare = vi.fn();
    render(<ShareControl {...props} share={null} onShare={onShare} />);
    expect(screen.getByText('Your teacher will look at it first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take it back: Rocket' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share with my class: Rocket' }));
    expect(onShare).toHaveBeenCalledOnce();
  });

  it('says it waits for the teacher, or is in the gallery, and can be taken back', async () => {
    const user = userEvent.setup();
    const onTakeBack = vi.fn();
    const { rerender } = render(
      <ShareControl {...props} share={{ itemId: 4, status: 'pending' }} onTakeBack={onTakeBack} />,
    );
    expect(screen.getByText('Waiting for your teacher')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Take it back: Rocket' }));
    expect(onTakeBack).toHaveBeenCalledOnce();
    rerender(<ShareControl {...props} share={{ itemId: 4, status: 'approved' }} />);
    expect(screen.getByText('In the class gallery')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Take it back: Rocket' })).toBeTruthy();
  });

  it('lets a drawing the teacher turned down be shared again', () => {
    render(<ShareControl {...props} share={{ itemId: 4, status: 'rejected' }} />);
    expect(screen.getByText('Not this time. You may share it again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share again: Rocket' })).toBeTruthy();
  });

  it('waits while a change is on its way', () => {
    render(<ShareControl {...props} busy share={null} />);
    const button = screen.getByRole('button', { name: 'Share with my class: Rocket' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

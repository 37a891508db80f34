import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api';
import { PictureSignIn } from './picture-sign-in';

const signInButton = () => screen.getByRole('button', { name: 'Sign in with my pictures' });

describe('signing in with two pictures', () => {
  it('is ready only with two pictures, and sends them', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn(() => new Promise<void>(() => {}));
    render(<PictureSignIn signIn={signIn} />);
    expect((signInButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Moon' }));
    expect((signInButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Tree' }));
    await user.click(signInButton());
    expect(signIn).toHaveBeenCalledWith(['moon', 'tree']);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeTruthy();
  });

  it('says gently when the pictures are wrong, in the server’s words, and starts again', async () => {
    const user = userEvent.setup();
    const words = 'Those are not your pictures. One more miss and you wait a minute.';
    const signIn = vi.fn(async () => {
      throw new ApiError(401, JSON.stringify({ message: words }), words);
    });
    render(<PictureSignIn signIn={signIn} />);
    await user.click(screen.getByRole('button', { name: 'Cat' }));
    await user.click(screen.getByRole('button', { name: 'Dog' }));
    await user.click(signInButton());
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.getByText('0 of 2 chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cat' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Cat' }));
    expect(screen.queryByText(words)).toBeNull();
  });

  it('asks a locked child to get the teacher or wait the seconds the server gives, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const words = 'Ask your teacher to let you in, or wait 1 minute and try again.';
      const signIn = vi.fn(async () => {
        throw new ApiError(429, JSON.stringify({ message: words }), words, 3);
      });
      render(<PictureSignIn signIn={signIn} />);
      await user.click(screen.getByRole('button', { name: 'Star' }));
      await user.click(screen.getByRole('button', { name: 'Ball' }));
      await user.click(signInButton());
      expect(await screen.findByText(words)).toBeTruthy();
      expect(screen.getByText('You can try again in 3 seconds.')).toBeTruthy();
      // The teacher may lift the lock at any moment: the child can try again without waiting.
      await user.click(screen.getByRole('button', { name: 'Star' }));
      await user.click(screen.getByRole('button', { name: 'Ball' }));
      expect((signInButton() as HTMLButtonElement).disabled).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(screen.getByText('You can try again in 1 second.')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.queryByText(words)).toBeNull();
      expect((signInButton() as HTMLButtonElement).disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows any other problem in the server’s words', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn(async () => {
      throw new ApiError(
        400,
        '{"message":"Please choose two different pictures."}',
        'Please choose two different pictures.',
      );
    });
    render(<PictureSignIn signIn={signIn} />);
    await user.click(screen.getByRole('button', { name: 'Fish' }));
    await user.click(screen.getByRole('button', { name: 'Bird' }));
    await user.click(signInButton());
    expect(await screen.findByText('Please choose two different pictures.')).toBeTruthy();
  });
});

import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AuthProvider, USER_QUERY_KEY } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { startI18n } from '../../i18n/i18n';
import { GuestPromptDialog, useGuestPrompt } from './guest-prompt-dialog';

// The English words of the lesson kit, loaded as the page shell loads them.
beforeAll(() => startI18n(['lesson']));

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function Page() {
  const prompt = useGuestPrompt(2000);
  return (
    <>
      <button type="button" onClick={prompt.schedule}>
        pass
      </button>
      <GuestPromptDialog {...prompt.dialogProps} />
    </>
  );
}

function renderAs(user: object | null) {
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(USER_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('guest prompt', () => {
  it('opens 2 s after scheduling for a guest, with the sign-up link and the warning', async () => {
    vi.useFakeTimers();
    renderAs(null);
    act(() => screen.getByRole('button', { name: 'pass' }).click());
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    // The dialog's own chunk loads when it first opens.
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: /Achievement Unlocked/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Free Account' }).getAttribute('href')).toBe(
      '/auth?tab=sign-up',
    );
    expect(screen.getByText(/progress stays only on this device/)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Continue As Guest' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at most once per visit', async () => {
    renderAs(null);
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'pass' }).click());
    act(() => void vi.advanceTimersByTime(2000));
    vi.useRealTimers();
    await screen.findByRole('dialog');
    act(() => screen.getByRole('button', { name: 'Continue As Guest' }).click());
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'pass' }).click());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens for a signed-in child', () => {
    vi.useFakeTimers();
    renderAs({ id: 'u1', email: 'kid@example.com', points: 0 });
    act(() => screen.getByRole('button', { name: 'pass' }).click());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

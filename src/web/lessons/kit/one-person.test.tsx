// docs/decisions/399-a-lesson-waits-for-its-person.md: until GET /api/user answers, a lesson shows
// but cannot be used; once it has, the lesson is that person's and can be used.
import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { OnePerson } from './one-person';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; max-age=0';
});

it('shows the lesson inert and busy until the person is known, then usable', async () => {
  // The hint cookie of someone signed in: the page asks GET /api/user who it is.
  document.cookie = 'signed_in=1';
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetch);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <OnePerson>
          <button type="button">Check Answers</button>
        </OnePerson>
      </AuthProvider>
    </QueryClientProvider>,
  );
  const waiting = screen.getByText('Check Answers');
  expect(waiting.closest('[inert]')).not.toBeNull();
  expect(waiting.closest('[aria-busy="true"]')).not.toBeNull();

  // GET /api/user goes once the offline copy's code is here (auth.tsx).
  await waitFor(() => expect(fetch).toHaveBeenCalled());
  await act(async () =>
    answer(new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401, headers: { 'content-type': 'application/json' } })),
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Check Answers' }).closest('[inert]')).toBeNull());
  expect(screen.getByRole('button', { name: 'Check Answers' }).closest('[aria-busy]')).toBeNull();
});

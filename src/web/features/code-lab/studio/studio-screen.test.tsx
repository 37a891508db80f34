import { afterEach, beforeAll, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AuthProvider, USER_QUERY_KEY } from '../../../lib/auth';
import { personStore } from '../../../lib/person-store';
import { drawingsApi } from '../drawings/kept-drawings';
import { StudioScreen } from './studio-screen';

// The studio keeps the paper's program as the person's draft, like a puzzle's
// (docs/decisions/355-the-studio-keeps-a-draft.md).

beforeAll(() => {
  // jsdom has no ResizeObserver; the phone's bars are measured with it
  // (docs/decisions/358-the-studio-bar-on-a-phone.md).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom does not scroll; the insertion row is scrolled into view after each edit.
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => localStorage.clear());

async function openStudio(user: { id: number; kind: 'child'; nickname: string } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(USER_QUERY_KEY, user);
  if (user) client.setQueryData([...drawingsApi.key, `user-${user.id}`], []);
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <MemoryRouter>
            <StudioScreen />
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
  });
  return view!;
}

const program = () => screen.getByRole('region', { name: 'Your program' });

it('keeps the unsaved program through a reload, for that person only', async () => {
  const first = await openStudio(null);
  const palette = screen.getByRole('group', { name: 'Blocks' });
  await userEvent.setup().click(within(palette).getByRole('button', { name: 'Move forward' }));
  expect(personStore.read('guest', 'codeLab.drafts')).toEqual({
    studio: { version: 2, body: [expect.objectContaining({ op: 'forward' })] },
  });
  first.unmount();

  await openStudio(null);
  expect(within(program()).getByRole('button', { name: 'Step 1: Move forward' })).toBeTruthy();
});

it('opens another person’s paper empty, and never a program that does not fit the studio', async () => {
  personStore.write('guest', 'codeLab.drafts', { studio: { version: 2, body: [{ id: 'f', op: 'forward' }] } });
  personStore.write('user-7', 'codeLab.drafts', { studio: { version: 1, body: [{ id: 'c', op: 'collect' }] } });
  await openStudio({ id: 7, kind: 'child', nickname: 'Robo Mia' });
  expect(screen.queryByRole('button', { name: 'Step 1: Move forward' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Step 1/ })).toBeNull();
});

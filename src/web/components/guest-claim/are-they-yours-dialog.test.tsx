import { afterEach, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, USER_QUERY_KEY } from '../../lib/auth';
import { guestStorage } from '../../lib/guest-storage';
import { guestWorkToClaim } from '../../lib/guest-summary';
import { personStore } from '../../lib/person-store';
import { useToasts } from '../../lib/toast-store';
import { AreTheyYoursDialog } from './are-they-yours-dialog';

afterEach(() => localStorage.clear());

const child = { id: 31, kind: 'child', nickname: 'Robo Mia' };

function guestWithWork() {
  guestStorage.addProgress('basics', 'intro-to-coding', { answers: { q1: 'x' } });
  personStore.write('guest', 'codeLab.drafts', { 'birthday-1': { version: 1, body: [] } });
}

// docs/decisions/174-guest-things-on-the-device-move-with-guest-work.md: only Yes moves the guest's
// things; No leaves all of them with the guest.
it('leaves the guest drafts and lessons with the guest when the child says No', async () => {
  guestWithWork();
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, child);
  const onDone = vi.fn();
  // Awaited, so what mounts after the first render has settled is on the page before the click.
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <AreTheyYoursDialog summary={guestWorkToClaim()!} nickname="Robo Mia" onDone={onDone} />
        </AuthProvider>
      </QueryClientProvider>,
    );
  });
  await userEvent.setup().click(screen.getByRole('button', { name: 'No, they are not' }));
  expect(onDone).toHaveBeenCalledOnce();
  expect(personStore.names('user-31')).toEqual([]);
  expect(personStore.read('guest', 'codeLab.drafts')).toEqual({ 'birthday-1': { version: 1, body: [] } });
  expect(guestStorage.read().progress).toHaveLength(1);
});

it('never asks on a class device, so nothing of the guest moves there', () => {
  guestWithWork();
  localStorage.setItem('classDevice', '1');
  expect(guestWorkToClaim()).toBeNull();
  expect(personStore.names('guest')).toEqual(['codeLab.drafts']);
});

// docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md: a program in progress is work a child
// is asked about; a yes that moves only what is on the device says it moved, not that it failed.
it('asks about a program in progress alone, and a yes moves it to the child', async () => {
  const program = { version: 1, body: [{ id: 'a', op: 'forward' }] };
  personStore.write('guest', 'codeLab.drafts', { 'birthday-1': program });
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, child);
  const onDone = vi.fn();
  const summary = guestWorkToClaim()!;
  const toasts = renderHook(() => useToasts());
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <AreTheyYoursDialog summary={summary} nickname="Robo Mia" onDone={onDone} />
        </AuthProvider>
      </QueryClientProvider>,
    );
  });
  expect(screen.getByRole('dialog', { name: 'Are they yours?' }).textContent).toContain(
    'We found 1 Code Lab level on this device. Are they yours?',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, they are mine' }));
  expect(onDone).toHaveBeenCalledOnce();
  expect(personStore.read('user-31', 'codeLab.drafts')).toEqual({ 'birthday-1': program });
  expect(personStore.names('guest')).toEqual([]);
  expect(guestWorkToClaim()).toBeNull();
  expect(toasts.result.current[0]).toMatchObject({ title: 'They are yours now!', variant: 'success' });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../../app/providers';
import { closeAuthDialog, openAuthDialog } from '../../lib/auth-dialog';
import { switchLocale } from '../../i18n/i18n';
import { guestStorage } from '../../lib/guest-storage';
import { personStore } from '../../lib/person-store';
import { AuthDialog } from './auth-dialog';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** A promise the test settles when it wants: the server "answers" on cue. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('busy labels (docs/product.md#sign-in-and-sign-up)', () => {
  it('Sign In reads "Signing in..." and is disabled until the answer comes', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const calls: unknown[] = [];
    render(<SignInForm onSubmit={(c) => (calls.push(c), answer.promise)} />);
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    expect(calls).toEqual([{ email: 'sam@example.com', password: 'secret-1' }]);

    await act(async () => answer.resolve());
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('Create Account reads "Creating account..." and is disabled until the answer comes', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const calls: unknown[] = [];
    render(<SignUpForm onSubmit={(input) => (calls.push(input), answer.promise)} />);
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Coder');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByLabelText('I am a parent, guardian or teacher, 18 or older'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      (screen.getByRole('button', { name: 'Creating account...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Sent once the form has looked for a guest's work on this device
    // (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md).
    await waitFor(() =>
      expect(calls).toEqual([
        { firstName: 'Sam', lastName: 'Coder', email: 'sam@example.com', password: 'secret-1' },
      ]),
    );
    await act(async () => answer.resolve());
    expect(
      (screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

describe('sign-up password rule (docs/product.md#passwords)', () => {
  it('explains a password shorter than 6 characters and does not send it', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    render(<SignUpForm onSubmit={async (input) => void calls.push(input)} />);
    await user.type(screen.getByLabelText('First Name'), 'Sam');
    await user.type(screen.getByLabelText('Last Name'), 'Coder');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByLabelText('I am a parent, guardian or teacher, 18 or older'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('alert').textContent).toContain(
      'Password must be at least 6 characters long.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('refuses more than 128 characters', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    render(<SignUpForm onSubmit={async (input) => void calls.push(input)} />);
    for (const [label, value] of [
      ['First Name', 'Sam'],
      ['Last Name', 'Coder'],
      ['Email', 'sam@example.com'],
    ]) {
      await user.type(screen.getByLabelText(label!), value!);
    }
    await user.click(screen.getByLabelText('Password'));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByLabelText('I am a parent, guardian or teacher, 18 or older'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Password must be at most 128 characters long.',
    );
    expect(calls).toEqual([]);
  });
});

describe('a grown-up signs up (docs/product.md#accounts-and-children)', () => {
  it('sends nothing until the 18-or-older box is ticked, and tells a child to ask a grown-up', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    render(<SignUpForm onSubmit={async (input) => void calls.push(input)} />);
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.type(screen.getByLabelText('Last Name'), 'Parent');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    const box = screen.getByRole('checkbox', {
      name: 'I am a parent, guardian or teacher, 18 or older',
    });
    expect(box.hasAttribute('required')).toBe(true);
    expect(
      screen.getByText(/Are you a child\? Ask a grown-up to make you a profile\./),
    ).toBeTruthy();
    const privacy = screen.getByRole('link', { name: /How we look after children's data/ });
    expect(privacy.getAttribute('href')).toBe('/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');

    // The browser's own check stops a submit first.
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(calls).toEqual([]);
    // The form's own check is the backstop, with words a person can act on.
    box.removeAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Please tick the box to say you are 18 or older.',
    );
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('whose work is on this device (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md)', () => {
  afterEach(() => localStorage.clear());

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.type(screen.getByLabelText('Last Name'), 'Parent');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByLabelText('I am a parent, guardian or teacher, 18 or older'));
  }

  it('asks nothing on a device without guest work', async () => {
    const user = userEvent.setup();
    const calls: unknown[][] = [];
    render(<SignUpForm onSubmit={async (...args) => void calls.push(args)} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(calls).toEqual([
        [{ firstName: 'Pat', lastName: 'Parent', email: 'pat@example.com', password: 'secret-1' }, undefined],
      ]),
    );
    expect(screen.queryByRole('group', { name: 'Whose work is on this device?' })).toBeNull();
  });

  it("shows what a guest left, sends nothing until someone says whose it is, then says it", async () => {
    guestStorage.addProgress('basics', 'intro-to-coding', { answers: { q1: 'x' } });
    guestStorage.addPoints(175);
    personStore.write('guest', 'codeLab.drafts', {
      'birthday-1': { version: 1, body: [{ id: 'a', op: 'forward' }] },
    });
    const user = userEvent.setup();
    const calls: unknown[][] = [];
    render(<SignUpForm onSubmit={async (...args) => void calls.push(args)} />);
    const group = await screen.findByRole('group', { name: 'Whose work is on this device?' });
    expect(group.textContent).toContain('We found this on this device, made without an account:');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 lesson',
      '1 Code Lab level',
      '175 Ada points',
    ]);
    await fillIn(user);
    const mine = screen.getByRole('radio', { name: 'Mine: move it to my account' });
    const child = screen.getByRole('radio', { name: "My child's: keep it for my child" });
    expect(child.getAttribute('aria-describedby')).toBeTruthy();

    // The browser's own check stops a submit first; the form's own check is the backstop.
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(calls).toEqual([]);
    mine.removeAttribute('required');
    child.removeAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose whose work this is.');
    expect(document.activeElement).toBe(mine);
    expect(calls).toEqual([]);

    await user.click(child);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(calls).toEqual([
        [{ firstName: 'Pat', lastName: 'Parent', email: 'pat@example.com', password: 'secret-1' }, 'child'],
      ]),
    );
  });
});

describe('whose work, in Spanish (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md)', () => {
  afterEach(async () => {
    localStorage.clear();
    await act(() => switchLocale('en'));
  });

  it('asks a Spanish-speaking grown-up in Spanish', async () => {
    await act(() => switchLocale('es'));
    guestStorage.addProgress('basics', 'intro-to-coding', { answers: { q1: 'x' } });
    guestStorage.addProgress('basics', 'loops', { answers: { q1: 'x' } });
    guestStorage.addGameScore('robot-maze', 40);
    guestStorage.addPoints(110);
    const user = userEvent.setup();
    render(<SignUpForm onSubmit={async () => undefined} />);
    const group = await screen.findByRole('group', {
      name: '¿De quién es el trabajo de este dispositivo?',
    });
    expect(group.textContent).toContain('Encontramos esto en este dispositivo, hecho sin cuenta:');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2 lecciones',
      'Puntajes en 1 juego',
      '110 puntos Ada',
    ]);
    expect(screen.getByRole('radio', { name: 'Es mío: pásalo a mi cuenta' })).toBeTruthy();
    const child = screen.getByRole('radio', { name: 'Es de mi hija o hijo: guárdalo para su perfil' });
    await user.click(child);
    expect((child as HTMLInputElement).checked).toBe(true);
  });
});

describe('the modal dialog (docs/product.md#sign-in-and-sign-up)', () => {
  it('invites the child to the adventure, opens on Sign Up, and closes', async () => {
    const user = userEvent.setup();
    render(
      <Providers>
        <AuthDialog />
      </Providers>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAuthDialog());
    expect(screen.getByRole('dialog', { name: "Join Ada's coding adventure!" })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => closeAuthDialog());
  });
});

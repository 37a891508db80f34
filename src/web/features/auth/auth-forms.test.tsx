import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '../../app/providers';
import { closeAuthDialog, openAuthDialog } from '../../lib/auth-dialog';
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
    expect(calls).toEqual([
      { firstName: 'Sam', lastName: 'Coder', email: 'sam@example.com', password: 'secret-1' },
    ]);
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
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
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

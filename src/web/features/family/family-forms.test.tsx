import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { childProfileMessages } from '../../../domain/accounts/child-profile';
import { ApiError } from '../../lib/api';
import { exportFileName } from './child-card';
import { ChildForm, type ChildValues } from './child-form';
import { PasswordDialog } from '../../components/password-dialog';

const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), message);

describe('adding or changing a child (docs/product.md#the-family-page)', () => {
  it('checks the nickname and the avatar by the server rules, each beside its field', async () => {
    const user = userEvent.setup();
    const sent: ChildValues[] = [];
    render(
      <ChildForm
        submit="Add child"
        busy="Adding..."
        onSubmit={async (values) => void sent.push(values)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(screen.getByLabelText('Nickname').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      childProfileMessages.nicknameMissing,
      'Please choose one of the 12 pictures.',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Nickname'));

    await user.type(screen.getByLabelText('Nickname'), 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe(childProfileMessages.nicknameTooLong);

    await user.clear(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), '  Sam  ');
    await user.click(screen.getByRole('radio', { name: 'Avatar 2: Fox' }));
    await user.click(screen.getByRole('button', { name: 'Add child' }));
    // Sent trimmed, as the server stores it; the form starts fresh for the next child.
    expect(sent).toEqual([{ nickname: 'Sam', avatarId: 2 }]);
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("puts the server's refusals beside their field, or under the form", async () => {
    const user = userEvent.setup();
    let answer: Error = refusal(409, childProfileMessages.nicknameTaken);
    render(
      <ChildForm
        initial={{ nickname: 'Sam', avatarId: 4 }}
        submit="Save"
        busy="Saving..."
        onSubmit={async () => {
          throw answer;
        }}
      />,
    );
    expect(
      (screen.getByRole('radio', { name: 'Avatar 4: Robot' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe(childProfileMessages.nicknameTaken);
    expect(document.activeElement).toBe(screen.getByLabelText('Nickname'));
    // What was typed stays, to be changed.
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('Sam');

    answer = refusal(400, 'Invalid field "avatarId": Please choose one of the 12 pictures.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose one of the 12 pictures.');
    expect(
      screen.getByRole('group', { name: 'Choose an avatar' }).getAttribute('aria-describedby'),
    ).toBe(screen.getByRole('alert').id);

    answer = refusal(409, 'A family has at most 30 child profiles.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('A family has at most 30 child profiles.');
    expect(screen.getByLabelText('Nickname').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('a password before what cannot be undone', () => {
  it('asks for it, shows a wrong one under the field, and closes only when it works', async () => {
    const user = userEvent.setup();
    const tried: string[] = [];
    let open = true;
    const { rerender } = render(
      <PasswordDialog
        open
        onOpenChange={(next) => (open = next)}
        title="Delete Sam's profile?"
        description="This deletes Sam's profile."
        submit="Delete profile"
        busy="Deleting..."
        words={{ password: 'Your password', passwordMissing: 'Please type your password.', cancel: 'Cancel' }}
        onConfirm={async (password) => {
          tried.push(password);
          if (password !== 'right-one') throw refusal(401, 'That password is not right.');
          open = false;
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: "Delete Sam's profile?" });
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    expect(screen.getByRole('alert').textContent).toBe('Please type your password.');
    expect(tried).toEqual([]);

    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    expect(screen.getByRole('alert').textContent).toBe('That password is not right.');
    expect(open).toBe(true);

    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), 'right-one{Enter}');
    expect(tried).toEqual(['wrong', 'right-one']);
    expect(open).toBe(false);
    expect(dialog).toBeTruthy();
    await act(async () => rerender(<></>));
  });
});

it('names the export file after the child and the day, in letters any system accepts', () => {
  const day = new Date('2026-11-24T10:00:00Z');
  expect(exportFileName('Sam', day)).toBe('sam-ada-data-2026-11-24.json');
  expect(exportFileName('Zoë & Max!', day)).toBe('zo-max-ada-data-2026-11-24.json');
  expect(exportFileName('★★', day)).toBe('child-ada-data-2026-11-24.json');
});

// The "Waiting to sign in" box (docs/decisions/193-sign-in-locks-on-the-dashboard.md) is red while
// a child waits, and calm once nobody does: then it only says what was done (issue 32).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PICTURES } from '../../../../domain/accounts/child-profile';
import { startI18n } from '../../../i18n/i18n';
import type { ClassDetail, useClassChanges } from '../classes-api';
import { SignInLocks } from './sign-in-locks';

beforeAll(() => startI18n(['classes']));

const NOW = Date.parse('2026-11-28T09:00:00Z');
const classWith = (lockedUntil: string | null): ClassDetail => ({
  id: 4,
  name: 'Owls',
  joinCode: 'ABC234',
  studentCount: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  archivedAt: null,
  galleryOn: false,
  soundOn: true,
  locale: null,
  signInPausedUntil: null,
  students: [{ id: 9, nickname: 'Dee', avatarId: 3, pictures: [PICTURES[0], PICTURES[1]], signInLockedUntil: lockedUntil }],
});
/** The teacher's unlock, answered at once as the server answers it (204). */
const unlock = {
  isPending: false,
  mutate: (_: undefined, options: { onSuccess: () => void }) => options.onSuccess(),
} as unknown as ReturnType<typeof useClassChanges>['unlockSignIn'];

describe('who is waiting to sign in', () => {
  it('is red while Dee waits, and calm, saying nobody waits, once she can sign in', async () => {
    const user = userEvent.setup();
    const locked = classWith('2026-11-28T09:00:40Z');
    const { rerender } = render(<SignInLocks cls={locked} now={NOW} unlock={unlock} />);
    const waiting = screen.getByRole('region', { name: 'Waiting to sign in' });
    expect(waiting.textContent).toContain('Dee is locked after 3 wrong tries: 40 s left.');
    expect(waiting.className).toContain('bg-red-50');

    await user.click(screen.getByRole('button', { name: 'Let everyone sign in' }));
    rerender(<SignInLocks cls={classWith(null)} now={NOW} unlock={unlock} />);
    expect(screen.queryByRole('region', { name: 'Waiting to sign in' })).toBeNull();
    const calm = screen.getByRole('region', { name: 'Nobody is waiting.' });
    expect(calm.className).not.toContain('red');
    expect(screen.getByRole('status').textContent).toBe('Done: everyone can sign in now.');
    expect(screen.queryByRole('button', { name: 'Let everyone sign in' })).toBeNull();
  });

  it('shows nothing when nobody waits and nothing was done', () => {
    const { container } = render(<SignInLocks cls={classWith(null)} now={NOW} unlock={unlock} />);
    expect(container.textContent).toBe('');
  });
});

import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHILD_AVATAR_COUNT } from '../../../domain/accounts/child-profile';
import { AVATARS } from './avatar-art';
import { AvatarPicker } from './avatar-picker';
import { ChildAvatar, avatarLabel } from './child-avatar';

describe('the twelve child avatars (docs/product.md#accounts-and-children)', () => {
  it('has one distinct picture per avatar id, each with its own name and disc colour', () => {
    expect(AVATARS).toHaveLength(CHILD_AVATAR_COUNT);
    expect(new Set(AVATARS.map((a) => a.name)).size).toBe(CHILD_AVATAR_COUNT);
    expect(new Set(AVATARS.map((a) => a.disc)).size).toBe(CHILD_AVATAR_COUNT);
    const drawings = AVATARS.map((_, i) => render(<ChildAvatar id={i + 1} />).container.innerHTML);
    expect(new Set(drawings).size).toBe(CHILD_AVATAR_COUNT);
    // Pictures, never words: no text nodes and no emoji inside.
    for (const html of drawings) expect(html).not.toMatch(/<text|\p{Extended_Pictographic}/u);
  });

  it('is named for screen readers, or hidden from them beside a nickname', () => {
    render(
      <>
        <ChildAvatar id={3} size={40} />
        <ChildAvatar id={8} decorative />
      </>,
    );
    const named = screen.getByRole('img', { name: 'Avatar 3: Owl' });
    expect(named.getAttribute('width')).toBe('40');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(avatarLabel(12)).toBe('Avatar 12: Alien');
  });

  it('draws a plain disc for an id it does not know', () => {
    render(<ChildAvatar id={99} />);
    expect(screen.getByRole('img', { name: 'Avatar' }).querySelectorAll('*')).toHaveLength(1);
  });
});

function Picker({ start = null }: { start?: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <AvatarPicker legend="Choose an avatar" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('the avatar picker', () => {
  // The arrow keys are the browser's own radio behaviour: the e2e journey presses them in Chromium.
  it('picks by tap, one avatar at a time', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const group = screen.getByRole('group', { name: 'Choose an avatar' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(12);
    await user.click(screen.getByRole('radio', { name: 'Avatar 5: Frog' }));
    expect(screen.getByRole('status').textContent).toBe('5');
    await user.click(screen.getByRole('radio', { name: 'Avatar 6: Panda' }));
    expect(screen.getByRole('status').textContent).toBe('6');
    expect(
      (screen.getByRole('radio', { name: 'Avatar 5: Frog' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('shows the chosen avatar as checked and an error tied to the group', () => {
    render(
      <AvatarPicker
        legend="Avatar"
        value={2}
        onChange={() => {}}
        error="Please choose one of the 12 pictures."
      />,
    );
    expect((screen.getByRole('radio', { name: 'Avatar 2: Fox' }) as HTMLInputElement).checked).toBe(
      true,
    );
    const group = screen.getByRole('group', { name: 'Avatar' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Program } from '../../../../domain/code-lab/program';
import GalleryDrawing from './gallery-drawing';
import type { ClassGalleryItem } from './gallery-api';
import { GalleryView, withReaction } from './gallery-view';

const square: Program = {
  version: 2,
  body: [
    {
      id: 'r',
      op: 'repeat',
      times: 4,
      body: [
        { id: 'f', op: 'forward' },
        { id: 't', op: 'turn', dir: 'right', degrees: 90 },
      ],
    },
  ],
};

const item = (over: Partial<ClassGalleryItem>): ClassGalleryItem => ({
  id: 1,
  nickname: 'Mia',
  program: square,
  reactions: { star: 0, clap: 0, heart: 0 },
  myReaction: null,
  mine: false,
  ...over,
});

describe('the class gallery for a child', () => {
  it('shows each drawing under its nickname, drawn from its program, and marks the child’s own', () => {
    render(
      <GalleryView
        items={[item({ id: 1, nickname: 'Mia' }), item({ id: 2, nickname: 'Leo', mine: true })]}
        onReact={() => {}}
        drawing={(i) => <GalleryDrawing program={i.program} />}
      />,
    );
    const mia = screen.getByRole('article', { name: 'Drawing by Mia' });
    const leo = screen.getByRole('article', { name: 'Drawing by Leo' });
    expect(within(mia).queryByText('You made this')).toBeNull();
    expect(within(leo).getByText('You made this')).toBeTruthy();
    // The square's four sides, drawn by the pen stage.
    expect(within(mia).getByRole('img', { name: /^Ada's drawing: 4 lines drawn/ })).toBeTruthy();
  });

  it('presses the child’s reaction; tapping it again takes it back, another replaces it', async () => {
    const user = userEvent.setup();
    const onReact = vi.fn();
    const mia = item({ reactions: { star: 2, clap: 0, heart: 1 }, myReaction: 'star' });
    render(<GalleryView items={[mia]} onReact={onReact} drawing={() => null} />);
    const group = screen.getByRole('group', { name: 'Reactions to the drawing by Mia' });
    const star = within(group).getByRole('button', { name: 'Star: 2 stars' });
    const heart = within(group).getByRole('button', { name: 'Heart: 1 heart' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(within(group).getByRole('button', { name: 'Clap: 0 claps' })).toBeTruthy();
    await user.click(star);
    expect(onReact).toHaveBeenLastCalledWith(mia, null);
    // By keyboard: Tab to the heart, Enter.
    heart.focus();
    await user.keyboard('{Enter}');
    expect(onReact).toHaveBeenLastCalledWith(mia, 'heart');
  });

  it('keeps the counts true when a reaction is given, replaced or taken back', () => {
    const none = item({ reactions: { star: 1, clap: 0, heart: 0 } });
    const starred = withReaction(none, 'star');
    expect(starred.reactions).toEqual({ star: 2, clap: 0, heart: 0 });
    expect(starred.myReaction).toBe('star');
    const clapped = withReaction(starred, 'clap');
    expect(clapped.reactions).toEqual({ star: 1, clap: 1, heart: 0 });
    const back = withReaction(clapped, null);
    expect(back.reactions).toEqual({ star: 1, clap: 0, heart: 0 });
    expect(back.myReaction).toBeNull();
  });
});
